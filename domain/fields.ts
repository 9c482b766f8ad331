import { z } from "zod";
import {
  emailRule,
  isStorableText,
  type RequiredTextRule,
  type TextRule,
  tooLong,
  UNSTORABLE_TEXT_MESSAGE,
} from "./text-rules";

// zod schemas for the text rules of text-rules.ts. A missing value, a wrong type and a blank
// string all give the rule's message, and every string is length-limited, free of characters
// that cannot be stored (NUL, unpaired surrogates) and (unless the rule says `untrimmed`)
// trimmed. The checks run in the order of `checkText`, and the API reports each field's first
// message, so the API and the forms name the same problem.

type OptionalText = z.ZodDefault<z.ZodOptional<z.ZodString>>;

/** A string checked against `rule`, required or not, with no default. */
function ruledText(rule: TextRule): z.ZodString {
  // Each check aborts the rest: a value already refused is never run through a pattern, so
  // the work a field costs is bounded by its length limit, not by what was sent.
  const abort = true;
  let text = z.string({ error: rule.required ?? "Must be text" });
  if (!rule.untrimmed) text = text.trim();
  text = text.refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort });
  if (rule.required !== undefined) text = text.min(1, { error: rule.required, abort });
  text = text.max(rule.max, {
    error: (issue) => rule.tooLong?.(String(issue.input).length) ?? tooLong(rule.max),
    abort,
  });
  if (rule.min) text = text.min(rule.min.length, { error: rule.min.message, abort });
  if (rule.format) text = text.regex(rule.format.pattern, { error: rule.format.message, abort });
  return text;
}

export function textField(rule: RequiredTextRule): z.ZodString;
export function textField(rule: TextRule): OptionalText;
export function textField(rule: TextRule): z.ZodString | OptionalText {
  const text = ruledText(rule);
  return rule.required === undefined ? text.optional().default("") : text;
}

type TextFields<Rules extends Record<string, TextRule>> = {
  [Name in keyof Rules]: Rules[Name] extends RequiredTextRule ? z.ZodString : OptionalText;
};

/** The zod shape of a form's rules, one field per rule. */
export function textFields<Rules extends Record<string, TextRule>>(rules: Rules): TextFields<Rules> {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, textField(rule)]),
  ) as TextFields<Rules>;
}

export const requiredText = (message: string, max: number) => textField({ required: message, max });

/** Text that may be blank, for a schema that gives its own default (or none: absent stays absent). */
export const plainText = (max: number) => ruledText({ max });

export const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  textField(emailRule(requiredMessage, invalidMessage));
