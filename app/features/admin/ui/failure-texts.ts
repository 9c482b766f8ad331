import type { FailureTexts } from "../../../lib/api-client";

/**
 * A screen's SPEC §8 texts, one line an action: [the server said no, the call itself failed], or
 * one text where SPEC gives one for both (the media actions).
 * Written out as objects, every screen opened with the same four-line block per action.
 */
export function failureTexts<Action extends string>(
  table: Record<Action, readonly [failed: string, errored: string] | string>,
): Record<Action, FailureTexts> {
  const entries = Object.entries<readonly [string, string] | string>(table);
  return Object.fromEntries(
    entries.map(([action, texts]) => {
      const [failed, errored] = typeof texts === "string" ? [texts, texts] : texts;
      return [action, { failed, errored }];
    }),
  ) as Record<Action, FailureTexts>;
}
