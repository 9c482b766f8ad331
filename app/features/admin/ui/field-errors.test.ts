import { describe, expect, it } from "vitest";
import { openErrors, textFieldsOf, valueAt } from "./field-errors";

describe("valueAt", () => {
  it("follows a dotted path through objects and arrays", () => {
    const form = { title: "T", features: [{ title: "F" }], pricing: { upfront: "R1" } };
    expect(valueAt(form, "title")).toBe("T");
    expect(valueAt(form, "features.0.title")).toBe("F");
    expect(valueAt(form, "pricing.upfront")).toBe("R1");
    expect(valueAt(form, "features.3.title")).toBeUndefined();
    expect(valueAt(form, "title.length.x")).toBeUndefined();
  });
});

describe("openErrors", () => {
  it("drops a field's message once its value has changed since the check", () => {
    const checked = { id: "", title: "", features: [{ title: "" }] };
    const errors = { id: "ID is required", title: "Title is required", "features.0.title": "Required" };
    const now = { ...checked, title: "Typed", features: [{ title: "" }] };
    expect(openErrors(errors, checked, now)).toEqual({
      id: "ID is required",
      "features.0.title": "Required",
    });
  });

  it("keeps a message about a whole list while the list is unchanged", () => {
    const checked = { nodes: [{ id: "a" }] };
    const errors = { nodes: "At least 2 nodes are required" };
    expect(openErrors(errors, checked, { nodes: [{ id: "a" }] })).toEqual(errors);
    expect(openErrors(errors, checked, { nodes: [{ id: "a" }, { id: "b" }] })).toEqual({});
  });
});

describe("textFieldsOf", () => {
  it("gives a field its value and open error, and writes an edit back to the same key", () => {
    const changes: unknown[] = [];
    const field = textFieldsOf({ name: "Naledi", email: "" }, (change) => changes.push(change), {
      email: "Email is required",
    });
    expect(field("name")).toMatchObject({ value: "Naledi", error: undefined });
    const email = field("email");
    expect(email).toMatchObject({ value: "", error: "Email is required" });
    email.onChange({ target: { value: "naledi@example.com" } });
    expect(changes).toEqual([{ email: "naledi@example.com" }]);
  });
});
