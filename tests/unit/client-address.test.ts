import type { IncomingMessage } from "node:http";
import { addressBlock } from "@/lib/auth/address-block";
import { stampClientAddress } from "@/lib/http/client-address";

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;
const stamped = (req: IncomingMessage, trustProxy: boolean) => {
  stampClientAddress(req, trustProxy);
  return req.headers["x-client-address"];
};

test("without a trusted proxy the socket's address counts, whatever X-Forwarded-For says", () => {
  expect(stamped(request("203.0.113.7", "198.51.100.1"), false)).toBe("203.0.113.7");
});

test("behind one trusted proxy the client is the right-most X-Forwarded-For entry: entries a client wrote to the left are ignored", () => {
  expect(stamped(request("127.0.0.1", "1.2.3.4, 198.51.100.1"), true)).toBe("198.51.100.1");
  expect(stamped(request("127.0.0.1", "198.51.100.1"), true)).toBe("198.51.100.1");
  expect(stamped(request("127.0.0.1"), true)).toBe("127.0.0.1");
});

test("a client address the client sent itself is replaced", () => {
  const req = request("203.0.113.7");
  req.headers["x-client-address"] = "10.0.0.1";
  expect(stamped(req, false)).toBe("203.0.113.7");
});

test("limits count IPv6 addresses by their /64 and IPv4-mapped ones as IPv4", () => {
  expect(addressBlock("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  expect(addressBlock("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
  expect(addressBlock("::1")).toBe("0:0:0:0::/64");
  expect(addressBlock("::ffff:198.51.100.4")).toBe("198.51.100.4");
  expect(addressBlock("198.51.100.4")).toBe("198.51.100.4");
  expect(addressBlock("unknown")).toBe("unknown");
});
