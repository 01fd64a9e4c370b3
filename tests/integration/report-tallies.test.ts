import { prisma } from "@/lib/db/client";
import { eventKindFigures } from "@/lib/reports/event-figures";
import type { EventRow } from "@/lib/reports/event-kind-groups";
import { foldReportTallies } from "@/lib/reports/fold-report-tallies";
import { messagesSentSql, messagesSentTallySql, type MessagesSentRow } from "@/lib/reports/messages-sent-figures";
import { openAtEndSql, openNowSql, type OpenAtEndRow } from "@/lib/reports/open-at-end-figures";
import { reportRows, type ReportWindow } from "@/lib/reports/report-sql";
import { makeAttendant, makeDesk, makeQueue } from "@/tests/support/ticket-factories";
import { tellAnotherTenantsStory, tellStory } from "@/tests/support/ticket-stories";

// A report not narrowed reads ReportTally for the whole UTC days and hours inside its window and
// the events for the rest; narrowed, it reads the events alone (and messagesSentSql the hours). Both
// must give the same figures for any window, whatever the triggers have added since the last fold.

type Desk = Awaited<ReturnType<typeof makeDesk>>;
let desk: Desk;
let ana: number, bruno: number, suporte: number;
const tickets: number[] = [];

const at = (hours: number) => new Date(Date.UTC(2026, 2, 10) + hours * 3_600_000).toISOString();
const minutes = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000).toISOString();

/** A window of the days from `firstDay` to `lastDay` of a time zone, given its offset from UTC in minutes. */
function windowOf(firstDay: string, lastDay: string, timeZone: string, offsetMinutes: number): ReportWindow {
  const start = new Date(Date.parse(`${firstDay}T00:00Z`) - offsetMinutes * 60_000);
  const end = new Date(Date.parse(`${lastDay}T00:00Z`) + 86_400_000 - offsetMinutes * 60_000);
  return { idGraf: desk.idGraf, firstDay, lastDay, start, end, endAt: end, timeZone };
}

const WINDOWS = () => [
  windowOf("2026-03-10", "2026-03-12", "America/Sao_Paulo", -180),
  windowOf("2026-03-10", "2026-03-12", "Asia/Kolkata", 330),
  windowOf("2026-03-11", "2026-03-11", "America/Sao_Paulo", -180),
  windowOf("2026-03-09", "2026-03-14", "UTC", 0),
];

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);
const sortedEvents = (rows: EventRow[]) =>
  rows
    .map((row) => ({ ...row, median: rounded(row.median), p90: rounded(row.p90) }))
    .sort((a, b) => `${a.name}:${a.kind}:${a.key}`.localeCompare(`${b.name}:${b.kind}:${b.key}`));
const byGroup = <T extends { kind: string; key: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));

// Tickets open now, narrowed or not, as the periods in progress and as the tabs' counts give them.
async function expectOpenNowToMatchPeriods() {
  const today = new Date().toISOString().slice(0, 10);
  for (const narrowed of [{}, { queueId: desk.queueId }, { userId: ana }, { userId: bruno }]) {
    const window = { ...windowOf(today, today, "UTC", 0), endAt: new Date(), ...narrowed };
    const fromPeriods = await reportRows<OpenAtEndRow>(openAtEndSql(window));
    if (!("userId" in narrowed)) expect(fromPeriods.length).toBeGreaterThan(0);
    expect(byGroup(await reportRows<OpenAtEndRow>(openNowSql(window)))).toEqual(byGroup(fromPeriods));
  }
}

async function expectTallyToMatchSources() {
  await expectOpenNowToMatchPeriods();
  for (const window of WINDOWS()) {
    for (const name of ["first_answer", "resolution"] as const) {
      const fromEvents = await eventKindFigures(window, name, { fromEvents: true });
      expect(fromEvents.length).toBeGreaterThan(0);
      expect(sortedEvents(await eventKindFigures(window, name))).toEqual(sortedEvents(fromEvents));
    }
    const sent = await reportRows<MessagesSentRow>(messagesSentSql(window));
    expect(byGroup(await reportRows<MessagesSentRow>(messagesSentTallySql(window)))).toEqual(byGroup(sent));
  }
}

