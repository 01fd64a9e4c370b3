import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { BulkScreen } from "@/components/bulk/bulk-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { listBulkSends } from "@/lib/bulk/list-bulk-sends";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";
import { asJson } from "@/lib/utils/as-json";

export default async function BulkMessagePage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const [connections, batches] = await Promise.all([listConnectionOptions(caller), listBulkSends(caller)]);
  return <BulkScreen connections={connections} batches={asJson(batches)} />;
}
