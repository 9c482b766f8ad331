import { GET_STARTED_INTEREST, INTERESTS } from "../options";

/** How the Get Started dialog's stored tag (SPEC §9, kept as it is in the API) reads to people. */
const GET_STARTED_INTEREST_LABEL = "Get Started dialog";

/**
 * The contact page stores interest values (SPEC §3): screens, exports and the team's mails show
 * their labels, the dialog's tag as GET_STARTED_INTEREST_LABEL, any other tag as it is.
 */
export function interestLabel(interest: string): string {
  if (interest === GET_STARTED_INTEREST) return GET_STARTED_INTEREST_LABEL;
  return INTERESTS.find((option) => option.value === interest)?.label ?? interest;
}
