import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { defaultSettings, type SettingKey } from "./defaults";

/** A general setting of the tenant, or its default when the tenant has never stored one. */
export async function getSetting(idGraf: number, key: SettingKey): Promise<string> {
  return (await getSettings(idGraf, [key]))[key];
}

/** Several general settings of the tenant in one read, defaults filled in. */
export async function getSettings<K extends SettingKey>(idGraf: number, keys: K[]): Promise<Record<K, string>> {
  const stored = await readSql<{ key: K; value: string }>(
    Prisma.sql`SELECT "key", "value" FROM "Setting" WHERE "idGraf" = ${idGraf} AND "key" = ANY(${keys}::text[])`,
  );
  const values = {} as Record<K, string>;
  for (const key of keys) values[key] = defaultSettings[key];
  for (const { key, value } of stored) values[key] = value;
  return values;
}
