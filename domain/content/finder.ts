import type { PagePath } from "../page-paths";
// "Describe your problem" (issue 51, decision 0085): a visitor says what is wrong in their own
// words and the site points at the solutions of the catalogue that fit. What the page, the API
// and the attribution share. No zod here: enquiry-attribution.ts imports it for the public forms.

/** The finder's page, under /solutions: so `match` can never be a solution's id. */
export const FINDER_PATH = "/solutions/match" satisfies PagePath;

/** Solution ids that name a page of ours under /solutions rather than a solution. */
export const RESERVED_SOLUTION_IDS = ["match"] as const;

export const isReservedSolutionId = (id: string) => (RESERVED_SOLUTION_IDS as readonly string[]).includes(id);

/** The query parameter that carries the visitor's words. */
export const FINDER_PARAM = "q";

/** Longer descriptions are cut to this many characters, not refused. */
export const FINDER_MAX_CHARS = 2000;

/** What the API answers at most, and the page shows. */
export const FINDER_API_RESULTS = 5;
export const FINDER_PAGE_RESULTS = 3;

export const FINDER_LABEL = "Describe your business problem";
export const FINDER_HINT =
  "In your own words, in English, Afrikaans or isiZulu. For example: “my bookkeeper keeps losing the till slips”.";
export const FINDER_EMPTY_MESSAGE = "Describe your business problem in a few words";

/** One solution that fits a description: why, in the visitor's own words. */
export interface FinderMatch {
  id: string;
  title: string;
  /** How well it fits, higher is better; comparable within one answer only. */
  score: number;
  /** One line naming the visitor's words that led here: "You mentioned “till slips” and “SARS”." */
  why: string;
}

export interface FinderAnswer {
  matches: FinderMatch[];
  /** Nothing in the catalogue fits well enough (`matches` is then empty). */
  noMatch: boolean;
}

/** The visitor's words, as the finder reads them: whitespace-only is none, the rest cut to the limit. */
export function finderText(raw: string | null | undefined): string {
  const text = (raw ?? "").trim();
  return text ? text.slice(0, FINDER_MAX_CHARS) : "";
}

/** The one line saying which of the visitor's words led to a solution. */
export function whyLine(words: string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  const list =
    quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `You mentioned ${list}.`;
}

/** The finder's page for `text`. */
export const finderHref = (text: string) => `${FINDER_PATH}?${FINDER_PARAM}=${encodeURIComponent(text)}`;

/** The query parameter of the contact page that carries the words to start the message with. */
export const DESCRIBED_PARAM = "described";

/**
 * The contact form, its message started with the visitor's words and, for "Ask about this",
 * the solution chosen: a plain link, so it works without JavaScript, and the visitor edits
 * before sending. Nothing is stored until they send it.
 */
export function askHref(text: string, solutionId?: string): string {
  const query = new URLSearchParams({
    ...(solutionId ? { solution: solutionId } : {}),
    [DESCRIBED_PARAM]: text,
  });
  return `/contact?${query}#send-message` satisfies PagePath;
}
