"use client";

import { useLocale, useTranslations } from "next-intl";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AttendanceFigures } from "@/lib/reports/attendance-report-view";
import { formatDuration } from "./format-duration";

const COLUMNS = [
  "ticketsResolved",
  "firstAnswerMedian",
  "firstAnswerP90",
  "resolutionMedian",
  "resolutionP90",
  "messagesSent",
  "openAtEnd",
  "ratings",
  "ratingAverage",
  "csat",
] as const;
const DURATIONS = new Set<string>(["firstAnswerMedian", "firstAnswerP90", "resolutionMedian", "resolutionP90"]);

/** A figure as the table shows it: a time as a duration, the average rating with two decimals, CSAT as a percentage. */
function formatFigure(column: (typeof COLUMNS)[number], value: number | null, locale: string) {
  if (DURATIONS.has(column)) return formatDuration(value, locale);
  if (value === null) return "–";
  if (column === "ratingAverage") return value.toLocaleString(locale, { minimumFractionDigits: 2 });
  if (column === "csat") return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })}%`;
  return value;
}

export type FiguresRow = AttendanceFigures & { key: string; name: string };

type Props = { title: string; nameHeader: string; rows: FiguresRow[]; total: AttendanceFigures; empty: string };

/** One table of the report: a row per attendant or department, and the total below. */
export function FiguresTable({ title, nameHeader, rows, total, empty }: Props) {
  const t = useTranslations("reports");
  const locale = useLocale();
  const cells = (figures: AttendanceFigures) =>
    COLUMNS.map((column) => (
      <TableCell key={column} className="text-right tabular-nums">
        {formatFigure(column, figures[column], locale)}
      </TableCell>
    ));
  return (
    <section aria-label={title} className="min-w-0 rounded-md border">
      <h2 className="px-3 pt-3 pb-1 font-medium">{title}</h2>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{nameHeader}</TableHead>
            {COLUMNS.map((column) => (
              <TableHead key={column} scope="col" className="min-w-24 text-right whitespace-normal">
                {t(`columns.${column}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableHead scope="row" className="font-normal text-foreground">
                {row.name}
              </TableHead>
              {cells(row)}
            </TableRow>
          ))}
          {rows.length === 0 && <EmptyTableRow colSpan={COLUMNS.length + 1}>{empty}</EmptyTableRow>}
        </TableBody>
        <tfoot className="border-t bg-muted/50 font-medium">
          <TableRow>
            <TableHead scope="row" className="text-foreground">
              {t("total")} {/* Its first answer is the whole wait, a holder's only their time with the ticket. */}
              <span className="block max-w-48 text-xs font-normal whitespace-normal text-muted-foreground">
                {t("totalMeasures")}
              </span>
            </TableHead>
            {cells(total)}
          </TableRow>
        </tfoot>
      </Table>
    </section>
  );
}
