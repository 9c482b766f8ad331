import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageWrites } from "./page-writes";

// A page that answers posts the way the contact page does: it reads the whole form.
const app = new Hono()
  .use(pageWrites("https://aisolutions.example"))
  .all("*", async (c) => c.text(`read ${(await c.req.text()).length} bytes`));

const post = (origin: string | undefined, body = "name=Sipho") =>
  app.request("http://127.0.0.1:3000/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
    body,
  });

describe("posts to pages", () => {
  it("are read when they come from the site, by its public name or the name it was reached at", async () => {
    expect(await (await post("https://aisolutions.example")).text()).toBe("read 10 bytes");
    expect((await post("http://127.0.0.1:3000")).status).toBe(200);
  });
  it("are refused (403) from another site, or when the browser does not say where from", async () => {
    for (const origin of ["https://attacker.example", "null", undefined]) {
      const response = await post(origin);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Forbidden: cross-site request");
    }
  });
  it("are refused (413) when larger than any form of the site", async () => {
    expect((await post("https://aisolutions.example", `message=${"m".repeat(70_000)}`)).status).toBe(413);
  });
  it("leave reads alone, wherever they come from", async () => {
    const response = await app.request("http://127.0.0.1:3000/contact", {
      headers: { origin: "https://attacker.example" },
    });
    expect(response.status).toBe(200);
  });
});
