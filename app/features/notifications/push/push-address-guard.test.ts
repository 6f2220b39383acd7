import { describe, expect, it } from "vitest";
import { checkEndpoint, isPublicAddress, publicAddressesOnly } from "./push-address-guard.server";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, metadata and other special addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd00:ec2::254",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::10.0.0.1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("lets public addresses through", () => {
    for (const address of [
      "142.250.183.10",
      "8.8.8.8",
      "172.32.0.1",
      "2607:f8b0:4004:c1b::5f",
      "::ffff:8.8.8.8",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("checkEndpoint", () => {
  it("refuses plain http and IP literals inside the network", () => {
    expect(() => checkEndpoint(new URL("http://fcm.googleapis.com/x"), publicAddressesOnly)).toThrow(/https/);
    expect(() => checkEndpoint(new URL("https://127.0.0.1/x"), publicAddressesOnly)).toThrow(/refused/);
    expect(() => checkEndpoint(new URL("https://[::1]/x"), publicAddressesOnly)).toThrow(/refused/);
    expect(() => checkEndpoint(new URL("https://fcm.googleapis.com/x"), publicAddressesOnly)).not.toThrow();
  });
});
