import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { TagsScreen } from "@/components/tags/tags-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";

export default async function TagsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  return <TagsScreen />;
}
