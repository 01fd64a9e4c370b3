import { format } from "date-fns";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { countTickets } from "@/lib/tickets/count-tickets";
import { listDashboardTickets } from "@/lib/tickets/list-dashboard-tickets";

/** Home: the dashboard, its figures read here first and then kept live in the browser. */
export default async function HomePage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const day = format(new Date(), "yyyy-MM-dd");
  const [counts, today] = await Promise.all([
    countTickets(caller, { withoutQueue: true, showAll: true, userId: caller.userId, queueIds: undefined, isToDashBoard: true }),
    listDashboardTickets(caller, { date: day, dashBoard: true, showAll: true, pageNumber: 1, withUnreadMessages: false, isWithoutQueueSelected: false }),
  ]);
  return <DashboardScreen userId={caller.userId} day={day} counts={counts} created={today.tickets.map((t) => t.createdAt.toISOString())} />;
}
