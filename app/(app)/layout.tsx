import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";

export default async function PrivateLayout({ children }: { children: React.ReactNode }) {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  return (
    <AppShell user={{ name: caller.name, email: caller.email, profile: caller.profile, isAdmin: isAdmin(caller) }}>
      {children}
    </AppShell>
  );
}
