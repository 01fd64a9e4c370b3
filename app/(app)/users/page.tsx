import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { UsersScreen } from "@/components/users/users-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { listQueueOptions } from "@/lib/queues/list-queue-options";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";

export default async function UsersPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  const [queues, connections] = await Promise.all([listQueueOptions(caller), listConnectionOptions(caller)]);
  return <UsersScreen viewer={{ id: caller.userId, profile: caller.profile }} options={{ queues, connections }} />;
}
