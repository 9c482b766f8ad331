import type { Interest } from "../options";

// The contact form's interest that goes with a solution (issue 45, item 8): a visitor who
// pressed Get Started on a solution, or an admin logging a conversation about one, starts from
// it rather than the form's default "Market & Competitor Analysis Tool". It is the interest the
// solution's admin chose in the editor (decision 0079): a new solution about something the
// words of its title would not tell is still enquired about as what its admin says it is.
// Decision 0077 read it from words of the id and title; migration 0037 kept what those words
// gave the solutions that existed then.

/** The interest chosen for the solution; "Other/Not Sure Yet" when none was, never a guess. */
export const interestOfSolution = (solution: { interest?: Interest | null }): Interest =>
  solution.interest ?? "other";
