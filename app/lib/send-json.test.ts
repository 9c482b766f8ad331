import { describe, expect, it } from "vitest";
import { messageFrom } from "./send-json";

describe("messageFrom", () => {
  it("returns the first non-empty field in the given order", () => {
    expect(messageFrom({ error: "E", message: "M" }, ["message", "error"])).toBe("M");
    expect(messageFrom({ error: "E", message: "" }, ["message", "error"])).toBe("E");
  });
  it("ignores bodies that are not objects and fields that are not strings", () => {
    expect(messageFrom(null, ["message"])).toBeUndefined();
    expect(messageFrom("oops", ["message"])).toBeUndefined();
    expect(messageFrom({ message: 42 }, ["message"])).toBeUndefined();
  });
});
