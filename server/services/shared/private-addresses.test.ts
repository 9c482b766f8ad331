import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-addresses";

describe("isPrivateAddress", () => {
  it("refuses private, local, multicast and reserved IPv4 addresses", () => {
    for (const address of [
      "10.1.2.3",
      "127.0.0.1",
      "169.254.169.254",
      "192.168.0.1",
      "224.0.0.251",
      "255.255.255.255",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("refuses an IPv6 address that carries a private IPv4 one, however it is written", () => {
    for (const address of [
      "::ffff:10.0.0.1",
      "64:ff9b::10.0.0.1", // NAT64's well-known prefix
      "64:ff9b::a9fe:a9fe", // the same, for 169.254.169.254, as a URL writes it
      "64:ff9b:1::8.8.8.8", // NAT64's local-use prefix: a network of its own
      "2002:c0a8:0101::1", // 6to4 for 192.168.1.1
      "2002:7f00:1::", // 6to4 for 127.0.0.1
      "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
      "ff02::1",
      "::ffff:7f00:1", // IPv4-mapped 127.0.0.1 in hex
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("refuses IPv4-compatible, SIIT and site-local IPv6 addresses, whatever they carry", () => {
    for (const address of [
      "::",
      "::1",
      "::127.0.0.1", // IPv4-compatible, as a URL writes it: ::7f00:1
      "::7f00:1",
      "::8.8.8.8",
      "::ffff:0:7f00:1", // SIIT for 127.0.0.1
      "::ffff:0:a9fe:a9fe", // SIIT for 169.254.169.254
      "::ffff:0:808:808",
      "fec0::1",
      "feff:ffff::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("takes public addresses, including the same prefixes around a public IPv4 address", () => {
    for (const address of [
      "8.8.8.8",
      "172.32.0.1",
      "2001:db8::1",
      "2a00:1450::1",
      "64:ff9b::808:808",
      "2002:808:808::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
