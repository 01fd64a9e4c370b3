import type { RawTx } from "@/lib/db/sql-transaction";
import { getSettings } from "@/lib/settings/get-setting";
import type { MessagesLocale } from "@/lib/settings/defaults";
import type { TenantClock } from "@/lib/settings/deployment-clock";

/**
 * The company's clock (its `timeZone`) and the language it writes to contacts in
 * (`messagesLocale`), the deployment's where it set none. In `db`, a transaction's own connection,
 * when read inside one.
 */
export async function tenantClock(idGraf: number, db?: RawTx): Promise<TenantClock> {
  const { timeZone, messagesLocale } = await getSettings(idGraf, ["timeZone", "messagesLocale"], db);
  return { timeZone, messagesLocale: messagesLocale as MessagesLocale };
}
