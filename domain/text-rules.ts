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
  /** What a value longer than `max` is told, from its length; default: "Must be at most {max} characters". */
  readonly tooLong?: (length: number) => string;
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
 * One plain address (RFC 5322's addr-spec in its dot-atom form), nothing a mail header could
 * read as more: no display name, group, list, comment or quoted part, so `a,victim@x.co`,
 * `c<victim@x.co>` and `x:victim@x.co;` are refused (issue 52). Otherwise as loose as SPEC §5
 * asks (text, at sign, text, dot, text): the local part may hold any other character, the
 * domain letters, digits, hyphens and anything beyond ASCII (an international name). No
 * atom holds a dot, so there is one way to match and the pattern runs in linear time (issue
 * 29); `text-rules.test.ts` compares it with a plain statement of these rules.
 */
const LOCAL_ATOM = String.raw`[^\s\x00-\x1f\x7f"(),.:;<>@[\\\]]+`;
const DOMAIN_LABEL = String.raw`[^\s\x00-\x2c\x2e\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+`;
const ADDRESS = `${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+`;
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS}$`);

/** The most an address may have (RFC 5321's path limit less its angle brackets). */
const EMAIL_MAX = 254;

/**
 * Whether `text` is one plain address as every email field takes it: the forms, the API, the
 * settings and the mailer, which sends to nothing else.
 */
export const isEmailAddress = (text: string) => text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);

export const emailRule = (requiredMessage: string, invalidMessage: string): RequiredTextRule => ({
  required: requiredMessage,
  max: EMAIL_MAX,
  format: { pattern: EMAIL_PATTERN, message: invalidMessage },
});

/** An email address that may be left blank (another field can stand in for it). */
export const optionalEmailRule = (invalidMessage: string): TextRule => ({
  max: EMAIL_MAX,
  format: { pattern: new RegExp(`^(?:${ADDRESS})?$`), message: invalidMessage },
});

/** The message of the first rule the value breaks, in the order the API reports them. */
export function checkText(rule: TextRule, value: string): string | undefined {
  const text = rule.untrimmed ? value : value.trim();
  if (!isStorableText(text)) return UNSTORABLE_TEXT_MESSAGE;
  if (rule.required !== undefined && text === "") return rule.required;
  if (text.length > rule.max) return rule.tooLong?.(text.length) ?? tooLong(rule.max);
  if (rule.min && text.length < rule.min.length) return rule.min.message;
  if (rule.format && !rule.format.pattern.test(text)) return rule.format.message;
  return undefined;
}

/**
 * A message per field the value of which breaks a rule, as the API's 400 gives them; a form of
 * nested values keys them by path ("features.0.title"). The one shape of field errors, on the
 * public forms and in the back-office alike.
 */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

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
