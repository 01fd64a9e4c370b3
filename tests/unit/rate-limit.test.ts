import { SIGN_IN_LIMITS, limitSignIn } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors/app-error";

afterEach(() => jest.useRealTimers());

const wrong = () => Promise.reject(new AppError("ERR_INVALID_CREDENTIALS"));
const right = () => Promise.resolve("signed in");

test("a pair is allowed again once its window has passed", async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i++)
    await expect(limitSignIn("203.0.113.9", "a@example.test", wrong)).rejects.toThrow();
  jest.advanceTimersByTime(1000);
  await expect(limitSignIn("203.0.113.9", "a@example.test", right)).rejects.toThrow(
    "Too many sign-in attempts. Try again in 15 minute(s).",
  );
  jest.advanceTimersByTime(SIGN_IN_LIMITS.pair.windowMs);
  await expect(limitSignIn("203.0.113.9", "a@example.test", right)).resolves.toBe("signed in");
});

test("e-mails are counted case-insensitively", async () => {
  for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i++)
    await expect(limitSignIn("10.9.9.1", "Someone@Example.test", wrong)).rejects.toThrow();
  await expect(limitSignIn("10.9.9.1", "someone@example.test", right)).rejects.toThrow("Too many sign-in attempts");
  await expect(limitSignIn("10.9.9.1", "other@example.test", right)).resolves.toBe("signed in");
});

test("successes and failures that are not about credentials do not count", async () => {
  for (let i = 0; i < SIGN_IN_LIMITS.pair.max * 2; i++) await limitSignIn("10.9.9.2", "b@example.test", right);
  const broken = () => Promise.reject(new Error("database down"));
  for (let i = 0; i < SIGN_IN_LIMITS.pair.max * 2; i++)
    await expect(limitSignIn("10.9.9.2", "b@example.test", broken)).rejects.toThrow("database down");
  await expect(limitSignIn("10.9.9.2", "b@example.test", right)).resolves.toBe("signed in");
});
