import { verifiedOnce, type Verified } from "@/lib/auth/verified-tokens";

const claims = { userId: 7 };

describe("a token verified once", () => {
  const previousSecret = process.env.AUTH_SECRET;
  beforeEach(() => (process.env.AUTH_SECRET = "first-secret-of-at-least-32-characters"));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => (process.env.AUTH_SECRET = previousSecret));

  const verifier = (result: Verified<typeof claims>) => jest.fn(async () => result);

  it("is not verified again until it expires, and is verified again after", async () => {
    const verify = verifier({ claims, expiresAt: Date.now() + 60_000 });
    expect(await verifiedOnce("access", "token-a", verify)).toEqual(claims);
    expect(await verifiedOnce("access", "token-a", verify)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + 60_001);
    await verifiedOnce("access", "token-a", verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("is not remembered when it fails", async () => {
    const verify = verifier(null);
    expect(await verifiedOnce("access", "token-b", verify)).toBeNull();
    expect(await verifiedOnce("access", "token-b", verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("is verified again under another secret or as another kind of token", async () => {
    const verify = verifier({ claims, expiresAt: Date.now() + 60_000 });
    await verifiedOnce("access", "token-c", verify);
    await verifiedOnce("session", "token-c", verify);
    process.env.AUTH_SECRET = "second-secret-of-at-least-32-characters";
    await verifiedOnce("access", "token-c", verify);
    expect(verify).toHaveBeenCalledTimes(3);
  });
});
