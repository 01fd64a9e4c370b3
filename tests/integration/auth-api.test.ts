import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh_token/route";
import { prisma } from "@/lib/db/client";
import { bearer, call, makeTenant, makeUser } from "../support/factories";

const refreshCookie = (headers: Headers) => /jrt=([^;]*)/.exec(headers.get("set-cookie") ?? "")?.[1] ?? "";

describe("POST /api/auth/login", () => {
  it("returns a token and the user with its tenant, and sets an httpOnly refresh cookie", async () => {
    const tenant = await makeTenant();
    const res = await call(login, { method: "POST", body: { email: tenant.admin.email, password: tenant.password } });
    expect(res.status).toBe(200);
    expect(res.json.token).toEqual(expect.any(String));
    expect(res.json.user).toMatchObject({ email: tenant.admin.email, idGraf: tenant.idGraf, profile: "admin" });
    expect(res.json.user).not.toHaveProperty("passwordHash");
    expect(res.headers.get("set-cookie")).toMatch(/jrt=[^;]+;.*HttpOnly/i);
  });

  it("accepts the e-mail in any case and with surrounding spaces", async () => {
    const tenant = await makeTenant();
    const res = await call(login, {
      method: "POST",
      body: { email: `  ${tenant.admin.email.toUpperCase()} `, password: tenant.password },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ["a wrong password", (email: string) => ({ email, password: "wrong-password" })],
    ["an unknown e-mail", () => ({ email: "nobody@example.test", password: "secret123" })],
  ])("refuses %s with 401 ERR_INVALID_CREDENTIALS", async (_label, body) => {
    const tenant = await makeTenant();
    const res = await call(login, { method: "POST", body: body(tenant.admin.email) });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "ERR_INVALID_CREDENTIALS", message: expect.any(String) });
  });

  it("refuses a deactivated user", async () => {
    const tenant = await makeTenant();
    const user = await makeUser(tenant.idGraf, { status: false });
    const res = await call(login, { method: "POST", body: { email: user.email, password: user.password } });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("ERR_INVALID_CREDENTIALS");
  });

  it.each([
    ["missing fields", {}, ["email", "password"]],
    ["wrong types", { email: 42, password: ["x"] }, ["email", "password"]],
    ["an invalid e-mail", { email: "not-an-email", password: "secret123" }, ["email"]],
    ["a huge password", { email: "a@example.test", password: "x".repeat(100_000) }, ["password"]],
  ])("answers %s with 400 and field details", async (_label, body, fields) => {
    const res = await call(login, { method: "POST", body });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("ERR_BAD_REQUEST");
    expect(res.json.details.map((d: { path: string }) => d.path).sort()).toEqual(fields);
  });

  it("answers a body over the size limit with 413 and malformed JSON with 400, never 500", async () => {
    const huge = await call(login, { method: "POST", rawBody: JSON.stringify({ email: "a".repeat(2_000_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.json.error).toBe("ERR_PAYLOAD_TOO_LARGE");
    expect(huge.json.details).toEqual([{ path: "", message: expect.stringMatching(/exceeds/) }]);
    const malformed = await call(login, {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
  });
});

describe("GET /api/auth/me", () => {
  it("answers the signed-in user for a Bearer token", async () => {
    const tenant = await makeTenant();
    const { json } = await call(login, {
      method: "POST",
      body: { email: tenant.admin.email, password: tenant.password },
    });
    const res = await call(me, { headers: bearer(json.token) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: tenant.admin.id, idGraf: tenant.idGraf });
  });

  it.each([
    ["no credentials", {}],
    ["a forged token", bearer("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHYiOjB9.c2lnbmF0dXJl")],
  ])("answers 401 ERR_SESSION_EXPIRED for %s", async (_label, headers) => {
    const res = await call(me, { headers });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("ERR_SESSION_EXPIRED");
  });

  it("stops accepting a token once its user is deactivated", async () => {
    const tenant = await makeTenant();
    const user = await makeUser(tenant.idGraf);
    const { json } = await call(login, { method: "POST", body: { email: user.email, password: user.password } });
    await prisma.user.update({ where: { id: user.id }, data: { status: false } });
    expect((await call(me, { headers: bearer(json.token) })).status).toBe(401);
  });
});

describe("refresh and logout", () => {
  async function signedIn() {
    const tenant = await makeTenant();
    const res = await call(login, { method: "POST", body: { email: tenant.admin.email, password: tenant.password } });
    return { tenant, cookie: refreshCookie(res.headers) };
  }
  const refreshWith = (cookie: string) => call(refresh, { method: "POST", headers: { cookie: `jrt=${cookie}` } });

  it("rotates the refresh token and answers a new access token with the user", async () => {
    const { tenant, cookie } = await signedIn();
    const res = await refreshWith(cookie);
    expect(res.status).toBe(200);
    expect(res.json.user.idGraf).toBe(tenant.idGraf);
    const next = refreshCookie(res.headers);
    expect(next).not.toBe(cookie);
    expect((await call(me, { headers: bearer(res.json.token) })).status).toBe(200);
  });

  it("revokes the whole family when a rotated token is presented again", async () => {
    const { cookie } = await signedIn();
    const rotated = refreshCookie((await refreshWith(cookie)).headers);
    const replay = await refreshWith(cookie);
    expect(replay.status).toBe(401);
    expect((await refreshWith(rotated)).status).toBe(401);
  });

  it("answers 401 without a cookie and after logout", async () => {
    const { cookie } = await signedIn();
    expect((await call(refresh, { method: "POST" })).status).toBe(401);
    const out = await call(logout, { method: "DELETE", headers: { cookie: `jrt=${cookie}` } });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/jrt=;/);
    expect((await refreshWith(cookie)).status).toBe(401);
  });
});
