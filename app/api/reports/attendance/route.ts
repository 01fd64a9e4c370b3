import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { attendanceCsv, csvFileName } from "@/lib/reports/attendance-csv";
import { getAttendanceReport } from "@/lib/reports/get-attendance-report";
import { attendanceQuerySchema } from "@/lib/reports/schemas";

export const GET = apiRoute({ permission: ADMIN, query: attendanceQuerySchema }, async ({ caller, query }) => {
  const report = await getAttendanceReport(caller, query);
  if (query.format === "json") return NextResponse.json(report);
  return new Response(attendanceCsv(report), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${csvFileName(report)}"`,
    },
  });
});
