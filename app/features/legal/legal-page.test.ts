import { expect, it } from "vitest";
import { LAST_UPDATED } from "./legal-page";

it("writes the date the terms last changed as en-ZA does", () => {
  const date = new Date(`${LAST_UPDATED.iso}T00:00:00Z`);
  expect(LAST_UPDATED.text).toBe(
    date.toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  );
});
