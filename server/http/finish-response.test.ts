import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger";
import { type FinishedRequest, responseFinisher } from "./finish-response";

function finisherLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { finisher: responseFinisher({ logger, publicUrl: "http://localhost" }), lines };
}

const answer = (path: string, fromCache: boolean): FinishedRequest => ({
  reqId: `id-${path}`,
  method: "GET",
  path,
  status: 200,
  contentType: "application/json",
  started: performance.now(),
  incoming: undefined,
  fromCache,
});

describe("request log lines", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("count the public cache's answers once a second, and give every other request its line", () => {
    const { finisher, lines } = finisherLogging("info");
    for (let i = 0; i < 3; i++) finisher.finished(answer("/api/solutions", true));
    finisher.finished(answer("/api/settings", false));
    expect(lines.map((line) => [line.msg, line.path])).toEqual([["request", "/api/settings"]]);

    vi.advanceTimersByTime(1_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: "answered from the public cache", answers: 3 });
    // A quiet second writes nothing.
    vi.advanceTimersByTime(5_000);
    expect(lines).toHaveLength(2);
    finisher.finished(answer("/solutions", true));
    vi.advanceTimersByTime(1_000);
    expect(lines[2]).toMatchObject({ msg: "answered from the public cache", answers: 1 });
  });

  it("at debug level give each cached answer its own line, with its request id", () => {
    const { finisher, lines } = finisherLogging("debug");
    finisher.finished(answer("/api/solutions", true));
    expect(lines).toEqual([
      expect.objectContaining({ msg: "request", reqId: "id-/api/solutions", level: 20 }),
    ]);
    vi.advanceTimersByTime(2_000);
    expect(lines).toHaveLength(1);
  });
});
