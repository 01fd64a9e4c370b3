import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { env } from "@/lib/config/env";
import { countTickets } from "@/lib/tickets/count-tickets";
import { listDashboardTickets } from "@/lib/tickets/list-dashboard-tickets";
import { dayIn } from "@/lib/utils/zoned-day";

/** Home: the dashboard, its figures read here first and then kept live in the browser. */
export default async function HomePage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  // Today as the company counts it (APP_TIMEZONE), not as the server's clock or the browser's.
  const day = dayIn(new Date(), env().APP_TIMEZONE);
  const [counts, today] = await Promise.all([
    countTickets(caller, {
      withoutQueue: true,
      showAll: true,
      userId: caller.userId,
      queueIds: undefined,
      isToDashBoard: true,
    }),
    listDashboardTickets(caller, {
      date: day,
      dashBoard: true,
      showAll: true,
      pageNumber: 1,
      withUnreadMessages: false,
      isWithoutQueueSelected: false,
    }),
  ]);
  return (
    <DashboardScreen
      userId={caller.userId}
      day={day}
      counts={counts}
      today={"hourly" in today ? { hourly: today.hourly, ratings: today.ratings } : { hourly: [] }}
    />
  );
}
