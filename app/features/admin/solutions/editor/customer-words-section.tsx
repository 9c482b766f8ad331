import {
  CUSTOMER_WORD_LANGUAGE_NAMES,
  CUSTOMER_WORD_LANGUAGES,
  MAX_CUSTOMER_WORDS,
  noCustomerWords,
} from "#domain/content/solution";
import { TextAreaField } from "../../ui/fields";
import type { EditorSectionProps } from "./form/editor-section";

/**
 * "Words customers use" (decision 0085): how owners describe the problem this solution solves,
 * one entry a line per language, which the site's "Describe your business problem" finder
 * weighs as much as the title. Blank lines and repeats are dropped when it is saved.
 */
export function CustomerWordsSection({ form, update, errors }: EditorSectionProps) {
  const words = form.customerWords ?? noCustomerWords();
  const errorOf = (language: string) =>
    Object.entries(errors).find(([path]) => path.startsWith(`customerWords.${language}`))?.[1] ??
    errors.customerWords;
  return (
    <section aria-labelledby="customer-words-title" className="space-y-4">
      <div>
        <h2 id="customer-words-title" className="text-lg font-semibold">
          Words customers use
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          How owners say the problem in their own words, one per line (up to {MAX_CUSTOMER_WORDS} a language):
          “my slips get lost”, “die slippies raak weg”. The site's problem finder matches on them.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {CUSTOMER_WORD_LANGUAGES.map((language) => (
          <TextAreaField
            key={language}
            label={CUSTOMER_WORD_LANGUAGE_NAMES[language]}
            rows={8}
            value={words[language].join("\n")}
            error={errorOf(language)}
            onChange={(event) =>
              update({ customerWords: { ...words, [language]: event.target.value.split("\n") } })
            }
          />
        ))}
      </div>
    </section>
  );
}
