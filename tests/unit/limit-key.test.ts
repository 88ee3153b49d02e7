import { describe, expect, it } from "vitest";
import { limitKey } from "#server/limits/client-key";

describe("limitKey: one rate-limit client per IPv4 address and per IPv6 /64", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(limitKey("203.0.113.5")).toBe("203.0.113.5");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4, in either spelling", () => {
    expect(limitKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(limitKey("::FFFF:cb00:7105")).toBe("203.0.113.5");
    expect(limitKey("0:0:0:0:0:ffff:127.0.0.1")).toBe("127.0.0.1");
  });

  it("keys every IPv6 address of one /64 alike, however it is written", () => {
    const key = "2001:db8:abcd:12::/64";
    for (const address of [
      "2001:db8:abcd:12::1",
      "2001:0DB8:ABCD:0012:ffff:ffff:ffff:fffe",
      "2001:db8:abcd:12:1:2:3:4",
      "2001:db8:abcd:12::1%eth0",
      "2001:db8:abcd:12::192.0.2.1",
    ])
      expect(limitKey(address)).toBe(key);
  });

  it("keeps different /64s apart", () => {
    expect(limitKey("2001:db8:abcd:13::1")).toBe("2001:db8:abcd:13::/64");
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
    expect(limitKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    expect(limitKey("")).toBe("");
    expect(limitKey("unknown")).toBe("unknown");
    expect(limitKey("1.2.3")).toBe("1.2.3");
  });
});
