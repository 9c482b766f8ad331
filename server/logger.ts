import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config";
import { redactFields, safeLogArguments, serializeError } from "./log-safety";
import { prettyStdout } from "./pretty-log";

// Log lines are gathered and written 4 KB at a time, and at least once a second: one write per
// request line cost a cached page about a tenth of its CPU time (decision 0025). pino writes
// what is gathered when the process exits; a SIGKILL can lose the last second of lines.
const WRITE_AT_BYTES = 4096;
const WRITE_EVERY_MS = 1000;

/** Standard output, written in batches. */
function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: WRITE_AT_BYTES });
  const writer = setInterval(() => destination.flush(), WRITE_EVERY_MS).unref();
  destination.on("close", () => clearInterval(writer));
  return destination;
}

/** Standard output in the format LOG_FORMAT names: JSON lines, or readable ones (pretty-log.ts). */
export function stdoutFor(format: Config["LOG_FORMAT"]): DestinationStream {
  return format === "pretty" ? prettyStdout() : bufferedStdout();
}

/**
 * The process's logger (JSON lines on stdout unless `destination` is given). Every line goes
 * through log-safety.ts: tokens are cut from its strings and errors lose their bound values.
 */
export function createLogger(level: string, destination: DestinationStream = bufferedStdout()): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      formatters: { log: redactFields },
      hooks: {
        logMethod(args, method) {
          method.apply(this, safeLogArguments(args) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
