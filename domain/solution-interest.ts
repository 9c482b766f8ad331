import type { Interest } from "./options";

// The contact form's interest that goes with a solution (issue 45, item 8): a visitor who
// pressed Get Started on a solution, or an admin logging a conversation about one, should not
// start from the default "Market & Competitor Analysis Tool". Solutions have no interest of
// their own, so it is read from words of their id and title (docs/decisions/0077); a solution
// that matches none is "Other/Not Sure Yet", never a guess.

/** The first interest whose word is in the solution's id or title wins: the more specific first. */
const WORDS: [Interest, RegExp][] = [
  ["ocr", /\bocr\b|receipt/],
  ["chatbot", /chat ?bot|auto-?reply|whatsapp/],
  ["social-media", /social/],
  ["crm", /\bcrm\b|customer relationship|lead scoring/],
  ["inventory", /stock|inventory|e-?commerce/],
  ["report-generation", /report/],
  ["market-analysis", /market|competitor/],
  ["automation", /automat/],
];

export function interestOfSolution(solution: { id: string; title: string }): Interest {
  const words = `${solution.id.replaceAll("-", " ")} ${solution.title}`.toLowerCase();
  return WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? "other";
}
