import Papa from "papaparse";
import type { AttendanceFigures, AttendanceReport } from "./attendance-report-view";

const FIGURES = [
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
] as const satisfies readonly (keyof AttendanceFigures)[];

/** The CSV's header: the JSON's names, times in seconds as there. */
export const CSV_COLUMNS = ["scope", "id", "name", "day", ...FIGURES] as const;

type Line = Record<(typeof CSV_COLUMNS)[number], string | number | null>;

// A cell a spreadsheet would run as a formula, as Papa's own default but over the whole cell: its
// pattern (no s flag) stops at a line break, so "=HYPERLINK(...)\nz" went out unescaped.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The report as one CSV table: a line per attendant, per department (without id and name: tickets
 * without a department), the total, and a line per day (without openAtEnd). UTF-8 with a byte-order
 * mark, so spreadsheets read accented names; cells that a spreadsheet would run as a formula are
 * escaped.
 */
export function attendanceCsv(report: AttendanceReport): string {
  const line = (
    scope: string,
    id: number | null,
    name: string | null,
    day: string | null,
    figures: Partial<AttendanceFigures>,
  ): Line =>
    ({
      scope,
      id,
      name,
      day,
      ...Object.fromEntries(FIGURES.map((key) => [key, figures[key] ?? null])),
    }) as Line;
  const lines = [
    ...report.attendants.map((row) => line("attendant", row.userId, row.name, null, row)),
    ...report.departments.map((row) => line("department", row.queueId, row.name, null, row)),
    line("total", null, null, null, report.total),
    ...report.days.map((row) => line("day", null, null, row.day, row)),
  ];
  return (
    "\uFEFF" +
    Papa.unparse(
      { fields: [...CSV_COLUMNS], data: lines.map((l) => CSV_COLUMNS.map((column) => l[column])) },
      { escapeFormulae: FORMULA_START },
    )
  );
}

export const csvFileName = (report: AttendanceReport) => `attendance-${report.from}-${report.to}.csv`;
