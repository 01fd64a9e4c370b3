import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { MessageSettingsScreen } from "@/components/settings-message/message-settings-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";

export default async function SettingsMessagePage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  return <MessageSettingsScreen connections={await listConnectionOptions(caller)} />;
}
