import { Writable } from "node:stream";
import { createLogger } from "#server/logger";

/** The server's real logger, writing into memory so a test can read every line it logged. */
export function captureLogs(level = "debug") {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  return { logger: createLogger(level, stream), text: () => chunks.join("") };
}
