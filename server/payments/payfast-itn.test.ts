import { describe, expect, it } from "vitest";
import { centsToRand, PAYFAST_HOSTS, payfastSourceAddresses, plainAddress, randToCents } from "./payfast-itn";

describe("PayFast's amounts", () => {
  it.each([
    ["1234.50", 123450],
    ["1234.5", 123450],
    ["1234", 123400],
    ["0.01", 1],
  ])("reads %s as %i cents", (text, cents) => expect(randToCents(text)).toBe(cents));

  it.each(["", "1,234.50", "-5.00", "1.234", "1e3", "R10.00", "12345678901.00"])(
    "reads %j as no amount",
    (text) => expect(randToCents(text)).toBeNull(),
  );

  it("writes cents as PayFast's amount field", () => {
    expect(centsToRand(575000)).toBe("5750.00");
    expect(centsToRand(1)).toBe("0.01");
  });
});

describe("PayFast's source addresses", () => {
  it("are its four hosts resolved, a host that fails adding none, and looked up again after ten minutes", async () => {
    let clock = 0;
    const asked: string[] = [];
    const sources = payfastSourceAddresses(
      async (host) => {
        asked.push(host);
        if (host.startsWith("w2w")) throw new Error("SERVFAIL");
        return host.startsWith("www") ? ["144.126.193.139", "2001:db8::1"] : [`197.97.145.${host.length}`];
      },
      () => clock,
    );
    expect([...(await sources())].sort()).toEqual([
      "144.126.193.139",
      "197.97.145.17",
      "197.97.145.21",
      "2001:db8::1",
    ]);
    await sources();
    expect(asked).toEqual([...PAYFAST_HOSTS]);
    clock = 10 * 60_000;
    await sources();
    expect(asked).toHaveLength(8);
  });

  it("compares an IPv4 client on a dual-stack socket as IPv4", () => {
    expect(plainAddress("::ffff:144.126.193.139")).toBe("144.126.193.139");
    expect(plainAddress("2001:db8::1")).toBe("2001:db8::1");
  });
});
