import type { IncomingHttpHeaders } from "node:http";
import { type FinderAnswer, finderText } from "#domain/finder";
import type { ContentEvents } from "./content-events";
import { buildIndex, type CatalogueIndex, type FinderSolution, search } from "./finder-index";

/** How a description and what it was shown are counted (insights.ts): never its words. */
export type CountDescription = (
  request: { headers: IncomingHttpHeaders; url: string },
  clientIp: string,
  shown: string[],
) => void;

/** Who asked, for the count; absent for a description nobody should count (a benchmark, a test). */
export interface Asker {
  headers: IncomingHttpHeaders;
  clientIp: string;
}

/**
 * "Describe your problem" (decision 0085): finds the published solutions that fit a visitor's
 * words in an index of the catalogue held in memory. Any content change, here or (through the
 * change bus) on another instance, drops the index; the next description builds it again from
 * the database, so what it finds is the catalogue as it is now on every instance.
 */
export function createFinder(
  catalogue: () => Promise<FinderSolution[]>,
  events: Pick<ContentEvents, "onChange">,
  count: CountDescription,
) {
  let index: Promise<CatalogueIndex> | undefined;
  // The last index built, kept after a change so the next build rereads only what changed.
  let last: CatalogueIndex | undefined;
  events.onChange(() => {
    index = undefined;
  });
  function current(): Promise<CatalogueIndex> {
    if (!index) {
      const building = catalogue().then((solutions) => {
        last = buildIndex(solutions, last);
        return last;
      });
      // A failed read (the database away) is not kept: the next description tries again.
      building.catch(() => {
        if (index === building) index = undefined;
      });
      index = building;
    }
    return index;
  }
  return {
    /**
     * The solutions that fit `raw`, best first, at most `limit`; null for a blank description.
     * Counted under the path the visitor asked on, when `asker` says who.
     */
    async match(raw: string, limit: number, asker?: Asker & { path: string }): Promise<FinderAnswer | null> {
      const text = finderText(raw);
      if (!text) return null;
      const answer = search(await current(), text, limit);
      if (asker)
        count(
          { headers: asker.headers, url: asker.path },
          asker.clientIp,
          answer.matches.map((m) => m.id),
        );
      return answer;
    },
  };
}

export type Finder = ReturnType<typeof createFinder>;
