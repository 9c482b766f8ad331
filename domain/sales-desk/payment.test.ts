import { describe, expect, it } from "vitest";
import { CONFIRMATION_WAIT_MS, invoiceKind, invoiceNumber, invoiceTitle, paymentState } from "./payment";

describe("which invoice a payment gets (VAT Act s20(4), (5))", () => {
  it.each([
    [true, 500_001, "tax-full", "Tax Invoice"],
    [true, 500_000, "tax-abridged", "Tax Invoice"],
    [true, 1, "tax-abridged", "Tax Invoice"],
    [false, 10_000_000, "invoice", "Invoice"],
  ] as const)("VAT-registered %s, %i cents incl.: %s, titled %s", (registered, cents, kind, title) => {
    expect(invoiceKind(registered, cents)).toBe(kind);
    expect(invoiceTitle(kind)).toBe(title);
  });

  it("numbers as INV-YYYY-NNNNN", () => {
    expect(invoiceNumber(2026, 42)).toBe("INV-2026-00042");
    expect(invoiceNumber(2027, 100_000)).toBe("INV-2027-100000");
  });
});

describe("what the desk shows of a payment", () => {
  const returnedAt = "2026-12-06T10:00:00.000Z";
  const at = Date.parse(returnedAt);

  it("is awaiting confirmation 15 minutes after the buyer came back without one", () => {
    expect(paymentState({ status: "awaiting", returnedAt }, at + CONFIRMATION_WAIT_MS - 1)).toBe("awaiting");
    expect(paymentState({ status: "awaiting", returnedAt }, at + CONFIRMATION_WAIT_MS)).toBe(
      "awaiting-confirmation",
    );
    expect(paymentState({ status: "awaiting", returnedAt: null }, at + 10 * CONFIRMATION_WAIT_MS)).toBe(
      "awaiting",
    );
    expect(paymentState({ status: "confirmed", returnedAt }, at + 10 * CONFIRMATION_WAIT_MS)).toBe(
      "confirmed",
    );
  });
});
