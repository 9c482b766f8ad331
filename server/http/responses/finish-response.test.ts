import type { IncomingMessage } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../logger";
import { type FinishedRequest, type ResponseFinisher, responseFinisher } from "./finish-response";

function finisherLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { finisher: responseFinisher({ logger, publicUrl: "http://localhost" }), lines };
}

const answer = (path: string): FinishedRequest => ({
  reqId: `id-${path}`,
  method: "GET",
  path,
  status: 200,
  contentType: "application/json",
  started: performance.now(),
  incoming: undefined,
});

/** The public cache front's answer to a GET of `url`, `ms` after it arrived. */
function answerFromCache(finisher: ResponseFinisher, url: string, ms: number) {
  const path = url.split("?")[0];
  finisher.answeredFromCache({ url } as IncomingMessage, `id-${path}`, 200, false, ms);
}

describe("request log lines", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("count the public cache's answers once a second, and give every other request its line", () => {
    const { finisher, lines } = finisherLogging("info");
    for (const ms of [0.2, 1.6, 0.4]) answerFromCache(finisher, "/api/solutions", ms);
    finisher.finished(answer("/api/settings"));
    expect(lines.map((line) => [line.msg, line.path])).toEqual([["request", "/api/settings"]]);

    vi.advanceTimersByTime(1_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: "answered from the public cache", answers: 3, slowestMs: 2 });
    // A quiet second writes nothing.
    vi.advanceTimersByTime(5_000);
    expect(lines).toHaveLength(2);
    answerFromCache(finisher, "/solutions", 0.1);
    vi.advanceTimersByTime(1_000);
    expect(lines[2]).toMatchObject({ msg: "answered from the public cache", answers: 1 });
  });

  it("at debug level give each cached answer its own line, with its request id", () => {
    const { finisher, lines } = finisherLogging("debug");
    answerFromCache(finisher, "/api/solutions?tier=gold", 0.4);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request",
        reqId: "id-/api/solutions",
        method: "GET",
        path: "/api/solutions",
        status: 200,
        ms: 0,
        level: 20,
      }),
    ]);
    vi.advanceTimersByTime(2_000);
    expect(lines).toHaveLength(1);
  });
});
