import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { POST as ssoLogin } from "@/app/api/auth/login/sso/route";
import { PUT as putSetting } from "@/app/api/settings/[key]/route";
import { GET as getSettings } from "@/app/api/settings/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { adminsRoom } from "@/lib/realtime/rooms";
import { bearer, call, makeTenant, makeUser } from "../support/factories";
import { recordingIo, type Emitted } from "../support/recording-io";

type Headers = Record<string, string>;
type Setting = { key: string; value: string | null; isSet?: boolean };

async function headersOf(userId: number): Promise<Headers> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return bearer(await signAccessToken({ userId, tokenVersion: user.tokenVersion }));
}

async function adminTenant() {
  const tenant = await makeTenant();
  return { ...tenant, headers: await headersOf(tenant.admin.id) };
}

const list = (headers: Headers) => call(getSettings, { headers });
const put = (headers: Headers, key: string, body: unknown) =>
  call(putSetting, { method: "PUT", path: `/api/settings/${key}`, headers, body, params: { key } });
const valueOf = async (headers: Headers, key: string) =>
  ((await list(headers)).json as Setting[]).find((setting) => setting.key === key)?.value;

const newSecret = () => randomBytes(24).toString("base64url");

describe("GET /api/settings", () => {
  const defaults = [
    { key: "userCreation", value: "enabled" },
    { key: "CheckMsgIsGroup", value: "enabled" },
    { key: "call", value: "disabled" },
    { key: "timeCreateNewTicket", value: "3600" },
    // A company's clock follows the deployment's until it sets its own.
    { key: "timeZone", value: env().APP_TIMEZONE },
    { key: "messagesLocale", value: "pt" },
    { key: "erpSsoSecret", value: null, isSet: false, changedAt: null, changedBy: null },
  ];

  it("lists a new tenant's defaults and an unset SSO secret", async () => {
    const { headers } = await adminTenant();
    const res = await list(headers);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(defaults);
  });

  it("fills in the default of a key the tenant never stored", async () => {
    const { idGraf, headers } = await adminTenant();
    await prisma.setting.deleteMany({ where: { idGraf } });
    expect((await list(headers)).json).toEqual(defaults);
  });
});

describe("PUT /api/settings/:key", () => {
  it.each([
    ["userCreation", "disabled"],
    ["CheckMsgIsGroup", "disabled"],
    ["call", "enabled"],
    ["timeCreateNewTicket", "10"],
    ["timeCreateNewTicket", "172800"],
    ["timeZone", "America/Manaus"],
    ["timeZone", "UTC"],
    ["messagesLocale", "es"],
    ["messagesLocale", "en"],
  ])("stores %s = %s and lists it back", async (key, value) => {
    const { headers } = await adminTenant();
    const res = await put(headers, key, { value });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ key, value });
    expect(await valueOf(headers, key)).toBe(value);
  });

  it("stores a time zone as the runtime spells it", async () => {
    const { headers } = await adminTenant();
    const res = await put(headers, "timeZone", { value: " america/manaus " });
    expect(res.json).toEqual({ key: "timeZone", value: "America/Manaus" });
    expect(await valueOf(headers, "timeZone")).toBe("America/Manaus");
  });

  it("accepts and ignores the spec's id in the body, and stores a key the tenant had lost", async () => {
    const { idGraf, headers } = await adminTenant();
    await prisma.setting.deleteMany({ where: { idGraf, key: "call" } });
    expect((await put(headers, "call", { id: 999, value: "enabled" })).status).toBe(200);
    expect(await prisma.setting.findUnique({ where: { idGraf_key: { idGraf, key: "call" } } })).toMatchObject({
      value: "enabled",
    });
  });

  it.each([
    ["userCreation", { value: "on" }],
    ["call", { value: true }],
    ["CheckMsgIsGroup", {}],
    ["timeCreateNewTicket", { value: "45" }],
    ["timeCreateNewTicket", { value: 3600 }],
    ["erpSsoSecret", { value: "too-short" }],
    ["erpSsoSecret", { value: ` ${newSecret()}\n` }],
    ["timeZone", { value: "Mars/Olympus" }],
    ["timeZone", { value: "" }],
    ["timeZone", { value: -3 }],
    ["timeZone", { value: "+03:00" }],
    ["messagesLocale", { value: "fr" }],
  ])("answers %s with %j by 400 ERR_BAD_REQUEST naming the value, and keeps the old value", async (key, body) => {
    const { headers } = await adminTenant();
    const before = (await list(headers)).json;
    const res = await put(headers, key, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: "ERR_BAD_REQUEST",
      details: [{ path: "value", message: expect.any(String) }],
    });
    expect((await list(headers)).json).toEqual(before);
  });

  it.each(["unknown", "toString", "__proto__", "ssoSecret"])(
    "answers the unknown key %s by 404 ERR_NO_SETTING_FOUND",
    async (key) => {
      const { headers } = await adminTenant();
      const res = await put(headers, key, { value: "enabled" });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: "ERR_NO_SETTING_FOUND", message: "Configuração não encontrada!" });
    },
  );

  it("changes only the caller's tenant", async () => {
    const a = await adminTenant();
    const b = await adminTenant();
    await put(b.headers, "timeCreateNewTicket", { value: "30" });
    await put(b.headers, "userCreation", { value: "disabled" });
    expect(await valueOf(a.headers, "timeCreateNewTicket")).toBe("3600");
    expect(await valueOf(a.headers, "userCreation")).toBe("enabled");
    expect(await valueOf(b.headers, "timeCreateNewTicket")).toBe("30");
  });
});

