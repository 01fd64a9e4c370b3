import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { BulkScreen } from "@/components/bulk/bulk-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";

export default async function BulkMessagePage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  return <BulkScreen connections={await listConnectionOptions(caller)} />;
}
