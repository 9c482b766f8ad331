import type { FieldErrors } from "#domain/text-rules";
import type { SolutionForm } from "./solution-form";

/**
 * What every editor section receives: the whole form, a way to change some of its fields, and
 * the open errors by field path ("features.0.title"), each shown at its field.
 */
export interface EditorSectionProps {
  form: SolutionForm;
  update: (changes: Partial<SolutionForm>) => void;
  errors: FieldErrors;
}
