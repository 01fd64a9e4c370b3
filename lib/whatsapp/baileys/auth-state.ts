import type { AuthenticationCreds, AuthenticationState, SignalDataSet, SignalDataTypeMap } from "baileys";
import { prisma } from "@/lib/db/client";
import { loadBaileys } from "./runtime";

const CREDS = "creds";

/**
 * Baileys' auth state kept in WhatsappAuthKey rows, shaped like its useMultiFileAuthState: the
 * credentials as type "creds" / keyId "creds", each signal key under its type and id.
 */
export async function loadAuthState(whatsappId: number) {
  const { BufferJSON, initAuthCreds, proto } = await loadBaileys();
  const serialize = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
  const deserialize = (text: string): unknown => JSON.parse(text, BufferJSON.reviver);
  const stored = await prisma.whatsappAuthKey.findUnique({
    where: { whatsappId_type_keyId: { whatsappId, type: CREDS, keyId: CREDS } },
  });
  const creds = stored ? (deserialize(stored.value) as AuthenticationCreds) : initAuthCreds();

  const state: AuthenticationState = {
    creds,
    keys: {
      async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
        const rows = await prisma.whatsappAuthKey.findMany({ where: { whatsappId, type, keyId: { in: ids } } });
        const found: { [id: string]: SignalDataTypeMap[T] } = {};
        for (const row of rows) {
          const value = deserialize(row.value);
          // Baileys reads this key type as a protobuf object, as its own file store hands it back.
          found[row.keyId] = (
            type === "app-state-sync-key" ? proto.Message.AppStateSyncKeyData.fromObject(value as object) : value
          ) as SignalDataTypeMap[T];
        }
        return found;
      },
      async set(data: SignalDataSet) {
        const written: { type: string; keyId: string; value: string }[] = [];
        const removed: { type: string; keyId: string }[] = [];
        for (const [type, entries] of Object.entries(data)) {
          for (const [keyId, value] of Object.entries(entries ?? {})) {
            if (value) written.push({ type, keyId, value: serialize(value) });
            else removed.push({ type, keyId });
          }
        }
        const writes = [];
        // One statement for the whole batch: pairing alone writes over 800 pre-keys.
        if (written.length) {
          writes.push(prisma.$executeRaw`
            INSERT INTO "WhatsappAuthKey" ("whatsappId", "type", "keyId", "value")
            SELECT ${whatsappId}, t.type, t."keyId", t.value
            FROM unnest(${written.map((w) => w.type)}::text[], ${written.map((w) => w.keyId)}::text[],
                        ${written.map((w) => w.value)}::text[]) AS t(type, "keyId", value)
            ON CONFLICT ("whatsappId", "type", "keyId") DO UPDATE SET "value" = EXCLUDED."value"`);
        }
        if (removed.length) writes.push(prisma.whatsappAuthKey.deleteMany({ where: { whatsappId, OR: removed } }));
        await prisma.$transaction(writes);
      },
    },
  };

  return {
    state,
    saveCreds: async () => {
      const value = serialize(creds);
      await prisma.whatsappAuthKey.upsert({
        where: { whatsappId_type_keyId: { whatsappId, type: CREDS, keyId: CREDS } },
        create: { whatsappId, type: CREDS, keyId: CREDS, value },
        update: { value },
      });
    },
  };
}

/** Forgets the pairing and every key (logout): the next start shows a new QR. */
export async function clearAuthState(whatsappId: number) {
  await prisma.whatsappAuthKey.deleteMany({ where: { whatsappId } });
}
