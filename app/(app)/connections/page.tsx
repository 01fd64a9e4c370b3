import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ConnectionsScreen } from "@/components/connections/connections-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { listQueueOptions } from "@/lib/queues/list-queue-options";
import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";

export default async function ConnectionsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  return <ConnectionsScreen queues={await listQueueOptions(caller)} simulatorEnabled={simulatorEnabled()} />;
}
