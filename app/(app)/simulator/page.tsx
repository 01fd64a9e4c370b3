import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { SimulatorScreen } from "@/components/simulator/simulator-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";

export default async function SimulatorPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  if (!simulatorEnabled()) notFound();
  return <SimulatorScreen />;
}
