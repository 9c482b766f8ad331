import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("writes a stored amount the en-ZA way, with R", () => {
    expect(formatPrice("R1,200")).toBe("R1\u00a0200");
    expect(formatPrice("2500")).toBe("R2\u00a0500");
    expect(formatPrice(" R 800 ")).toBe("R800");
    expect(formatPrice("R12000.5")).toBe("R12\u00a0000,5");
  });

  it("keeps text that is not an amount as typed", () => {
    expect(formatPrice("On request")).toBe("On request");
    expect(formatPrice("R250 / month")).toBe("R250 / month");
  });
});
