import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SettingsScreen } from "@/components/settings/settings-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { listSettings } from "@/lib/settings/list-settings";

export default async function SettingsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  return <SettingsScreen initialSettings={await listSettings(caller)} />;
}
