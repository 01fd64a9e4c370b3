import { randomBytes } from "node:crypto";
import { proto } from "baileys";
import { prisma } from "@/lib/db/client";
import { clearAuthState, loadAuthState } from "@/lib/whatsapp/baileys/auth-state";
import { makeBaileysConnection } from "@/tests/support/baileys-connection";

const makeConnection = async () => (await makeBaileysConnection()).whatsapp;

test("new credentials are saved and come back with their binary keys intact", async () => {
  const { id } = await makeConnection();
  const first = await loadAuthState(id);
  first.state.creds.me = { id: "5511999990000:3@s.whatsapp.net", name: "Loja" };
  await first.saveCreds();

  const row = await prisma.whatsappAuthKey.findUniqueOrThrow({
    where: { whatsappId_type_keyId: { whatsappId: id, type: "creds", keyId: "creds" } },
  });
  expect(JSON.parse(row.value).noiseKey.private).toEqual({ type: "Buffer", data: expect.any(String) });

  const again = await loadAuthState(id);
  expect(again.state.creds.me).toEqual(first.state.creds.me);
  expect(Buffer.isBuffer(again.state.creds.noiseKey.private)).toBe(true);
  expect(again.state.creds.noiseKey).toEqual(first.state.creds.noiseKey);
  expect(again.state.creds.signedIdentityKey).toEqual(first.state.creds.signedIdentityKey);
  expect(again.state.creds.registrationId).toBe(first.state.creds.registrationId);
});

test("signal keys are written, read by type and id, overwritten, and deleted by a null value", async () => {
  const { id } = await makeConnection();
  const { state } = await loadAuthState(id);
  const preKey = { public: randomBytes(32), private: randomBytes(32) };
  const session = new Uint8Array(randomBytes(48));

  await state.keys.set({ "pre-key": { "1": preKey, "2": preKey }, session: { "5511988887777.0": session } });
  expect(await state.keys.get("pre-key", ["1", "3"])).toEqual({ "1": preKey });
  const sessions = await state.keys.get("session", ["5511988887777.0"]);
  expect(Buffer.from(sessions["5511988887777.0"])).toEqual(Buffer.from(session));

  const replaced = { public: randomBytes(32), private: randomBytes(32) };
  await state.keys.set({ "pre-key": { "1": null, "2": replaced } });
  expect(await state.keys.get("pre-key", ["1", "2"])).toEqual({ "2": replaced });
});

test("app state sync keys come back as protobuf objects, as Baileys expects", async () => {
  const { id } = await makeConnection();
  const { state } = await loadAuthState(id);
  const keyData = proto.Message.AppStateSyncKeyData.fromObject({ keyData: randomBytes(32), timestamp: 1700000000 });

  await state.keys.set({ "app-state-sync-key": { AAAAAGb0: keyData } });
  const { AAAAAGb0: back } = await state.keys.get("app-state-sync-key", ["AAAAAGb0"]);
  expect(back).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
  expect(Buffer.from(back.keyData!)).toEqual(Buffer.from(keyData.keyData!));
});

test("a pairing's worth of pre-keys is written in one batch", async () => {
  const { id } = await makeConnection();
  const { state } = await loadAuthState(id);
  const preKeys = Object.fromEntries(
    Array.from({ length: 812 }, (_, i) => [String(i + 1), { public: randomBytes(32), private: randomBytes(32) }]),
  );
  await state.keys.set({ "pre-key": preKeys });
  expect(await prisma.whatsappAuthKey.count({ where: { whatsappId: id, type: "pre-key" } })).toBe(812);
  expect((await state.keys.get("pre-key", ["812"]))["812"]).toEqual(preKeys["812"]);
});

test("clearAuthState forgets this connection's pairing and keys, and only this connection's", async () => {
  const mine = await makeConnection();
  const other = await makeConnection();
  const auth = await loadAuthState(mine.id);
  await auth.saveCreds();
  await auth.state.keys.set({
    "sender-key-memory": { "120363025246125486@g.us": { "5511988887777@s.whatsapp.net": true } },
  });
  const otherAuth = await loadAuthState(other.id);
  await otherAuth.saveCreds();

  await clearAuthState(mine.id);
  expect(await prisma.whatsappAuthKey.count({ where: { whatsappId: mine.id } })).toBe(0);
  expect(await prisma.whatsappAuthKey.count({ where: { whatsappId: other.id } })).toBe(1);
  const fresh = await loadAuthState(mine.id);
  expect(fresh.state.creds.noiseKey).not.toEqual(auth.state.creds.noiseKey);
});
