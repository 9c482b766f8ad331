import type { DestinationStream } from "pino";

// Development logs for a person at a terminal: one line per event instead of a JSON object,
// `12:03:04.512 INFO  server listening port=3000 database=pglite`. It reads the JSON line
// pino has already made safe (log-safety.ts), so nothing redacted there comes back here.
// In-house rather than pino-pretty: a few lines, and no package more in production.

const LEVELS: Record<number, { name: string; colour: number }> = {
  10: { name: "TRACE", colour: 90 },
  20: { name: "DEBUG", colour: 90 },
  30: { name: "INFO ", colour: 36 },
  40: { name: "WARN ", colour: 33 },
  50: { name: "ERROR", colour: 31 },
  60: { name: "FATAL", colour: 31 },
};

const plain = /^[^\s"=]+$/;

function fieldText(value: unknown): string {
  if (typeof value === "string") return plain.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** One pino JSON line as a readable one; an error's stack frames follow it, indented. */
export function prettyLine(json: string, colours = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const { time, level, msg, err, ...fields } = entry;
  const known = LEVELS[level as number] ?? { name: String(level).padEnd(5), colour: 0 };
  const name = colours ? `\x1b[${known.colour}m${known.name}\x1b[0m` : known.name;
  const clock = typeof time === "string" ? time.slice(11, 23) : String(time ?? "");
  const parts = [clock, name, msg === undefined ? "" : String(msg)];
  for (const [key, value] of Object.entries(fields)) parts.push(`${key}=${fieldText(value)}`);
  const error = err as { type?: string; message?: string; stack?: string } | undefined;
  if (!error) return `${parts.filter(Boolean).join(" ")}\n`;
  parts.push(`err=${fieldText(`${error.type ?? "Error"}: ${error.message ?? ""}`)}`);
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  return [parts.filter(Boolean).join(" "), ...frames, ""].join("\n");
}

/** Standard output, one readable line per event (written at once: development only). */
export function prettyStdout(output: NodeJS.WriteStream = process.stdout): DestinationStream {
  const colours = output.isTTY === true;
  return { write: (line: string) => void output.write(prettyLine(line, colours)) };
}
