// What an enquirer wrote, made safe to quote in a mail sent under the company's name (issue 52):
// anyone can type any address into a form and then see their own text mailed by the company if
// an admin replies, so the quote must not carry a working link. The mail is plain text (it has no
// HTML part to hold an <a>), but mail clients turn URLs and names like `evil.example` into links
// of their own; the quote breaks them in the visible, readable way security advisories do
// (`https[:]//evil[.]example`), never with invisible characters, which a reader cannot see and a
// client may ignore. It is also cut short: a reply is the admin's words, not a page of the sender's.

/** The most of the enquirer's message a reply quotes, in characters (code points). */
const QUOTE_MAX = 2_000;
/** Where a quote was cut, on a line of its own. */
const CUT_MARK = "[…]";

// Characters that show as nothing (zero-width spaces, bidi controls, the soft hyphen) could hide
// a name from the checks below or reorder what the reader sees; the joiner that builds emoji stays.
const INVISIBLE = /(?!\u200d)\p{Cf}/gu;
// The colon of `scheme://` (or `scheme:\\`, which browsers read alike): what starts a link.
const SCHEME_COLON = /:(?=[/\\])/g;
// A dot between two parts of a name (`www.x`, `evil.example`), with the dots international
// names may use instead, each becoming `[.]`; a dot between two digits (`R1.5`) stays as typed.
const NAME_DOT = /([^\s.\u3002\uff0e\uff61])[.\u3002\uff0e\uff61](?=([\p{L}\p{N}]))/gu;

/** `text` with no part a mail client would make into a link. */
export function inertText(text: string): string {
  return text
    .replace(INVISIBLE, "")
    .replace(SCHEME_COLON, "[:]")
    .replace(NAME_DOT, (dot, before: string, after: string) =>
      /\d/.test(before) && /\d/.test(after) ? dot : `${before}[.]`,
    );
}

/** The enquirer's message as a reply quotes it: at most QUOTE_MAX characters, inert, line by line. */
export function quotedMessage(message: string): string[] {
  const characters = Array.from(message);
  const cut = characters.length > QUOTE_MAX;
  const kept = inertText(characters.slice(0, QUOTE_MAX).join(""));
  return [...kept.split("\n"), ...(cut ? [CUT_MARK] : [])].map((line) => `> ${line}`);
}
