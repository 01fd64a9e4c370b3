import { readCookie } from "@/lib/auth/session-cookie";

test("a cookie is read by name and percent-decoded", () => {
  expect(readCookie("a=1; jrt=abc%3D%3D; b=2", "jrt")).toBe("abc==");
  expect(readCookie("a=1", "jrt")).toBeUndefined();
});

test("a cookie with broken percent-encoding reads as absent instead of throwing", () => {
  expect(readCookie("jrt=%E0%A4%A", "jrt")).toBeUndefined();
});
