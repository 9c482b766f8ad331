import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, failureMessage, messageFrom, saveFailureMessage, sendJson, unwrap } from "./api-client";

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

  it("reads the fields a form names, in their order, from the answer", () => {
    const refused = new ApiError(400, undefined, undefined, { error: "", message: "Too many enquiries" });
    expect(failureMessage(refused, TEXTS, ["error", "message"])).toBe("Too many enquiries");
    expect(failureMessage(refused, TEXTS, ["error"])).toBe(TEXTS.failed);
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

describe("messageFrom", () => {
  it("returns the first non-empty field in the given order", () => {
    expect(messageFrom({ error: "E", message: "M" }, ["message", "error"])).toBe("M");
    expect(messageFrom({ error: "E", message: "" }, ["message", "error"])).toBe("E");
  });
  it("ignores bodies that are not objects and fields that are not strings", () => {
    expect(messageFrom(null, ["message"])).toBeUndefined();
    expect(messageFrom("oops", ["message"])).toBeUndefined();
    expect(messageFrom({ message: 42 }, ["message"])).toBeUndefined();
  });
});

describe("sendJson", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("resolves with the body of a 2xx answer, whatever its success flag", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ success: false }));
    await expect(sendJson("POST", "/api/auth/forgotpassword", {})).resolves.toEqual({ success: false });
  });

  it("throws ApiError with the whole answer on a failure, and the fetch error when never answered", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ message: "Slow down" }, { status: 429 }));
    await expect(sendJson("POST", "/api/enquiries", {})).rejects.toMatchObject({
      status: 429,
      body: { message: "Slow down" },
    });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    await expect(sendJson("POST", "/api/enquiries", {})).rejects.toThrow(TypeError);
  });
});
