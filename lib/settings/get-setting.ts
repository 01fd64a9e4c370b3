import { autocommit, type RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SettingKey } from "./defaults";
import { settingDefault } from "./deployment-clock";

/**
 * A general setting of the tenant, or its default when the tenant has never stored one. In `db`,
 * a transaction's own connection, when read inside one.
 */
export async function getSetting(idGraf: number, key: SettingKey, db?: RawTx): Promise<string> {
  return (await getSettings(idGraf, [key], db))[key];
}

/** Several general settings of the tenant in one read, defaults filled in. */
export async function getSettings<K extends SettingKey>(
  idGraf: number,
  keys: K[],
  db: RawTx = autocommit(),
): Promise<Record<K, string>> {
  const stored = await db.$queryRaw<{ key: K; value: string }[]>(
    Prisma.sql`SELECT "key", "value" FROM "Setting" WHERE "idGraf" = ${idGraf} AND "key" = ANY(${keys}::text[])`,
  );
  const values = {} as Record<K, string>;
  for (const key of keys) values[key] = settingDefault(key);
  for (const { key, value } of stored) values[key] = value;
  return values;
}
