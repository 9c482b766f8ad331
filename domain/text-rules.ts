// The rules of a text field as plain data, with the one check the browser runs. The server
// builds its zod schemas from the same rules (fields.ts), so a limit or a message is written
// once. No zod here: the public forms import this module, and zod would add about 15 KB gzip
// to their pages.

export interface TextRule {
  /** The message for a blank value; a rule without it describes an optional field. */
  readonly required?: string;
  /** The fewest characters a non-blank value may have, and what to say when it has fewer. */
  readonly min?: { readonly length: number; readonly message: string };
  readonly max: number;
  /** Tested on the trimmed value, blank included: an optional field's pattern must accept "". */
  readonly format?: { readonly pattern: RegExp; readonly message: string };
  /** Checked and kept as typed, spaces included (passwords); other text is trimmed first. */
  readonly untrimmed?: true;
}

export type RequiredTextRule = TextRule & { readonly required: string };

export const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * Characters no text field may hold: NUL, which PostgreSQL cannot store in text or JSON, and a
 * UTF-16 surrogate without its pair, which is no character at all and cannot be written as
 * UTF-8. Without the `u` flag the pattern sees code units, so it finds unpaired halves (and
 * without lookbehind, which Safari before 16.4 cannot parse: the forms load this module).
 */
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "Must not contain NUL characters or unpaired surrogates";

export const isStorableText = (value: string) => !UNSTORABLE_TEXT.test(value);

/**
 * Loose on purpose (text, at sign, text, dot, text), as SPEC §5 describes. Written so that it
 * runs in linear time: the obvious `[^\s@]+\.[^\s@]+` for the domain can split it at every dot,
 * and on a long run of dots that backtracking took seconds (issue 29). Here the domain's first
 * character is any, then the run up to its first dot holds no dot, so there is one way to match.
 * The same strings pass; `text-rules.test.ts` compares the two.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export const emailRule = (requiredMessage: string, invalidMessage: string): RequiredTextRule => ({
  required: requiredMessage,
  max: 254,
  format: { pattern: EMAIL_PATTERN, message: invalidMessage },
});

/** An email address that may be left blank (another field can stand in for it). */
export const optionalEmailRule = (invalidMessage: string): TextRule => ({
  max: 254,
  format: { pattern: new RegExp(`^(?:${EMAIL_PATTERN.source.slice(1, -1)})?$`), message: invalidMessage },
});

/** The message of the first rule the value breaks, in the order the API reports them. */
export function checkText(rule: TextRule, value: string): string | undefined {
  const text = rule.untrimmed ? value : value.trim();
  if (!isStorableText(text)) return UNSTORABLE_TEXT_MESSAGE;
  if (rule.required !== undefined && text === "") return rule.required;
  if (text.length > rule.max) return tooLong(rule.max);
  if (rule.min && text.length < rule.min.length) return rule.min.message;
  if (rule.format && !rule.format.pattern.test(text)) return rule.format.message;
  return undefined;
}

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** Every field's first broken rule, as the API's `errors` map gives it. */
export function checkFields<Name extends string>(
  rules: Record<Name, TextRule>,
  fields: Record<NoInfer<Name>, string>,
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = checkText(rules[name], fields[name]);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}
