import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { apiVersioned, call, callVersioned, offerSignIn, withSignIn } from "./http";

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

describe("call: a declared route by its key", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fills the key's parameters, adds the query, sends the body and answers the data", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ success: true, data: { ended: 2 } }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(call("DELETE /api/users/:id/sessions", { params: { id: "a/b c" } })).resolves.toEqual({
      ended: 2,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/users/a%2Fb%20c/sessions");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: "DELETE", body: undefined });

    await call("GET /api/media", { query: { sha256: "ab", q: undefined } });
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/media?sha256=ab");

    await callVersioned("PUT /api/content/:page/draft", 3, {
      params: { page: "home" },
      body: {} as never,
      query: { over: 7 },
    });
    expect(fetch.mock.calls[2]?.[0]).toBe("/api/content/home/draft?over=7");
    expect(fetch.mock.calls[2]?.[1]).toMatchObject({ method: "PUT", body: "{}" });
    expect(fetch.mock.calls[2]?.[1]?.headers).toMatchObject({ "If-Match": '"3"' });
  });
});