const unfolded = () =>
  prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "ReportTally" WHERE NOT "folded"`;
const tallyRows = async () =>
  (
    await prisma.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM "ReportTally" WHERE "idGraf" = ${desk.idGraf}`
  )[0].n;

beforeAll(async () => {
  desk = await makeDesk();
  [ana, bruno] = [(await makeAttendant(desk.idGraf)).id, (await makeAttendant(desk.idGraf)).id];
  suporte = (await makeQueue(desk.idGraf, "Suporte")).id;
  // Tickets every 3 h 50 min over four days, so their events fall on both sides of UTC's and
  // the time zones' midnights and inside and outside whole hours; every third is handed over from
  // Bruno in the first department to Ana in Suporte, some stay open, and two last equally long.
  for (let i = 0; i < 24; i++) {
    const start = at(i * 3.8333 - 2);
    const wait = i % 5 === 4 ? 3 : 1 + (i % 4);
    const taken = minutes(start, wait);
    const answered = minutes(taken, 2 + (i % 7));
    const closed = minutes(answered, 20 + 13 * (i % 3));
    const holder = i % 2 ? ana : bruno;
    const periods =
      i % 3 === 0
        ? [
            { status: "pending" as const, queueId: desk.queueId, from: start, to: taken, contactAt: start },
            {
              status: "open" as const,
              userId: bruno,
              queueId: desk.queueId,
              from: taken,
              to: answered,
              contactAt: start,
            },
            {
              status: "pending" as const,
              queueId: suporte,
              from: answered,
              to: minutes(answered, 4),
              contactAt: start,
            },
            {
              status: "open" as const,
              userId: ana,
              queueId: suporte,
              from: minutes(answered, 4),
              to: closed,
              contactAt: start,
              answeredAt: minutes(answered, 9),
            },
            { status: "closed" as const, userId: ana, queueId: suporte, from: closed },
          ]
        : [
            { status: "pending" as const, queueId: desk.queueId, from: start, to: taken, contactAt: start },
            {
              status: "open" as const,
              userId: holder,
              queueId: desk.queueId,
              ...(i % 4 === 2 ? {} : { to: closed }),
              from: taken,
              contactAt: start,
              answeredAt: answered,
            },
            ...(i % 4 === 2
              ? []
              : [{ status: "closed" as const, userId: holder, queueId: desk.queueId, from: closed }]),
          ];
    const ticket = await tellStory(desk, periods, [
      { at: start },
      { at: answered, userId: holder },
      { at: minutes(answered, 70), userId: holder },
    ]);
    tickets.push(ticket.id);
  }
  // Another tenant's figures in the same hours stay out of every window.
  await tellAnotherTenantsStory(at(30), at(30.5), at(31));
});

test("the tally gives the events' figures, before and after a fold, which leaves one row per group", async () => {
  expect((await unfolded())[0].n).toBeGreaterThan(0);
  await expectTallyToMatchSources();
  await foldReportTallies();
  expect((await unfolded())[0].n).toBe(0);
  const groups = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT DISTINCT "idGraf", "name", "scope", "key", "period" FROM "ReportTally") g`;
  expect(await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "ReportTally"`).toEqual(groups);
  await expectTallyToMatchSources();
});

test("figures recorded again change nothing once folded", async () => {
  await foldReportTallies();
  const before = await tallyRows();
  await prisma.$queryRaw`SELECT record_ticket_figures(${tickets}::int[])`;
  await expectTallyToMatchSources();
  await foldReportTallies();
  expect(await tallyRows()).toBe(before);
  await expectTallyToMatchSources();
});

test("a deleted ticket, department or attendant leaves the tally as it leaves the events", async () => {
  await prisma.ticket.delete({ where: { id: tickets[4] } });
  await expectTallyToMatchSources();
  await prisma.queue.delete({ where: { id: suporte } });
  await expectTallyToMatchSources();
  await foldReportTallies();
  await expectTallyToMatchSources();
  await prisma.user.delete({ where: { id: bruno } });
  await expectTallyToMatchSources();
  await foldReportTallies();
  await expectTallyToMatchSources();
});
