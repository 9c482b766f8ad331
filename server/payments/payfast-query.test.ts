import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiSignature, csvRecords, payfastApi, sastTimestamp } from "./payfast-query";

// PayFast's API rules for Check again (decision 0097, Q1-Q3), against strings written out by
// hand from the rules as documented, so the simulator (which signs with the same code) is not
// the only judge.

describe("PayFast's API request", () => {
  it("signs the headers, the parameters and the passphrase sorted by name, PHP-urlencoded, MD5 in lower case", () => {
    const fields = {
      "merchant-id": "10000100",
      version: "v1",
      timestamp: "2026-12-07T05:01:02+02:00",
      from: "2026-12-01",
      to: "2026-12-07",
    };
    const written =
      "from=2026-12-01&merchant-id=10000100&passphrase=jt7+NOE43%2BFZPn%21" +
      "&timestamp=2026-12-07T05%3A01%3A02%2B02%3A00&to=2026-12-07&version=v1";
    expect(apiSignature(fields, " jt7 NOE43+FZPn! ")).toBe(createHash("md5").update(written).digest("hex"));
    expect(apiSignature(fields, null)).toBe(
      createHash("md5").update(written.replace("&passphrase=jt7+NOE43%2BFZPn%21", "")).digest("hex"),
    );
  });

  it("writes the timestamp in South African time, and finds the API of PayFast's live and sandbox sites", () => {
    expect(sastTimestamp(Date.parse("2026-12-07T03:01:02Z"))).toBe("2026-12-07T05:01:02+02:00");
    expect(payfastApi("https://www.payfast.co.za")).toEqual({
      api: "https://api.payfast.co.za",
      testing: false,
    });
    expect(payfastApi("https://sandbox.payfast.co.za")).toEqual({
      api: "https://api.payfast.co.za",
      testing: true,
    });
    expect(payfastApi("http://127.0.0.1:4000")).toEqual({ api: "http://127.0.0.1:4000", testing: false });
  });
});

describe("PayFast's transaction history CSV", () => {
  it("is read by header name: a byte-order mark, CRLF, quoted commas and doubled quotes", () => {
    const csv =
      '\uFEFFDate,Type,Sign,Name,Gross,"M Payment ID","PF Payment ID"\r\n' +
      '"2026-12-07 05:01:02",FUNDS_RECEIVED,CREDIT,"Mokoena, ""Thabo""","1,250.00",abc,1234567\r\n' +
      "\r\n";
    expect(csvRecords(csv)).toEqual([
      {
        date: "2026-12-07 05:01:02",
        type: "FUNDS_RECEIVED",
        sign: "CREDIT",
        name: 'Mokoena, "Thabo"',
        gross: "1,250.00",
        "m payment id": "abc",
        "pf payment id": "1234567",
      },
    ]);
  });
});
