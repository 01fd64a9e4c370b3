import { prisma } from "@/lib/db/client";
import { defaultSettings, type SettingKey } from "./defaults";

/** A general setting of the tenant, or its default when the tenant has never stored one. */
export async function getSetting(idGraf: number, key: SettingKey): Promise<string> {
  const setting = await prisma.setting.findUnique({ where: { idGraf_key: { idGraf, key } }, select: { value: true } });
  return setting?.value ?? defaultSettings[key];
}
