// The Range header (RFC 9110 §14) for a file we hold in one piece. Safari will not play a
// video whose server does not answer byte ranges, and it probes with `bytes=0-1` first.

/** First and last byte, both inclusive, as in Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/**
 * The one range asked for; "unsatisfiable" when it lies past the end of the file (416);
 * null when there is no Range header or one we do not serve (malformed, or several ranges):
 * the RFC lets a server ignore those and send the whole file, which every client handles.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? SINGLE_RANGE.exec(header) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (size === 0) return "unsatisfiable";

  if (first === "") {
    // bytes=-n: the last n bytes.
    const length = Number(last);
    return length === 0 ? "unsatisfiable" : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
