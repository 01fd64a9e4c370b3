import type { AttendanceFigures, AttendanceReport, DayFigures } from "./attendance-report-view";
import type { EventRow } from "./event-kind-groups";
import type { MessagesSentRow } from "./messages-sent-figures";
import type { OpenAtEndRow } from "./open-at-end-figures";
import type { RatingRow } from "./rating-figures";
import type { GroupKind } from "./report-sql";

export type FigureRows = {
  events: EventRow[];
  messages: MessagesSentRow[];
  open: OpenAtEndRow[];
  ratings: RatingRow[];
};
export type Named = { id: number; name: string; color?: string };
/** Attendants and departments to list even without figures, and the names of all that have some. */
export type Roster = {
  attendants: Named[];
  departments: Named[];
  listed: { attendants: Set<number>; departments: Set<number> };
};

const seconds = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value);
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const byKey = <T extends { kind: GroupKind; key: string }>(rows: T[]) =>
  new Map(rows.map((row) => [`${row.kind}:${row.key}`, row]));

function figuresOf(rows: FigureRows) {
  const events = (name: EventRow["name"]) => byKey(rows.events.filter((row) => row.name === name));
  const [firstAnswers, resolutions, resolved] = [events("first_answer"), events("resolution"), events("resolved")];
  const [messages, open, ratings] = [byKey(rows.messages), byKey(rows.open), byKey(rows.ratings)];
  return (kind: GroupKind, key: string): AttendanceFigures => {
    const id = `${kind}:${key}`;
    // The total and each day count every resolution once; attendants and departments, theirs.
    const resolvedCount = kind === "total" || kind === "day" ? resolutions.get(id)?.count : resolved.get(id)?.count;
    const rated = ratings.get(id);
    return {
      ticketsResolved: resolvedCount ?? 0,
      firstAnswerMedian: seconds(firstAnswers.get(id)?.median),
      firstAnswerP90: seconds(firstAnswers.get(id)?.p90),
      resolutionMedian: seconds(resolutions.get(id)?.median),
      resolutionP90: seconds(resolutions.get(id)?.p90),
      messagesSent: messages.get(id)?.sent ?? 0,
      openAtEnd: open.get(id)?.open ?? 0,
      ratings: rated?.ratings ?? 0,
      ratingAverage: rated ? rounded(rated.average, 2) : null,
      csat: rated ? rounded((100 * rated.satisfied) / rated.ratings, 1) : null,
    };
  };
}

/** The keys of a kind that have any figure. */
const keysWithFigures = (rows: FigureRows, kind: GroupKind) =>
  new Set(
    [rows.events, rows.messages, rows.open, rows.ratings].flatMap((list) =>
      list.filter((row) => row.kind === kind).map((row) => row.key),
    ),
  );

const byName = <T extends { name: string | null }>(a: T, b: T) =>
  (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff");

/** The report from the figures of each query: a row per listed attendant and department, the total and each day. */
export function assembleAttendanceReport(
  range: { from: string; to: string; timeZone: string; days: string[] },
  rows: FigureRows,
  roster: Roster,
): AttendanceReport {
  const figures = figuresOf(rows);
  const users = keysWithFigures(rows, "user");
  const queues = keysWithFigures(rows, "queue");
  const attendants = roster.attendants
    .filter((user) => roster.listed.attendants.has(user.id) || users.has(String(user.id)))
    .map((user) => ({ userId: user.id, name: user.name, ...figures("user", String(user.id)) }))
    .sort(byName);
  const departments = [
    ...roster.departments
      .filter((queue) => roster.listed.departments.has(queue.id) || queues.has(String(queue.id)))
      .map((queue) => ({
        queueId: queue.id,
        name: queue.name,
        color: queue.color ?? null,
        ...figures("queue", String(queue.id)),
      }))
      .sort(byName),
    ...(queues.has("none") ? [{ queueId: null, name: null, color: null, ...figures("queue", "none") }] : []),
  ];
  const days: DayFigures[] = range.days.map((day) => {
    const { openAtEnd, ...daily } = figures("day", day);
    return { day, ...daily };
  });
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    attendants,
    departments,
    total: figures("total", ""),
    days,
  };
}
