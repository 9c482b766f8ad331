import { describe, expect, it } from "vitest";
import { validateEnquiry } from "./validate-enquiry";

const valid = { name: "Thandi", email: "thandi@example.co.za", company: "", message: "Help with stock" };

describe("validateEnquiry", () => {
  it("accepts a complete enquiry with a blank company", () => {
    expect(validateEnquiry(valid)).toEqual({});
  });
  it("uses the SPEC texts for missing fields", () => {
    expect(validateEnquiry({ name: " ", email: "", company: "", message: "" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Please let us know how we can help.",
    });
  });
  it("rejects an email without at sign or dot", () => {
    expect(validateEnquiry({ ...valid, email: "thandi.example" }).email).toBe("Invalid email address.");
    expect(validateEnquiry({ ...valid, email: "thandi@example" }).email).toBe("Invalid email address.");
  });
});
