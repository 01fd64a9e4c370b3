"use client";

import { useTranslations } from "next-intl";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayFigures } from "@/lib/reports/attendance-report-view";

/** Tickets resolved (bars) and the median time to first answer in minutes (line), day by day. */
export function DailyChart({ days, from, to }: { days: DayFigures[]; from: string; to: string }) {
  const t = useTranslations("reports");
  const data = days.map((day) => ({
    day: day.day.slice(5).split("-").reverse().join("/"),
    resolved: day.ticketsResolved,
    firstAnswer: day.firstAnswerMedian === null ? null : Math.round(day.firstAnswerMedian / 6) / 10,
  }));
  return (
    <section aria-label={t("perDay")} className="min-w-0 rounded-md border p-3">
      <h2 className="pb-2 font-medium">{t("perDay")}</h2>
      <div className="h-72" role="img" aria-label={t("chart.label", { from, to })}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" interval="preserveStartEnd" minTickGap={8} fontSize={12} />
            <YAxis yAxisId="count" allowDecimals={false} fontSize={12} width={32} />
            <YAxis yAxisId="minutes" orientation="right" fontSize={12} width={40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              yAxisId="count"
              dataKey="resolved"
              name={t("chart.resolved")}
              fill="var(--color-primary)"
              radius={[4, 4, 0, 0]}
            />
            <Line
              yAxisId="minutes"
              dataKey="firstAnswer"
              name={t("chart.firstAnswer")}
              stroke="var(--color-success)"
              strokeWidth={2}
              dot={false}
              connectNulls
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
