import type { FieldErrors } from "#domain/text-rules";
import { TextAreaField, TextField } from "../ui/fields";
import { type TextEntry, textEntries } from "./content-fields";

// The texts of a page as fields, a fieldset per section of the page. Headings and short lines
// get a line; paragraphs ("text", "intro", an answer…) and anything long a box.

const PARAGRAPH = /(^|\.)(text|intro|definition|reality|answer)$|paragraphs\.\d+$/;
const isParagraph = ({ path, value }: TextEntry) => PARAGRAPH.test(path) || value.length > 120;

interface ContentFormFieldsProps {
  record: unknown;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (path: string, value: string) => void;
}

export function ContentFormFields({ record, errors, disabled, onChange }: ContentFormFieldsProps) {
  const sections = new Map<string, TextEntry[]>();
  for (const entry of textEntries(record))
    sections.set(entry.section, [...(sections.get(entry.section) ?? []), entry]);
  return (
    <div className="flex flex-col gap-6">
      {[...sections].map(([section, entries]) => (
        <fieldset
          key={section}
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          disabled={disabled}
        >
          <legend className="px-1 text-base font-semibold">{section}</legend>
          <div className="flex flex-col gap-4">
            {entries.map((entry) => {
              const shared = {
                label: entry.label,
                required: true,
                value: entry.value,
                error: errors[entry.path],
                name: entry.path,
              };
              return isParagraph(entry) ? (
                <TextAreaField
                  key={entry.path}
                  {...shared}
                  rows={3}
                  onChange={(event) => onChange(entry.path, event.target.value)}
                />
              ) : (
                <TextField
                  key={entry.path}
                  {...shared}
                  onChange={(event) => onChange(entry.path, event.target.value)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
