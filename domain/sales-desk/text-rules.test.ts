import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOCIAL_URL_PATTERN } from "../company/company-details-schema";
import { EMAIL_PATTERN, isEmailAddress } from "../text-rules";
import { getStartedEnquirySchema } from "./enquiry";

// The email and profile-link patterns were rewritten to run in linear time (issue 29). These
// are the patterns as they were, which backtrack on a long run of dots: the new ones must
// accept exactly the same strings, but for email what a mail header reads as more than one
// plain address (issue 52).
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEADER_SYNTAX = /["(),:;<>[\\\]]/;
const DOTS_BETWEEN_ATOMS = /^[^.]+(\.[^.]+)*$/;
const isPlainAddress = (text: string) => {
  const [local = "", domain = ""] = text.split("@");
  return (
    LOOSE_EMAIL.test(text) &&
    !HEADER_SYNTAX.test(text) &&
    DOTS_BETWEEN_ATOMS.test(local) &&
    DOTS_BETWEEN_ATOMS.test(domain) &&
    // A domain's labels hold letters, digits, hyphens and anything beyond ASCII; no other ASCII.
    [...domain].every((char) => char.charCodeAt(0) > 0x7f || /[a-z0-9.-]/i.test(char))
  );
};
const LOOSE_SOCIAL_URL = /^(?:$|https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?)$/i;

// Short strings over the characters the patterns care about reach every branch.
const textOf = (characters: string[], prefix = "") =>
  fc.array(fc.constantFrom(...characters), { maxLength: 12 }).map((chars) => prefix + chars.join(""));

describe("linear-time patterns", () => {
  it("accept the loose addresses of SPEC §5 that are one plain address", () => {
    fc.assert(
      fc.property(textOf(["a", ".", "@", " ", "\t", ",", "<", ">", ":", ";", '"', "_", "+"]), (text) => {
        expect(EMAIL_PATTERN.test(text)).toBe(isPlainAddress(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it("refuse the list, display-name and group forms of issue 52", () => {
    for (const text of ["a,victim@x.co", "c<victim@x.co>", "x:victim@x.co;", '"a b"@x.co', "(c)a@x.co"])
      expect(isEmailAddress(text), text).toBe(false);
    for (const text of ["o'brien+sales@x.co.za", "ñandú@correo.es"])
      expect(isEmailAddress(text), text).toBe(true);
  });

  it("accept the same profile links as before", () => {
    fc.assert(
      fc.property(textOf(["a", ".", "/", "?", "#", " "], "https://"), (text) => {
        expect(SOCIAL_URL_PATTERN.test(text)).toBe(LOOSE_SOCIAL_URL.test(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it("refuse a long address by its length alone, without trying the pattern", () => {
    const crafted = `a@${".".repeat(1024 * 1024)}@`;
    // The loose pattern would take hours on this; a length check, microseconds.
    const parsed = getStartedEnquirySchema.safeParse({ name: "N", email: crafted, message: "m" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["Must be at most 254 characters"]);
  });
});
