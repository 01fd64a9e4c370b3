"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { AttendanceReport } from "@/lib/reports/attendance-report-view";
import type { ReportChoice } from "@/lib/reports/list-report-choices";
import { DailyChart } from "./daily-chart";
import { FiguresTable } from "./figures-table";
import { ReportFilters, type Filters } from "./report-filters";

// Ticket and message events come in bursts; a report that runs to today is read again once one
// has passed, and no more often than this.
const REFRESH_DELAY_MS = 3000;

const queryOf = (filters: Filters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== "")).toString();

type Props = { initial: AttendanceReport; choices: { queues: ReportChoice[]; users: ReportChoice[] } };

/** Reports (admins): how fast each attendant and department answers and resolves, per day too. */
export function ReportsScreen({ initial, choices }: Props) {
  const t = useTranslations("reports");
  const showError = useErrorToast();
  const idGraf = useIdGraf();
  const opening: Filters = { from: initial.from, to: initial.to, queueId: "", userId: "" };
  const [filters, setFilters] = useState<Filters>(opening);
  const key = `/reports/attendance?${queryOf(filters)}`;
  const { data, isLoading, mutate } = useSWR<AttendanceReport>(key, fetcher, {
    // What the page read is the opening filters' report.
    fallbackData: queryOf(filters) === queryOf(opening) ? initial : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: showError,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    if (filters.to < initial.to || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void mutate();
    }, REFRESH_DELAY_MS);
  };
  useSocketEvent(channels.ticket(idGraf), refresh);
  useSocketEvent(channels.appMessage(idGraf), refresh);

  const report = data ?? initial;
  const attendants = report.attendants.map((row) => ({ ...row, key: String(row.userId) }));
  const departments = report.departments.map((row) => ({
    ...row,
    key: String(row.queueId ?? "none"),
    name: row.name ?? t("noDepartment"),
  }));
  return (
    <section className="flex h-full flex-col gap-4 overflow-y-auto p-4" aria-busy={isLoading}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <Button asChild variant="outline">
          <a href={`/api/reports/attendance?${queryOf(filters)}&format=csv`} download>
            <Download aria-hidden />
            {t("download")}
          </a>
        </Button>
      </div>
      <ReportFilters value={filters} choices={choices} onApply={setFilters} />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {isLoading && <Spinner aria-hidden />}
        {t("range", { from: report.from, to: report.to, zone: report.timeZone })}
      </p>
      <FiguresTable
        title={t("byAttendant")}
        nameHeader={t("columns.attendant")}
        rows={attendants}
        total={report.total}
        empty={t("empty")}
      />
      <FiguresTable
        title={t("byDepartment")}
        nameHeader={t("columns.department")}
        rows={departments}
        total={report.total}
        empty={t("empty")}
      />
      <DailyChart days={report.days} from={report.from} to={report.to} />
      <p className="text-xs text-muted-foreground">{t("definitions")}</p>
    </section>
  );
}
