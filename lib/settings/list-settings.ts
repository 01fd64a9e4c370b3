import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { settingDefault } from "./deployment-clock";
import { generalSettingKeys, type SettingView } from "./schemas";
import { ssoSecretSelect, toSsoSecretView } from "./sso-secret-view";

/** The tenant's general settings (defaults for keys never stored) and whether its SSO secret is set (by whom, when). */
export async function listSettings(caller: Caller): Promise<SettingView[]> {
  assertAdmin(caller);
  const tenant = await prisma.tenant.findUniqueOrThrow({
    where: { id: caller.idGraf },
    select: {
      ...ssoSecretSelect,
      settings: { where: { key: { in: generalSettingKeys } }, select: { key: true, value: true } },
    },
  });
  const stored = new Map(tenant.settings.map((setting) => [setting.key, setting.value]));
  return [
    ...generalSettingKeys.map((key) => ({ key, value: stored.get(key) ?? settingDefault(key) })),
    toSsoSecretView(tenant),
  ];
}