describe("who may read and change settings", () => {
  it("refuses an attendant with 403 ERR_NO_PERMISSION and changes nothing", async () => {
    const tenant = await adminTenant();
    const attendant = await headersOf((await makeUser(tenant.idGraf)).id);
    const read = await list(attendant);
    expect(read.status).toBe(403);
    expect(read.json.error).toBe("ERR_NO_PERMISSION");
    const write = await put(attendant, "userCreation", { value: "disabled" });
    expect(write.status).toBe(403);
    expect(write.json.error).toBe("ERR_NO_PERMISSION");
    expect(await valueOf(tenant.headers, "userCreation")).toBe("enabled");
  });

  it("answers 401 ERR_SESSION_EXPIRED when signed out", async () => {
    for (const res of [await list({}), await put({}, "userCreation", { value: "disabled" })]) {
      expect(res.status).toBe(401);
      expect(res.json.error).toBe("ERR_SESSION_EXPIRED");
    }
  });
});

describe("the ERP single sign-on secret", () => {
  const erpToken = (secret: string, claims: { email: string; idGraf: number }) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("5m")
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(secret));
  const signOn = (tokenErp: string) =>
    call(ssoLogin, { method: "POST", body: { tokenErp }, headers: { "x-client-address": `settings-${randomUUID()}` } });

  it("is stored on the tenant and never answered, only whether it is set", async () => {
    const { idGraf, headers, password } = await adminTenant();
    const secret = newSecret();
    const res = await put(headers, "erpSsoSecret", { value: secret, currentPassword: password });
    expect(res.json).toMatchObject({ key: "erpSsoSecret", value: null, isSet: true });
    const listed = await list(headers);
    expect(listed.json).toContainEqual(res.json);
    expect(JSON.stringify([res.json, listed.json])).not.toContain(secret);
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: idGraf } })).ssoSecret).toBe(secret);
  });

  it.each([[""], [null]])("is cleared by %j", async (value) => {
    const { idGraf, headers, password } = await adminTenant();
    await put(headers, "erpSsoSecret", { value: newSecret(), currentPassword: password });
    const res = await put(headers, "erpSsoSecret", { value, currentPassword: password });
    expect(res.json).toMatchObject({ key: "erpSsoSecret", value: null, isSet: false });
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: idGraf } })).ssoSecret).toBeNull();
  });

  it("signs in an ERP token signed with it, and refuses one signed with another secret", async () => {
    const { idGraf, admin, headers, password } = await adminTenant();
    const secret = newSecret();
    await put(headers, "erpSsoSecret", { value: secret, currentPassword: password });

    const accepted = await signOn(await erpToken(secret, { email: admin.email, idGraf }));
    expect(accepted.status).toBe(200);
    expect(accepted.json.user).toMatchObject({ id: admin.id, idGraf });

    const refused = await signOn(await erpToken(newSecret(), { email: admin.email, idGraf }));
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe("ERR_INVALID_CREDENTIALS");
  });
});

describe("realtime", () => {
  const events: Emitted<unknown>[] = [];
  beforeAll(() => setSocketServer(recordingIo<unknown>((e) => events.push(e))));
  afterAll(() => setSocketServer(undefined));

  it("announces a change to the tenant's admins on the settings channel, the secret only as whether it is set", async () => {
    const { idGraf, headers, password } = await adminTenant();
    const secret = newSecret();
    await put(headers, "call", { value: "enabled" });
    await put(headers, "erpSsoSecret", { value: secret, currentPassword: password });
    await put(headers, "call", { value: "maybe" });
    expect(events).toEqual([
      {
        rooms: [adminsRoom(idGraf)],
        except: [],
        channel: "settings",
        payload: { action: "update", setting: { key: "call", value: "enabled" } },
      },
      {
        rooms: [adminsRoom(idGraf)],
        except: [],
        channel: "settings",
        payload: {
          action: "update",
          setting: { key: "erpSsoSecret", isSet: true, changedAt: expect.any(String), changedBy: expect.any(Object) },
        },
      },
    ]);
  });
});
