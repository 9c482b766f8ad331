import { expect } from "@playwright/test";
import type { Contact } from "#app/features/admin/api/contacts.ts";
import type { ContactStatus } from "#domain/options";
import type { ContactEnquiry } from "#domain/sales-desk/enquiry";
import { E2E_ADMIN } from "../playwright.config";

// Seeding thousands of enquiries for the contacts-at-scale test. The calls go through Node's
// fetch: Playwright's request context records every call in the trace and is far too slow for
// thousands of them.

/** A contact-page enquiry, whose name is unique among the seeded ones, and the status to give it. */
export type SeedContact = ContactEnquiry & { status: ContactStatus };

type StoredContact = Pick<Contact, "id" | "name" | "status">;

/** Runs `task` over `items`, `width` at a time; the server writes concurrent enquiries together. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(task));
  }
}

/**
 * A connection cut under load (fetch throws a TypeError) leaves the outcome of that call unknown.
 * Such calls are not retried blindly, since a repeated POST could store an enquiry twice: the
 * next round of `untilDone` looks at what the server holds instead.
 */
function unlessCutOff(error: unknown) {
  if (!(error instanceof TypeError)) throw error;
}

/** Applies `apply` to what `pending` still lists, round by round, until nothing is left. */
async function untilDone<T>(pending: () => Promise<T[]>, apply: (item: T) => Promise<unknown>) {
  for (let round = 0; round < 3; round++) {
    const left = await pending();
    if (left.length === 0) return;
    await inParallel(left, 200, (item) => apply(item).catch(unlessCutOff));
  }
  expect(await pending()).toEqual([]);
}

/** Stores `contacts` through the contact page's public API, then gives each its status as an admin. */
export async function seedContacts(baseURL: string, contacts: readonly SeedContact[]) {
  async function call(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(new URL(path, baseURL), {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.ok, text).toBe(true);
    return JSON.parse(text);
  }

  const { token } = await call("POST", "/api/auth/login", E2E_ADMIN);
  const wanted = new Map(contacts.map((contact) => [contact.name, contact]));
  const stored = async () =>
    ((await call("GET", "/api/contact", undefined, token)).data as StoredContact[]).filter((contact) =>
      wanted.has(contact.name),
    );

  await untilDone(
    async () => {
      const names = new Set((await stored()).map((contact) => contact.name));
      return contacts.filter((contact) => !names.has(contact.name));
    },
    ({ status: _, ...enquiry }) => call("POST", "/api/contact/enquiry", enquiry),
  );
  await untilDone(
    async () => (await stored()).filter((contact) => contact.status !== wanted.get(contact.name)?.status),
    (contact) =>
      call("PUT", `/api/contact/${contact.id}`, { status: wanted.get(contact.name)?.status }, token),
  );
}
