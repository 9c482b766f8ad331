import { describe, expect, it } from "vitest";
import { apiClient } from "../../../../tests/support/api-client";
import { serverWithAdmin } from "../../../../tests/support/server-with-admin";

// Issue 45, item 5: the inbox's search finds a customer however the number or the name is
// typed: any South African form of a number finds the others, and a name without its accents
// finds the name with them (decision 0076).

describe("searching the inbox for a number or a name as people type them", () => {
  const context = serverWithAdmin({ ENQUIRY_RATE_LIMIT: "0" });

  async function send(path: string, name: string, extra: Record<string, string>) {
    const response = await apiClient(context.server).post(path, {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.co.za`,
      message: "Please call me",
      ...extra,
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  const found = async (q: string) => {
    const response = await context.admin.get(`/api/contact?q=${encodeURIComponent(q)}&page=1&pageSize=50`);
    expect(response.status).toBe(200);
    return response.body.data as { id: string; phone: string; name: string }[];
  };

  it("finds a number stored as typed by any South African form of it, and keeps what was typed", async () => {
    const typed = await send("/api/contact/enquiry", "Thandi Typed", { phone: "072 123 4567" });
    const other = await send("/api/contact/enquiry", "Other Number", { phone: "083 765 4321" });
    for (const q of [
      "0721234567",
      "+27721234567",
      "27721234567",
      "072 123 4567",
      "+27 (0) 72 123 4567",
      "123 4567",
    ]) {
      expect(
        (await found(q)).map((row) => row.id),
        q,
      ).toEqual([typed]);
    }
    expect((await found("0721234567"))[0]?.phone).toBe("072 123 4567");
    expect((await found("083 765")).map((row) => row.id)).toEqual([other]);
  });

  it("keeps the number as typed in the Get Started dialog and Log a conversation, and finds it by any form", async () => {
    const dialog = await send("/api/enquiries", "Dialog Caller", { phone: "082 555 0199" });
    const logged = await context.admin.post("/api/contact/conversations", {
      name: "Called In",
      phone: "+27 (0) 83 555 0123",
      message: "Phoned about a quote",
      channel: "phone",
    });
    expect(logged.status).toBe(201);
    expect(logged.body.data.phone).toBe("+27 (0) 83 555 0123");
    for (const [q, id] of [
      ["082 555 0199", dialog],
      ["+27825550199", dialog],
      ["0835550123", logged.body.data.id],
      ["27835550123", logged.body.data.id],
    ]) {
      expect(
        (await found(q)).map((row) => row.id),
        q,
      ).toEqual([id]);
    }
    expect((await found("+27825550199"))[0]?.phone).toBe("082 555 0199");
  });

  it("finds names and companies without their accents, and with them", async () => {
    const zoe = await send("/api/contact/enquiry", "Zoë Müller", { company: "Café Olé" });
    for (const q of ["zoe", "Zoë", "ZOË", "muller", "cafe ole", "CAFÉ"]) {
      expect(
        (await found(q)).map((row) => row.id),
        q,
      ).toEqual([zoe]);
    }
    expect((await found("zoe"))[0]?.name).toBe("Zoë Müller");
  });

  it("folds ß, æ and œ into two letters, and Venda's dotted letters, in either case", async () => {
    const street = await send("/api/contact/enquiry", "Grete Straße", { company: "ÆSIR Bœuf Ltd" });
    const venda = await send("/api/contact/enquiry", "Mpho Ṱhalitshi-Ḓivhani", {});
    for (const [q, id] of [
      ["strasse", street],
      ["STRASSE", street],
      ["straße", street],
      ["aesir", street],
      ["boeuf", street],
      ["thalitshi", venda],
      ["divhani", venda],
    ] as const) {
      expect(
        (await found(q)).map((row) => row.id),
        q,
      ).toEqual([id]);
    }
  });

  it("finds a note's words without their accents, as the enquiry's own words (decision 0079)", async () => {
    const id = await send("/api/contact/enquiry", "Plain Name", {});
    const noted = await context.admin.post(`/api/contact/${id}/notes`, {
      body: "Spoke to Zoë and Síphó at the Straße office",
    });
    expect(noted.status).toBe(201);
    for (const q of ["zoe", "ZOË", "sipho", "Síphó", "strasse", "spoke to zoe"]) {
      expect(
        (await found(q)).map((row) => row.id),
        q,
      ).toContain(id);
    }
    expect((await found("sipha")).map((row) => row.id)).not.toContain(id);
  });
});
