import { prisma } from "@/lib/db/client";
import { defaultSettings, type SettingKey } from "./defaults";

/** A general setting of the tenant, or its default when the tenant has never stored one. */
export async function getSetting(idGraf: number, key: SettingKey): Promise<string> {
  return (await getSettings(idGraf, [key]))[key];
}

/** Several general settings of the tenant in one read, defaults filled in. */
export async function getSettings<K extends SettingKey>(idGraf: number, keys: K[]): Promise<Record<K, string>> {
  const stored = await prisma.setting.findMany({ where: { idGraf, key: { in: keys } }, select: { key: true, value: true } });
  const values = {} as Record<K, string>;
  for (const key of keys) values[key] = defaultSettings[key];
  for (const { key, value } of stored) values[key as K] = value;
  return values;
}
