import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatRand,
  inclusiveTotals,
  MAX_CENTS,
  parsePrice,
  SOUTH_AFRICAN_VAT_RATES,
  vatPercentOn,
} from "./money";

describe("rand amounts", () => {
  it("are written the en-ZA way, with cents only when there are any", () => {
    expect(formatRand(1_500_000)).toBe("R15\u00a0000");
    expect(formatRand(450_050)).toBe("R4\u00a0500,50");
    expect(formatRand(80_000)).toBe("R800");
    expect(formatRand(5)).toBe("R0,05");
    expect(formatRand(MAX_CENTS)).toBe("R100\u00a0000\u00a0000");
  });

  it("are written as Intl's en-ZA number format writes them, for any amount", () => {
    const intl = new Intl.NumberFormat("en-ZA", { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        const written = intl.format(cents / 100).replace(/,00$/, "");
        expect(formatRand(cents)).toBe(`R${written}`);
      }),
      { numRuns: 2_000 },
    );
  });

  it("are read from what admins typed before prices were amounts", () => {
    expect(parsePrice("R15,000")).toEqual({ cents: 1_500_000, from: false });
    expect(parsePrice("R1 500 / month")).toEqual({ cents: 150_000, from: false });
    expect(parsePrice("R4,500.50")).toEqual({ cents: 450_050, from: false });
    expect(parsePrice("R4 500,5")).toEqual({ cents: 450_050, from: false });
    expect(parsePrice("15000")).toEqual({ cents: 1_500_000, from: false });
    expect(parsePrice("From R800")).toEqual({ cents: 80_000, from: true });
    expect(parsePrice("R250 per month")).toEqual({ cents: 25_000, from: false });
    expect(parsePrice("R1,2345")).toBeNull();
    expect(parsePrice("Contact us")).toBeNull();
    expect(parsePrice("R0")).toBeNull();
    expect(parsePrice("R100 000 000,01")).toBeNull();
    expect(parsePrice("9".repeat(30))).toBeNull();
  });

  it("read back what they write", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        expect(parsePrice(formatRand(cents))?.cents).toBe(cents);
        expect(parsePrice(`${formatRand(cents)} / month`)?.cents).toBe(cents);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("VAT", () => {
  it("is 15 % since 1 April 2018 and 14 % the day before", () => {
    expect(vatPercentOn(SOUTH_AFRICAN_VAT_RATES, "2018-04-01")).toBe(15);
    expect(vatPercentOn(SOUTH_AFRICAN_VAT_RATES, "2018-03-31")).toBe(14);
    expect(vatPercentOn(SOUTH_AFRICAN_VAT_RATES, "2026-11-30")).toBe(15);
  });

  it("of R5 000 incl. is R652,17, leaving R4 347,83 excl.", () => {
    expect(inclusiveTotals([500_000], 15)).toEqual({
      exclVatCents: 434_783,
      vatCents: 65_217,
      inclVatCents: 500_000,
    });
  });

  it("is worked out once on the total: excl. + VAT = incl. to the cent, for 100,000 documents", () => {
    const lines = fc.array(fc.integer({ min: 1, max: MAX_CENTS }), { minLength: 1, maxLength: 50 });
    fc.assert(
      fc.property(lines, (amounts) => {
        const totals = inclusiveTotals(amounts, 15);
        const incl = amounts.reduce((sum, amount) => sum + amount, 0);
        expect(totals.inclVatCents).toBe(incl);
        expect(totals.exclVatCents + totals.vatCents).toBe(totals.inclVatCents);
        // The VAT is the exact tax fraction 15/115 of the total, to the nearest cent.
        const exact = (BigInt(incl) * 15n * 2n) / 115n; // twice the exact value, truncated
        expect(Math.abs(totals.vatCents * 2 - Number(exact))).toBeLessThanOrEqual(1);
        expect(Number.isInteger(totals.exclVatCents)).toBe(true);
      }),
      { numRuns: 100_000 },
    );
  });

  it("is nothing for a seller not registered for it", () => {
    expect(inclusiveTotals([500_000, 1], 0)).toEqual({
      exclVatCents: 500_001,
      vatCents: 0,
      inclVatCents: 500_001,
    });
  });
});
