import { INTERESTS } from "#domain/options";

/** The contact page stores interest values (SPEC §3); show their labels, other tags as they are. */
export function interestLabel(interest: string): string {
  return INTERESTS.find((option) => option.value === interest)?.label ?? interest;
}
