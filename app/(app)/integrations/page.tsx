import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { IntegrationsScreen } from "@/components/integrations/integrations-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";

export default async function IntegrationsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  return <IntegrationsScreen />;
}
