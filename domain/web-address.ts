// The one reading of a web address the company gives (its booking page, its social profiles),
// the same when an admin saves it and when a page, a mail or a redirect uses it (issue 52,
// item 1): an address the browser's URL parser refuses, such as a port above 65535 or a host
// with `>` in it, is refused on save instead of failing every page that shows it.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNPRINTABLE = /[\s\u0000-\u001f\u007f-\u009f]/;

/**
 * The address as a URL when it can be offered to visitors, else null: https only, no spaces or
 * control characters (the parser would drop or encode them, so the link would not be what was
 * saved), no user name or password in it, a host name with a dot, and a host written in plain ASCII. A host that
 * only the IDN rules turn into ASCII (`xn--`) is refused: a look-alike of a real name
 * ("саl.com" in Cyrillic letters) would send visitors elsewhere under the company's name.
 */
export function httpsAddress(value: string): URL | null {
  if (UNPRINTABLE.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== "https:" || url.username || url.password) return null;
  const labels = url.hostname.split(".");
  if (labels.length < 2 || labels.some((label) => label === "" || label.startsWith("xn--"))) return null;
  return url;
}
