import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { QueuesScreen } from "@/components/queues/queues-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";

export default async function QueuesPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  return <QueuesScreen />;
}
