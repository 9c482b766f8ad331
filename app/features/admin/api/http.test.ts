import { describe, expect, it } from "vitest";
import { ApiError, failureMessage, saveFailureMessage, unwrap } from "./http";

const TEXTS = { failed: "Failed to do it", errored: "An error occurred while doing it" };

describe("unwrap", () => {
  it("returns data of a successful answer", () => {
    expect(unwrap(200, { success: true, data: [1] })).toEqual([1]);
  });

  it("throws the server's error text and field errors", () => {
    expect(() => unwrap(409, { success: false, error: "Taken" })).toThrow(ApiError);
    try {
      unwrap(400, { success: false, error: "Bad", errors: { title: "Title is required" } });
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        serverMessage: "Bad",
        fieldErrors: { title: "Title is required" },
      });
    }
  });

  it("treats a 2xx without success as a failure without text", () => {
    expect(() => unwrap(200, { success: false })).toThrow(ApiError);
    expect(() => unwrap(500, undefined)).toThrow(ApiError);
  });
});

describe("failure texts (SPEC §8)", () => {
  it("prefers the server's text, then 'Failed…' for an answered failure, then 'An error occurred…'", () => {
    expect(failureMessage(new ApiError(400, "No", undefined), TEXTS)).toBe("No");
    expect(failureMessage(new ApiError(500, undefined, undefined), TEXTS)).toBe(TEXTS.failed);
    expect(failureMessage(new TypeError("fetch failed"), TEXTS)).toBe(TEXTS.errored);
  });

  it("shows validation errors joined by commas", () => {
    const error = new ApiError(400, "a, b", {
      title: "Title is required",
      "pricing.upfront": "Upfront price is required",
    });
    expect(saveFailureMessage(error, TEXTS)).toBe(
      "Validation error: Title is required, Upfront price is required",
    );
    expect(saveFailureMessage(new ApiError(409, "Taken", undefined), TEXTS)).toBe("Taken");
  });
});
