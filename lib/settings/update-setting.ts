import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { verifyCurrentPassword } from "@/lib/auth/verify-current-password";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import type { SettingKey } from "./defaults";
import { ERP_SSO_SECRET_KEY, isUpdatableKey, settingValueSchemas, type SettingView } from "./schemas";
import { ssoSecretSelect, toSsoSecretView } from "./sso-secret-view";

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
  await dispatch([{ type: "setting.changed", idGraf, key }]);
  return { key, value };
}

/**
 * The secret lives on the tenant and never leaves the server: the tenant learns whether it is set,
 * and who set or cleared it last, when.
 */
async function storeSsoSecret(caller: Caller, secret: string | null): Promise<SettingView> {
  const tenant = await prisma.tenant.update({
    where: { id: caller.idGraf },
    data: {
      ssoSecret: secret,
      ssoSecretChangedAt: new Date(),
      ssoSecretChangedById: caller.userId,
      ssoSecretChangedByName: caller.name,
    },
    select: ssoSecretSelect,
  });
  const view = toSsoSecretView(tenant);
  await dispatch([{ type: "setting.changed", idGraf: caller.idGraf, key: view.key }]);
  return view;
}

type Sensitive = { currentPassword?: string; address: string };

/**
 * PUT /settings/{key} for the caller's tenant, announced on its "settings" channel once stored.
 * The SSO secret signs users in, so changing it asks for the caller's current password.
 */
export async function updateSetting(
  caller: Caller,
  key: string,
  value: unknown,
  sensitive: Sensitive,
): Promise<SettingView> {
  assertAdmin(caller);
  if (!isUpdatableKey(key)) throw new AppError("ERR_NO_SETTING_FOUND", "Configuração não encontrada!");
  if (key === ERP_SSO_SECRET_KEY) {
    const secret = parseValue(settingValueSchemas[key], value) || null;
    await verifyCurrentPassword(caller, sensitive.currentPassword, sensitive.address);
    return storeSsoSecret(caller, secret);
  }
  return storeGeneralSetting(caller.idGraf, key, parseValue(settingValueSchemas[key], value));
}
