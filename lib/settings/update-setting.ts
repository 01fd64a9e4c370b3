import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { channels } from "@/lib/realtime/channels";
import { emitToAdmins } from "@/lib/realtime/emitter";
import type { SettingKey } from "./defaults";
import { ERP_SSO_SECRET_KEY, isUpdatableKey, settingValueSchemas, type SettingView } from "./schemas";

// Parsed inside an object so that a bad value's details name the field: "value".
function parseValue<T>(schema: z.ZodType<T>, value: unknown): T {
  return z.object({ value: schema }).parse({ value }).value;
}

async function storeGeneralSetting(idGraf: number, key: SettingKey, value: string): Promise<SettingView> {
  await prisma.setting.upsert({
    where: { idGraf_key: { idGraf, key } },
    create: { idGraf, key, value },
    update: { value },
  });
  emitToAdmins(idGraf, channels.settings, { action: "update", setting: { key, value } });
  return { key, value };
}

/** The secret lives on the tenant and never leaves the server: the tenant only learns whether it is set. */
async function storeSsoSecret(idGraf: number, secret: string | null): Promise<SettingView> {
  await prisma.tenant.update({ where: { id: idGraf }, data: { ssoSecret: secret } });
  const isSet = secret !== null;
  emitToAdmins(idGraf, channels.settings, { action: "update", setting: { key: ERP_SSO_SECRET_KEY, isSet } });
  return { key: ERP_SSO_SECRET_KEY, value: null, isSet };
}

/** PUT /settings/{key} for the caller's tenant, announced on its "settings" channel once stored. */
export async function updateSetting(caller: Caller, key: string, value: unknown): Promise<SettingView> {
  assertAdmin(caller);
  if (!isUpdatableKey(key)) throw new AppError("ERR_NO_SETTING_FOUND", "Configuração não encontrada!");
  if (key === ERP_SSO_SECRET_KEY) return storeSsoSecret(caller.idGraf, parseValue(settingValueSchemas[key], value) || null);
  return storeGeneralSetting(caller.idGraf, key, parseValue(settingValueSchemas[key], value));
}
