import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiVersioned,
  failureMessage,
  offerSignIn,
  saveFailureMessage,
  unwrap,
  withSignIn,
} from "./http";

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

describe("withSignIn", () => {
  const signedOut = () => new ApiError(401, "Not authorised: please sign in", undefined);

  it("sends a request refused with 401 again once the admin has signed in", async () => {
    const ask = vi.fn(async () => true);
    const undo = offerSignIn(ask);
    const request = vi.fn().mockRejectedValueOnce(signedOut()).mockResolvedValueOnce("saved");
    await expect(withSignIn(request)).resolves.toBe("saved");
    expect(ask).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
    undo();
  });

  it("asks once for requests refused together", async () => {
    let answer: (signedIn: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const undo = offerSignIn(ask);
    const refusedOnce = () => vi.fn().mockRejectedValueOnce(signedOut()).mockResolvedValue("ok");
    const both = Promise.all([withSignIn(refusedOnce()), withSignIn(refusedOnce())]);
    await vi.waitFor(() => expect(ask).toHaveBeenCalled());
    answer(true);
    await expect(both).resolves.toEqual(["ok", "ok"]);
    expect(ask).toHaveBeenCalledTimes(1);
    undo();
  });

  it("gives up with the 401 when the admin declines, when nobody offers sign-in, and on other failures", async () => {
    const undo = offerSignIn(async () => false);
    await expect(withSignIn(() => Promise.reject(signedOut()))).rejects.toMatchObject({ status: 401 });
    undo();
    await expect(withSignIn(() => Promise.reject(signedOut()))).rejects.toMatchObject({ status: 401 });
    const ask = vi.fn(async () => true);
    const undoAgain = offerSignIn(ask);
    await expect(withSignIn(() => Promise.reject(new ApiError(403, "No", undefined)))).rejects.toMatchObject({
      status: 403,
    });
    expect(ask).not.toHaveBeenCalled();
    undoAgain();
  });
});

describe("apiVersioned", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the version from a strong or a weak ETag and names it in the next save's If-Match", async () => {
    for (const etag of ['"5"', 'W/"5"']) {
      const fetch = vi.fn<typeof globalThis.fetch>(async () =>
        Response.json({ success: true, data: "stored" }, { headers: { ETag: etag } }),
      );
      vi.stubGlobal("fetch", fetch);
      const { version } = await apiVersioned("GET", "/api/solutions/helper");
      expect(version, etag).toBe(5);
      await apiVersioned("PUT", "/api/solutions/helper", { body: {}, version });
      expect(fetch.mock.calls[1]?.[1]?.headers, etag).toMatchObject({ "If-Match": '"5"' });
    }
  });
});
