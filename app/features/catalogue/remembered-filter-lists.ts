/** The catalogue's filter chips: distinct challenges and sectors of the whole list. */
export interface FilterLists {
  challenges: string[];
  sectors: string[];
}

// SPEC §7: the filter lists are kept in memory after the first load, so a list request that
// fails later still shows the chips the visitor was choosing from.
let remembered: FilterLists = { challenges: [], sectors: [] };

export function rememberFilterLists(lists: FilterLists) {
  remembered = { challenges: lists.challenges, sectors: lists.sectors };
}

export const rememberedFilterLists = (): FilterLists => remembered;
