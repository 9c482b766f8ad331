import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  formPairs,
  itnSignatureValid,
  payfastEncode,
  signatureBase,
  signCheckout,
} from "./payfast-signature";

// PayFast's signing rules (decision 0092, P1-P3), checked against strings written out by hand
// from the documentation, not against this module's own output.

describe("PayFast's encoding", () => {
  it.each([
    ["Test Item", "Test+Item"],
    ["https://shop.example/done?a=1&b=2", "https%3A%2F%2Fshop.example%2Fdone%3Fa%3D1%26b%3D2"],
    ["~!*'()", "%7E%21%2A%27%28%29"],
    ["Café ê", "Caf%C3%A9+%C3%AA"],
    ["a-b_c.d", "a-b_c.d"],
  ])("writes %j as PHP's urlencode does: %s", (value, encoded) => {
    expect(payfastEncode(value)).toBe(encoded);
  });
});

describe("a checkout's signature", () => {
  const signed = signCheckout(
    {
      // Given out of order and with blanks: the order is PayFast's, blanks are left out.
      item_name: "Café (deposit) ~ 50%",
      amount: "100.00",
      name_first: "  ",
      m_payment_id: "01AB",
      return_url: "https://shop.example/done?a=1&b=2",
      merchant_key: "46f0cd694581a",
      merchant_id: "10000100",
    },
    "jt7 NOE43+FZPn!",
  );

  it("lists the non-blank fields in the documented order, the signature last", () => {
    expect(signed.fields.map(([name]) => name)).toEqual([
      "merchant_id",
      "merchant_key",
      "return_url",
      "m_payment_id",
      "amount",
      "item_name",
      "signature",
    ]);
  });

  it("is the MD5 of the encoded pairs and the passphrase", () => {
    // md5("merchant_id=10000100&merchant_key=46f0cd694581a&return_url=https%3A%2F%2Fshop.example%2Fdone%3Fa%3D1%26b%3D2&m_payment_id=01AB&amount=100.00&item_name=Caf%C3%A9+%28deposit%29+%7E+50%25&passphrase=jt7+NOE43%2BFZPn%21")
    expect(signed.fields.at(-1)).toEqual(["signature", "890a7c8cba6c2c40ec831ecbb368af98"]);
  });
});

describe("an ITN's signature", () => {
  const body = (passphrase: string | null) => {
    const pairs: [string, string][] = [
      ["m_payment_id", "01AB"],
      ["pf_payment_id", "1089250"],
      ["payment_status", "COMPLETE"],
      ["custom_str1", ""],
      ["amount_gross", "100.00"],
    ];
    const signature = createHash("md5").update(signatureBase(pairs, passphrase)).digest("hex");
    return `${signatureBase(pairs, null)}&signature=${signature}`;
  };

  it("checks over the fields in the order received, blank ones included, with the passphrase", () => {
    expect(itnSignatureValid(formPairs(body("secret pass")), "secret pass")).toBe(true);
    expect(itnSignatureValid(formPairs(body("secret pass")), "other")).toBe(false);
    expect(itnSignatureValid(formPairs(body(null)), null)).toBe(true);
  });

  it("fails when the fields come in another order or one is changed", () => {
    const pairs = formPairs(body("p"));
    const swapped = [pairs[1], pairs[0], ...pairs.slice(2)] as [string, string][];
    expect(itnSignatureValid(swapped, "p")).toBe(false);
    const changed = pairs.map(
      ([name, value]) => [name, name === "amount_gross" ? "1.00" : value] as [string, string],
    );
    expect(itnSignatureValid(changed, "p")).toBe(false);
    expect(itnSignatureValid(pairs.slice(0, -1), "p")).toBe(false);
  });
});
