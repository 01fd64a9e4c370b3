import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ReportsScreen } from "@/components/reports/reports-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { defaultReportRange } from "@/lib/reports/default-range";
import { getAttendanceReport } from "@/lib/reports/get-attendance-report";
import { listReportChoices } from "@/lib/reports/list-report-choices";
import { tenantClock } from "@/lib/tenants/tenant-clock";

/** Attendance reports (admins): the last 30 days read here, then whatever the filters ask for. */
export default async function ReportsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  if (!isAdmin(caller)) redirect("/tickets");
  const range = defaultReportRange((await tenantClock(caller.idGraf)).timeZone);
  const [report, choices] = await Promise.all([
    getAttendanceReport(caller, { ...range, format: "json", queueId: undefined, userId: undefined }),
    listReportChoices(caller),
  ]);
  return <ReportsScreen initial={report} choices={choices} />;
}
