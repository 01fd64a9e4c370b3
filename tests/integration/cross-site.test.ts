import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { io as connect } from "socket.io-client";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as putSetting } from "@/app/api/settings/[key]/route";
import { POST as createTag } from "@/app/api/tags/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { authSecret } from "@/lib/auth/secret";
import { prisma } from "@/lib/db/client";
import { attachSocketServer } from "@/lib/realtime/socket-server";
import { setSocketServer } from "@/lib/realtime/emitter";
import { bearer, call, makeTenant } from "@/tests/support/factories";

// A browser carries the session cookie to this origin whoever asks it to: state changes must come
// from a page of this origin (Origin, else Sec-Fetch-Site), and a JSON body needs a JSON content
// type (a cross-site form can only post text/plain, form or multipart).
async function browserSession() {
  const tenant = await makeTenant();
  const signedIn = await call(login, {
    method: "POST",
    body: { email: tenant.admin.email, password: tenant.password },
  });
  const { sid } = JSON.parse(Buffer.from(signedIn.json.token.split(".")[1], "base64url").toString());
  const end = Math.floor(Date.now() / 1000) + 3600;
  const token = await encode({
    token: { sub: String(tenant.admin.id), tv: 0, profile: "admin", sid, end },
    secret: authSecret(),
  });
  return { tenant, cookie: `next-auth.session-token=${token}` };
}

const putCall = (headers: Record<string, string>) =>
  call(putSetting, {
    method: "PUT",
    path: "/api/settings/call",
    headers,
    body: { value: "enabled" },
    params: { key: "call" },
  });
const stored = async (idGraf: number) =>
  (await prisma.setting.findUnique({ where: { idGraf_key: { idGraf, key: "call" } } }))?.value;

test("a state change with the session cookie from another site is refused with 403 and changes nothing", async () => {
  const { tenant, cookie } = await browserSession();
  const attempts: Record<string, string>[] = [
    { cookie, origin: "https://evil.example" },
    { cookie, origin: "null" },
    // The same host under another scheme is another origin.
    { cookie, origin: "https://localhost:3000" },
    { cookie, origin: "http://localhost:3000", "x-forwarded-proto": "https" },
    { cookie, "sec-fetch-site": "cross-site" },
    { cookie, "sec-fetch-site": "same-site" },
  ];
  for (const headers of attempts) {
    expect(await putCall(headers)).toMatchObject({ status: 403, json: { error: "ERR_CROSS_SITE_REQUEST" } });
  }
  expect(await stored(tenant.idGraf)).toBe("disabled");

  expect((await putCall({ cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })).status).toBe(
    200,
  );
  expect(await stored(tenant.idGraf)).toBe("enabled");
  // Behind a proxy that ends TLS, the browser's scheme is the proxy's X-Forwarded-Proto.
  expect((await putCall({ cookie, origin: "https://localhost:3000", "x-forwarded-proto": "https" })).status).toBe(200);
});

test("when the app's public URL is https, a page of http:// on its host is another site", async () => {
  const { tenant, cookie } = await browserSession();
  process.env.APP_URL = "https://localhost:3000";
  try {
    // A proxy that ends TLS without X-Forwarded-Proto: the request itself came over http.
    expect(await putCall({ cookie, origin: "http://localhost:3000" })).toMatchObject({
      status: 403,
      json: { error: "ERR_CROSS_SITE_REQUEST" },
    });
    expect(await stored(tenant.idGraf)).toBe("disabled");
    expect((await putCall({ cookie, origin: "https://localhost:3000" })).status).toBe(200);
    expect(await stored(tenant.idGraf)).toBe("enabled");
  } finally {
    delete process.env.APP_URL;
  }
});

test("a sign-in posted from another site is refused too (login CSRF); API clients without a browser's headers are not", async () => {
  const tenant = await makeTenant();
  const body = { email: tenant.admin.email, password: tenant.password };
  expect((await call(login, { method: "POST", body, headers: { origin: "https://evil.example" } })).status).toBe(403);
  expect((await call(login, { method: "POST", body })).status).toBe(200);
  // A Bearer token is not sent by the browser on its own: any origin may use one.
  const token = await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 });
  expect((await putCall({ ...bearer(token), origin: "https://elsewhere.example" })).status).toBe(200);
});

test("a JSON body needs a JSON content type: a text/plain post, the kind a cross-site form can send, is refused", async () => {
  const { cookie } = await browserSession();
  const plain = await call(createTag, {
    method: "POST",
    path: "/api/tags",
    headers: { cookie, "content-type": "text/plain" },
    rawBody: JSON.stringify({ name: "From a form", color: "#112233" }),
  });
  expect(plain).toMatchObject({ status: 415, json: { error: "ERR_UNSUPPORTED_MEDIA_TYPE" } });
  const json = await call(createTag, {
    method: "POST",
    path: "/api/tags",
    headers: { cookie },
    body: { name: "From the app", color: "#112233" },
  });
  expect(json.status).toBe(201);
});

test("the Socket.IO handshake refuses another site's page, and accepts this origin's and clients that send none", async () => {
  const { cookie } = await browserSession();
  const http = createServer();
  const io = attachSocketServer(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const handshake = (headers: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const socket = connect(url, {
        extraHeaders: { cookie, ...headers },
        transports: ["polling"],
        reconnection: false,
      });
      socket.on("connect", () => (socket.close(), resolve("connected")));
      socket.on("connect_error", (error) => (socket.close(), resolve(error.message)));
    });
  try {
    expect(await handshake({ origin: "https://evil.example" })).not.toBe("connected");
    expect(await handshake({ origin: url })).toBe("connected");
    expect(await handshake({})).toBe("connected");
  } finally {
    setSocketServer(undefined);
    await new Promise<void>((resolve) => void io.close(() => resolve()));
  }
});
