import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("writes a stored amount the en-ZA way, with R", () => {
    expect(formatPrice("R1,200")).toBe("R1\u00a0200");
    expect(formatPrice("2500")).toBe("R2\u00a0500");
    expect(formatPrice(" R 800 ")).toBe("R800");
    expect(formatPrice("R12000.5")).toBe("R12\u00a0000,5");
    expect(formatPrice("0.999")).toBe("R1");
    expect(formatPrice("R1,999,999.995")).toBe("R2\u00a0000\u00a0000");
  });

  it("writes every amount as Intl's en-ZA number format does", () => {
    const intl = new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 2 });
    const amounts = [
      "0",
      "7",
      "0.5",
      "0.05",
      "0.005",
      "1.005",
      "2.675",
      "999.999",
      "1000",
      "0012",
      "100000000000",
    ];
    let seed = 1;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 2000; i++) {
      const whole = Math.floor(random() * 10 ** Math.floor(random() * 13)).toString();
      const decimals = Math.floor(random() * 4);
      const fraction = Array.from({ length: decimals }, () => Math.floor(random() * 10)).join("");
      amounts.push(decimals ? `${whole}.${fraction}` : whole);
    }
    for (const amount of amounts) expect(formatPrice(amount), amount).toBe(`R${intl.format(Number(amount))}`);
  });

  it("keeps text that is not an amount as typed", () => {
    expect(formatPrice("On request")).toBe("On request");
    expect(formatPrice("R250 / month")).toBe("R250 / month");
  });
});
