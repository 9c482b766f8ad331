import type { SolutionForm } from "./solution-form";

/** What every editor section receives: the whole form and a way to change some of its fields. */
export interface EditorSectionProps {
  form: SolutionForm;
  update: (changes: Partial<SolutionForm>) => void;
}
