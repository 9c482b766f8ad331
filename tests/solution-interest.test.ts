import { describe, expect, it } from "vitest";
import { contactFormContext } from "#app/features/contact/send-contact-form.server.ts";
import type { PageContext } from "#server/site/pages";
import { serverWithAdmin } from "./support/server-with-admin";
import { MINIMUM_LISTS } from "./support/solution-lists";

// The interest that goes with a solution is the one its admin chose in the editor (issue 45,
// item 8; decision 0079), not a guess from the words of its title: a new solution about
// something no interest's words name starts the contact page at what its admin said it is.

describe("the contact form's interest for /contact?solution=", () => {
  const suite = serverWithAdmin();
  const create = async (id: string, title: string, extra: Record<string, unknown> = {}) =>
    suite.admin.post("/api/solutions", { ...MINIMUM_LISTS, id, title, pricing: { upfront: "R1" }, ...extra });
  const startsAt = async (id: string) => {
    const context = { services: suite.server.services } as PageContext;
    const page = await contactFormContext(new Request(`${suite.server.url}/contact?solution=${id}`), context);
    return page.about?.interest;
  };

  it("starts at the interest an unusual new solution's admin chose", async () => {
    expect(
      (await create("tuck-shop-till-whisperer", "Tuck Shop Till Whisperer", { interest: "inventory" }))
        .status,
    ).toBe(201);
    expect(await startsAt("tuck-shop-till-whisperer")).toBe("inventory");
    const listed = (await suite.admin.get("/api/solutions")).body.data.find(
      (solution: { id: string }) => solution.id === "tuck-shop-till-whisperer",
    );
    expect(listed.interest).toBe("inventory");
  });

  it("starts at Other/Not Sure Yet for one that chose none, whatever its words say", async () => {
    expect((await create("whatsapp-payroll", "WhatsApp Payroll Reports")).status).toBe(201);
    expect(await startsAt("whatsapp-payroll")).toBe("other");
  });

  it("follows a change of the chosen interest, and refuses one not on the form's list", async () => {
    const id = "stokvel-ledger";
    expect((await create(id, "Stokvel Ledger", { interest: "report-generation" })).status).toBe(201);
    const changed = await suite.admin.put(`/api/solutions/${id}`, {
      ...MINIMUM_LISTS,
      id,
      title: "Stokvel Ledger",
      pricing: { upfront: "R1" },
      interest: "crm",
    });
    expect(changed.status).toBe(200);
    expect(await startsAt(id)).toBe("crm");
    const refused = await create("bad-interest", "Bad Interest", { interest: "Get Started Modal" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ interest: "Choose an interest from the contact form's list" });
  });
});
