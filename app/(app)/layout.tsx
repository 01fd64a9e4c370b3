import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { listQueueOptions } from "@/lib/queues/list-queue-options";
import { listConnectionOptions } from "@/lib/whatsapp/list-connection-options";

export default async function PrivateLayout({ children }: { children: React.ReactNode }) {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const admin = isAdmin(caller);
  // Only admins may change their queues and connection in the Profile dialog.
  const [queues, connections] = admin
    ? await Promise.all([listQueueOptions(caller), listConnectionOptions(caller)])
    : [[], []];
  return (
    <AppShell
      user={{ id: caller.userId, name: caller.name, email: caller.email, profile: caller.profile, isAdmin: admin }}
      userOptions={{ queues, connections }}
    >
      {children}
    </AppShell>
  );
}
