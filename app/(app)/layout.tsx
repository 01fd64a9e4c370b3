import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ConnectionsSync } from "@/components/connections/connections-sync";
import { SocketProvider } from "@/components/realtime/socket-provider";
import { AppShell } from "@/components/shell/app-shell";
import { CompanyTimeZoneProvider } from "@/components/shell/company-time-zone";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { listQueueOptions } from "@/lib/queues/list-queue-options";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { simulatorEnabled } from "@/lib/whatsapp/simulator/simulator-enabled";

export default async function PrivateLayout({ children }: { children: React.ReactNode }) {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const admin = isAdmin(caller);
  // Only admins may change their queues and connection in the Profile dialog.
  const [[queues, connections], { timeZone }] = await Promise.all([
    admin ? Promise.all([listQueueOptions(caller), listConnectionOptions(caller)]) : [[], []],
    tenantClock(caller.idGraf),
  ]);
  return (
    <SocketProvider idGraf={caller.idGraf}>
      {/* Keeps the connections (and the drawer's badge on them) live; only admins see them. */}
      {admin && <ConnectionsSync />}
      <CompanyTimeZoneProvider timeZone={timeZone}>
        <AppShell
          user={{ id: caller.userId, name: caller.name, email: caller.email, profile: caller.profile, isAdmin: admin }}
          userOptions={{ queues, connections }}
          simulatorEnabled={simulatorEnabled()}
        >
          {children}
        </AppShell>
      </CompanyTimeZoneProvider>
    </SocketProvider>
  );
}
