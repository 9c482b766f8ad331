// A session is shown by the browser and system it came from, so its owner can recognise it
// (ASVS 7.5.2). Only this summary is stored: the full User-Agent adds version numbers and
// build details that identify a device more than anyone needs.

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [pattern: RegExp, name: string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// Android says "Linux" and iOS says "like Mac OS X", so they come first.
const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export const UNKNOWN_DEVICE = "Unknown device";

const first = (list: [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on Android", "Firefox", "Windows", or UNKNOWN_DEVICE for anything unrecognised. */
export function deviceSummary(userAgent: string | null | undefined): string {
  // A User-Agent is the client's own claim and may be anything; a long one is not a browser's.
  const text = (userAgent ?? "").slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
