import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { countTickets } from "@/lib/tickets/count-tickets";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { listDashboardTickets } from "@/lib/tickets/list-dashboard-tickets";
import { dayIn } from "@/lib/utils/zoned-day";

/** Home: the dashboard, its figures read here first and then kept live in the browser. */
export default async function HomePage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  // Today as the company counts it (its time zone), not as the server's clock or the browser's.
  const { timeZone } = await tenantClock(caller.idGraf);
  const day = dayIn(new Date(), timeZone);
  const [counts, today] = await Promise.all([
    countTickets(caller, {
      withoutQueue: true,
      showAll: true,
      userId: caller.userId,
      queueIds: undefined,
      isToDashBoard: true,
    }),
    listDashboardTickets(
      caller,
      {
        date: day,
        dashBoard: true,
        showAll: true,
        pageNumber: 1,
        withUnreadMessages: false,
        isWithoutQueueSelected: false,
      },
      timeZone,
    ),
  ]);
  return (
    <DashboardScreen
      userId={caller.userId}
      day={day}
      timeZone={timeZone}
      counts={counts}
      today={"hourly" in today ? { hourly: today.hourly, ratings: today.ratings } : { hourly: [] }}
    />
  );
}
