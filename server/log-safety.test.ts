import { describe, expect, it } from "vitest";
import { safeMessage } from "./log-safety";

// A PostgreSQL error names the offending value at the end of its message; the log keeps the
// message without it.
const databaseError = (message: string) => Object.assign(new Error(message), { code: "22P02" });

describe("safeMessage", () => {
  it("redacts the quoted value a database error ends with", () => {
    expect(safeMessage(databaseError('invalid input syntax for type uuid: "thandi@example.co.za"'))).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
  });

  it("keeps a message that does not end with a quoted value", () => {
    expect(safeMessage(databaseError('value: "open'))).toBe('value: "open');
    expect(safeMessage(databaseError("no value here"))).toBe("no value here");
  });

  it('reads a value made of a million ": " in one pass', () => {
    // `/: ".*"$/s` scanned to the end from each of them: hours on this.
    const crafted = `bad value: "${': "'.repeat(1_000_000)}x`;
    expect(safeMessage(databaseError(crafted))).toBe(crafted);
  });
});
