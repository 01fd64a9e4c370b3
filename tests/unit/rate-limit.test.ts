import { SIGN_IN_LIMITS, assertSignInAllowed, recordSignInFailure } from "@/lib/auth/rate-limit";

afterEach(() => jest.useRealTimers());

test("an address is allowed again once its window has passed", async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) await recordSignInFailure("203.0.113.9");
  jest.advanceTimersByTime(1000);
  await expect(assertSignInAllowed("203.0.113.9")).rejects.toThrow("Too many sign-in attempts. Try again in 5 minute(s).");
  jest.advanceTimersByTime(SIGN_IN_LIMITS.address.windowMs);
  await expect(assertSignInAllowed("203.0.113.9")).resolves.toBeUndefined();
});

test("e-mails are counted case-insensitively", async () => {
  for (let i = 0; i < SIGN_IN_LIMITS.email.max; i++) await recordSignInFailure(`10.9.9.${i}`, "Someone@Example.test");
  await expect(assertSignInAllowed("10.9.9.200", "someone@example.test")).rejects.toThrow();
  await expect(assertSignInAllowed("10.9.9.200")).resolves.toBeUndefined();
});
