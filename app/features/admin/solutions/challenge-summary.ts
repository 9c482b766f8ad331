/** SPEC §2: a row shows at most 2 challenges, then '+N more'. */
const MAX_LISTED_CHALLENGES = 2;

export function summariseChallenges(challenges: readonly string[]): { shown: string[]; more: string | null } {
  const shown = challenges.slice(0, MAX_LISTED_CHALLENGES);
  const hidden = challenges.length - shown.length;
  return { shown, more: hidden > 0 ? `+${hidden} more` : null };
}
