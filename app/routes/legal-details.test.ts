import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEGAL_DETAILS } from "#domain/company/legal-details-schema";
import type { PageContext } from "#server/site/pages";
import { serverWithAdmin } from "../../tests/support/server-with-admin";
import { MINIMUM_LISTS } from "../../tests/support/solution-lists";
import { pageContextKey } from "../lib/page-context";
import { loader as solutionLoader } from "./solution-detail";
import { loader as catalogueLoader } from "./solutions";

// Issue 49, items 1 and 2: the seller's legal details and VAT registration are checked on save,
// and the public pages show them: "incl. VAT" after every price only while VAT-registered, and
// the registered name, number and address in the footer (decision 0086).

const registered = {
  registeredName: "Example Holdings (Pty) Ltd",
  registrationNumber: "2019/123456/07",
  physicalAddress: "12 Main Road, Cape Town, 8001",
  vatRegistered: true,
  vatNumber: "4123 456 789",
};

describe("PUT /api/settings/legal", () => {
  const suite = serverWithAdmin();
  /** What a page's loader gives it, as JSON with no-break spaces read as spaces. */
  const page = async (path: string) => {
    const context = new RouterContextProvider();
    context.set(pageContextKey, {
      services: suite.server.services,
      config: { PUBLIC_URL: "http://site.test" },
      noStore: () => {},
    } as unknown as PageContext);
    const id = path.split("/")[2];
    const args = { request: new Request(`http://site.test${path}`), params: { id }, context };
    const loader = id ? solutionLoader : catalogueLoader;
    const answer = await loader(args as never);
    return JSON.stringify(answer).replaceAll("\u00a0", " ");
  };

  it("shows no VAT words while the company is not VAT-registered", async () => {
    const bot = {
      id: "bot",
      title: "Bot",
      pricing: { upfront: "R1,200", monthly: "R250 / month" },
      ...MINIMUM_LISTS,
    };
    expect((await suite.admin.post("/api/solutions", bot)).status).toBe(201);
    expect((await suite.admin.get("/api/settings/legal")).body.data).toEqual(DEFAULT_LEGAL_DETAILS);
    const html = await page("/solutions/bot");
    expect(html).toContain("R1 200");
    expect(html).not.toMatch(/VAT/);
  });

  it("refuses a VAT number that is not 10 digits starting with 4, at its field, storing nothing", async () => {
    for (const vatNumber of ["", "5123456789", "412345678", "41234567890", "4x23456789"]) {
      const response = await suite.admin.put("/api/settings/legal", { ...registered, vatNumber });
      expect(response.status).toBe(400);
      expect(response.body.errors.vatNumber).toMatch(/^VAT number must be 10 digits starting with 4/);
    }
    const bad = await suite.admin.put("/api/settings/legal", {
      ...registered,
      registrationNumber: "123",
      vatRates: [{ from: "2018-04-01", percent: 150 }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["registrationNumber", "vatRates.0.percent"]);
    expect((await suite.admin.get("/api/settings/legal")).body.data).toEqual(DEFAULT_LEGAL_DETAILS);
  });

  it("stores the details, and the pages show VAT-inclusive prices and who the seller is", async () => {
    const saved = await suite.admin.put("/api/settings/legal", registered);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      ...registered,
      vatNumber: "4123456789",
      vatRates: DEFAULT_LEGAL_DETAILS.vatRates,
    });
    const detail = await page("/solutions/bot");
    expect(detail).toContain("R1 200 incl. VAT");
    expect(detail).toContain("R250 / month incl. VAT");
    expect(detail).toContain('"valueAddedTaxIncluded":true');
    expect(await page("/solutions")).toContain("From R1 200 incl. VAT");
  });

  it("is for admins only", async () => {
    const anonymous = await fetch(`${suite.server.url}/api/settings/legal`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(registered),
    });
    expect(anonymous.status).toBe(401);
  });
});
