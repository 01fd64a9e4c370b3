"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import useSWR, { SWRConfig } from "swr";
import { useIdGraf, useSocketConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import type { Counts } from "@/components/tickets/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api, fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { DayRatings } from "@/lib/tickets/day-ratings";
import { dashboardCountsKey, hourlyBuckets, todayTicketsKey } from "./dashboard-keys";
import { useCompanyDay } from "./use-company-day";

// Ticket events come in bursts; the dashboard reads its figures again once a burst has passed.
const REFRESH_DELAY_MS = 500;

/** The day's tickets by hour and the ratings given that day. */
export type Today = { hourly: number[]; ratings?: DayRatings };
const todayOf = (key: string) => api<Today>(key).then(({ hourly, ratings }): Today => ({ hourly, ratings }));

// Spec section 9: open and pending are blue, closed is green.
const STATUS_COLOR = {
  open: "text-sky-600 border-l-sky-500",
  pending: "text-sky-600 border-l-sky-500",
  closed: "text-emerald-600 border-l-emerald-500",
};

/** The ratings contacts gave today: how many, their average and the share of 4 and 5. */
function RatingsToday({ ratings }: { ratings: DayRatings | undefined }) {
  const t = useTranslations("dashboard");
  const locale = useLocale();
  const figures = [
    { label: t("ratingsToday"), value: ratings?.count },
    { label: t("ratingAverage"), value: ratings?.average?.toLocaleString(locale, { minimumFractionDigits: 2 }) },
    {
      label: t("csat"),
      value: ratings && ratings.csat !== null ? `${ratings.csat.toLocaleString(locale)}%` : undefined,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("ratings")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label}>
            <p className="text-sm text-muted-foreground">{figure.label}</p>
            <p className="text-2xl font-semibold" aria-label={figure.label}>
              {figure.value ?? "–"}
            </p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function Figures({ userId, day }: { userId: number; day: string }) {
  const t = useTranslations("dashboard");
  const idGraf = useIdGraf();
  const options = { revalidateIfStale: false, revalidateOnFocus: false };
  const { data: counts, mutate: refreshCounts } = useSWR<Counts>(dashboardCountsKey(userId), fetcher, options);
  const { data: today, mutate: refreshCreated } = useSWR<Today>(todayTicketsKey(day), todayOf, options);
  const hourly = today?.hourly;
  const createdToday = hourly?.reduce((sum, count) => sum + count, 0) ?? 0;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void Promise.all([refreshCounts(), refreshCreated()]), REFRESH_DELAY_MS);
  };
  useSocketEvent(channels.ticket(idGraf), refresh);
  useSocketEvent(channels.ticketUpdated(idGraf), refresh);
  useSocketConnect(refresh);

  const cards = [
    { label: t("inAttendance"), value: counts?.openTicketsCount, color: STATUS_COLOR.open },
    { label: t("waiting"), value: counts?.pendingTicketsCount, color: STATUS_COLOR.pending },
    { label: t("closed"), value: counts?.closedTicketsCount, color: STATUS_COLOR.closed },
  ];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <Card key={card.label} className={`border-l-4 ${card.color}`}>
            <CardHeader>
              <CardTitle className="text-sm font-medium text-muted-foreground">{card.label}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-semibold" aria-label={card.label}>
                {card.value ?? "–"}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      <RatingsToday ratings={today?.ratings} />
      <Card className="min-h-80 flex-1">
        <CardHeader>
          <CardTitle>{t("hourly")}</CardTitle>
        </CardHeader>
        <CardContent className="h-72" role="img" aria-label={t("today", { count: createdToday })}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={hourlyBuckets(hourly ?? [])}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="hour" interval="preserveStartEnd" minTickGap={6} fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={32} />
              <Tooltip />
              <Bar dataKey="tickets" name={t("tickets")} fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
    </>
  );
}

/**
 * The dashboard (spec section 2): in-attendance, waiting and closed counts, today's ratings and
 * tickets by hour, today being the company's (its time zone), which moves on at the company's midnight.
 */
export function DashboardScreen({
  userId,
  day: initialDay,
  timeZone,
  counts,
  today,
}: {
  userId: number;
  day: string;
  timeZone: string;
  counts: Counts;
  today: Today;
}) {
  const t = useTranslations("dashboard");
  const day = useCompanyDay(initialDay, timeZone);
  const [year, month, date] = day.split("-");
  return (
    <SWRConfig value={{ fallback: { [dashboardCountsKey(userId)]: counts, [todayTicketsKey(initialDay)]: today } }}>
      <section className="flex h-full flex-col gap-4 overflow-y-auto p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-muted-foreground" data-testid="dashboard-day">
            {t("day", { day: `${date}/${month}/${year}`, zone: timeZone })}
          </p>
        </div>
        <Figures userId={userId} day={day} />
      </section>
    </SWRConfig>
  );
}
