import { SIGN_IN_LIMITS, assertSignInAllowed, recordSignInFailure } from "@/lib/auth/rate-limit";

test("an address is allowed again once its window has passed", () => {
  const start = 1_000_000;
  for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) recordSignInFailure("203.0.113.9", undefined, start);
  expect(() => assertSignInAllowed("203.0.113.9", undefined, start + 1000)).toThrow("Too many sign-in attempts");
  expect(() => assertSignInAllowed("203.0.113.9", undefined, start + SIGN_IN_LIMITS.address.windowMs)).not.toThrow();
});

test("e-mails are counted case-insensitively", () => {
  for (let i = 0; i < SIGN_IN_LIMITS.email.max; i++) recordSignInFailure(`10.9.9.${i}`, "Someone@Example.test");
  expect(() => assertSignInAllowed("10.9.9.200", "someone@example.test")).toThrow();
});
