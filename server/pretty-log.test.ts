import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { prettyLine, prettyStdout } from "./pretty-log";

/** The real logger writing pretty lines into memory. */
function prettyLogger() {
  let text = "";
  const output = new Writable({
    write(chunk, _encoding, callback) {
      text += chunk;
      callback();
    },
  }) as unknown as NodeJS.WriteStream;
  return { logger: createLogger("debug", prettyStdout(output)), text: () => text };
}

describe("pretty log lines", () => {
  it("give each event one line: time, level, message, then its fields", () => {
    const { logger, text } = prettyLogger();
    logger.info({ port: 3000, database: "pglite", path: "/a b" }, "server listening");
    logger.warn({ graceMs: 25_000 }, "cut requests");
    expect(text()).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}server listening port=3000 database=pglite path="\/a b"\n\d\d:\d\d:\d\d\.\d{3} WARN {2}cut requests graceMs=25000\n$/,
    );
  });

  it("still redact what log-safety.ts redacts", () => {
    const { logger, text } = prettyLogger();
    logger.info({ path: "/reset-password/secret-token-123" }, "request");
    logger.error(new Error("failed at /api/auth/resetpassword/secret-token-456"));
    expect(text()).not.toContain("secret-token");
    expect(text()).toContain("/reset-password/[redacted]");
  });

  it("put an error's type and message on its line and its frames below", () => {
    const line = prettyLine(
      JSON.stringify({
        time: "2026-11-26T10:00:00.000Z",
        level: 50,
        msg: "shutdown failed",
        err: { type: "TypeError", message: "boom", stack: "TypeError: boom\n    at run (start.ts:1:1)" },
      }),
    );
    expect(line).toBe(
      '10:00:00.000 ERROR shutdown failed err="TypeError: boom"\n    at run (start.ts:1:1)\n',
    );
  });

  it("colour the level on a terminal, and pass a line that is not JSON through", () => {
    const line = prettyLine(JSON.stringify({ time: "2026-11-26T10:00:00.000Z", level: 40, msg: "m" }), true);
    expect(line).toBe("10:00:00.000 \x1b[33mWARN \x1b[0m m\n");
    expect(prettyLine("not json")).toBe("not json\n");
  });
});
