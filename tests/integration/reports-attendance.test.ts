import { NextRequest } from "next/server";
import Papa from "papaparse";
import { GET } from "@/app/api/reports/attendance/route";
import { prisma } from "@/lib/db/client";
import type { AttendanceReport } from "@/lib/reports/attendance-report-view";
import { call, fieldMessages } from "@/tests/support/factories";
import { makeAttendant, makeDesk, makeQueue } from "@/tests/support/ticket-factories";
import { tellAnotherTenantsStory, tellStory } from "@/tests/support/ticket-stories";

// The report's figures against tickets whose times are known, worked out by hand below. Times are
// UTC; the tenant's time zone is America/Sao_Paulo (UTC-3), so the range 2026-03-10 to 2026-03-11
// runs from 2026-03-10T03:00Z to 2026-03-12T03:00Z.
process.env.APP_TIMEZONE = "America/Sao_Paulo";

const RANGE = { from: "2026-03-10", to: "2026-03-11" };
type Desk = Awaited<ReturnType<typeof makeDesk>>;
let desk: Desk;
let ana: number, bruno: number, vendas: number, suporte: number;

async function report(query: Record<string, string | number>, headers = desk.admin.headers) {
  const params = new URLSearchParams(Object.entries({ ...RANGE, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await call(GET, { path: `/api/reports/attendance?${params}`, headers });
  expect(res.status).toBe(200);
  return res.json as AttendanceReport;
}

beforeAll(async () => {
  desk = await makeDesk();
  [ana, bruno] = [(await makeAttendant(desk.idGraf)).id, (await makeAttendant(desk.idGraf)).id];
  vendas = desk.queueId;
  suporte = (await makeQueue(desk.idGraf, "Suporte")).id;
  const d = (time: string) => `2026-03-${time}Z`;

  // 1. Waits 2 min in Vendas, Ana takes it and answers 3 min later, writes again, resolves.
  await tellStory(
    desk,
    [
      { status: "pending", queueId: vendas, from: d("10T12:00"), to: d("10T12:02"), contactAt: d("10T12:00") },
      {
        status: "open",
        userId: ana,
        queueId: vendas,
        from: d("10T12:02"),
        to: d("10T12:30"),
        contactAt: d("10T12:00"),
        answeredAt: d("10T12:05"),
      },
      { status: "closed", userId: ana, queueId: vendas, from: d("10T12:30") },
    ],
    [{ at: d("10T12:00") }, { at: d("10T12:05"), userId: ana }, { at: d("10T12:10"), userId: ana }],
  );

  // 2. Bruno takes it from Vendas and, without answering, transfers it to Suporte, where Ana takes
  // it, answers and resolves it.
  await tellStory(
    desk,
    [
      { status: "pending", queueId: vendas, from: d("10T13:00"), to: d("10T13:10"), contactAt: d("10T13:00") },
      {
        status: "open",
        userId: bruno,
        queueId: vendas,
        from: d("10T13:10"),
        to: d("10T13:20"),
        contactAt: d("10T13:00"),
      },
      { status: "pending", queueId: suporte, from: d("10T13:20"), to: d("10T13:30"), contactAt: d("10T13:00") },
      {
        status: "open",
        userId: ana,
        queueId: suporte,
        from: d("10T13:30"),
        to: d("10T14:00"),
        contactAt: d("10T13:00"),
        answeredAt: d("10T13:34"),
      },
      { status: "closed", userId: ana, queueId: suporte, from: d("10T14:00") },
    ],
    [{ at: d("10T13:00") }, { at: d("10T13:34"), userId: ana }],
  );

  // 3. Bruno answers, hands it to Ana, who writes and resolves; the contact writes again later and
  // the reopened ticket still waits in Vendas when the range ends.
  await tellStory(
    desk,
    [
      { status: "pending", queueId: vendas, from: d("11T12:00"), to: d("11T12:01"), contactAt: d("11T12:00") },
      {
        status: "open",
        userId: bruno,
        queueId: vendas,
        from: d("11T12:01"),
        to: d("11T12:10"),
        contactAt: d("11T12:00"),
        answeredAt: d("11T12:03"),
      },
      {
        status: "open",
        userId: ana,
        queueId: vendas,
        from: d("11T12:10"),
        to: d("11T12:20"),
        contactAt: d("11T12:00"),
        answeredAt: d("11T12:15"),
      },
      { status: "closed", userId: ana, queueId: vendas, from: d("11T12:20"), to: d("11T15:00") },
      { status: "pending", queueId: vendas, from: d("11T15:00"), openedAt: d("11T15:00"), contactAt: d("11T15:00") },
    ],
    [
      { at: d("11T12:00") },
      { at: d("11T12:03"), userId: bruno },
      { at: d("11T12:15"), userId: ana },
      { at: d("11T15:00") },
    ],
  );

  // 4. The bot's menu is no answer; Bruno takes it after 30 min in Suporte and answers 15 min later,
  // and writes again at 23:30 local time (the 12th in UTC). Still open at the end.
  await tellStory(
    desk,
    [
      { status: "pending", queueId: suporte, from: d("11T16:00"), to: d("11T16:30"), contactAt: d("11T16:00") },
      {
        status: "open",
        userId: bruno,
        queueId: suporte,
        from: d("11T16:30"),
        contactAt: d("11T16:00"),
        answeredAt: d("11T16:45"),
      },
    ],
    [
      { at: d("11T16:00") },
      { at: d("11T16:00:05"), fromMe: true },
      { at: d("11T16:45"), userId: bruno },
      { at: d("12T02:30"), userId: bruno },
    ],
  );

  // 5. The evening before the range in local time (already the 10th in UTC): counts for nothing.
  await tellStory(
    desk,
    [
      {
        status: "open",
        userId: ana,
        queueId: vendas,
        from: d("10T00:30"),
        to: d("10T02:00"),
        contactAt: d("10T00:30"),
        answeredAt: d("10T01:00"),
      },
      { status: "closed", userId: ana, queueId: vendas, from: d("10T02:00") },
    ],
    [{ at: d("10T00:30") }, { at: d("10T01:00"), userId: ana }],
  );

  // Another tenant's ticket in the same hours.
  await tellAnotherTenantsStory(d("10T12:00"), d("10T12:01"), d("10T12:30"));
});

const figures = (
  resolved: number,
  firstAnswer: [number, number] | null,
  resolution: [number, number] | null,
  sent: number,
  open: number,
) => ({
  ticketsResolved: resolved,
  firstAnswerMedian: firstAnswer?.[0] ?? null,
  firstAnswerP90: firstAnswer?.[1] ?? null,
  resolutionMedian: resolution?.[0] ?? null,
  resolutionP90: resolution?.[1] ?? null,
  messagesSent: sent,
  openAtEnd: open,
  ratings: 0,
  ratingAverage: null,
  csat: null,
});

const daily = (...args: [number, [number, number] | null, [number, number] | null, number]) => {
  const { openAtEnd, ...day } = figures(...args, 0);
  return day;
};

test("each attendant, department and the total: resolved, first answer and resolution times, messages, open at the end", async () => {
  const body = await report({});
  const row = <T extends object>(rows: T[], key: keyof T, id: unknown) => rows.find((r) => r[key] === id);
  // Ana: first answers after holding 3, 4 and 5 min; held 28, 30 and 10 min of tickets resolved.
  expect(row(body.attendants, "userId", ana)).toMatchObject(figures(3, [240, 288], [1680, 1776], 4, 0));
  // Bruno: 2 and 15 min; held 10 min of ticket 2 (transferred) and 9 of ticket 3.
  expect(row(body.attendants, "userId", bruno)).toMatchObject(figures(0, [510, 822], [570, 594], 3, 1));
  // Vendas: waits of 5 and 3 min (ticket 2 was answered in Suporte); had tickets 30, 20 and 20 min.
  expect(row(body.departments, "queueId", vendas)).toMatchObject(figures(2, [240, 288], [1200, 1680], 4, 1));
  // Suporte: 10 + 4 min of ticket 2 and 45 min of ticket 4; had ticket 2 for 40 min.
  expect(row(body.departments, "queueId", suporte)).toMatchObject(figures(1, [1770, 2514], [2400, 2400], 3, 1));
  expect(body.departments.map((d) => d.queueId)).not.toContain(null);
  // Whole waits 5, 34, 3 and 45 min; whole conversations 30, 60 and 20 min.
  expect(body.total).toEqual(figures(3, [1170, 2502], [1800, 3240], 7, 2));
  // By the local day of the answer, the resolution and the message.
  expect(body.days).toEqual([
    { day: "2026-03-10", ...daily(2, [1170, 1866], [2700, 3420], 3) },
    { day: "2026-03-11", ...daily(1, [1440, 2448], [1200, 1200], 4) },
  ]);
});

// Every figure is an event carrying who answered or resolved and in which department (an
// attendant's resolution time: the holder, and the department it was resolved in).
test("a department keeps the answers and resolutions that happened in it", async () => {
  const body = await report({ queueId: suporte });
  expect(body.departments.map((d) => d.queueId)).toEqual([suporte]);
  expect(body.attendants.find((a) => a.userId === ana)).toMatchObject(figures(1, [240, 240], [1800, 1800], 1, 0));
  // Bruno held ticket 2 in Vendas for 10 min; it was resolved in Suporte.
  expect(body.attendants.find((a) => a.userId === bruno)).toMatchObject(figures(0, [900, 900], [600, 600], 2, 1));
  expect(body.departments[0]).toMatchObject(figures(1, [1770, 2514], [2400, 2400], 3, 1));
  // Tickets 2 and 4 were first answered in Suporte, after 34 and 45 min; ticket 2 resolved there.
  expect(body.total).toEqual(figures(1, [2370, 2634], [3600, 3600], 3, 1));
});

test("an attendant keeps their own answers, resolutions, messages and tickets", async () => {
  const body = await report({ userId: bruno });
  expect(body.attendants.map((a) => a.userId)).toEqual([bruno]);
  expect(body.attendants[0]).toMatchObject(figures(0, [510, 822], [570, 594], 3, 1));
  // Bruno gave ticket 3 its first answer in Vendas and ticket 4 in Suporte; he resolved none.
  expect(body.departments.find((d) => d.queueId === vendas)).toMatchObject(figures(0, [180, 180], null, 1, 0));
  expect(body.departments.find((d) => d.queueId === suporte)).toMatchObject(figures(0, [2700, 2700], null, 2, 1));
  expect(body.total).toEqual(figures(0, [1440, 2448], null, 3, 1));
});

const csvReport = () =>
  GET(
    new NextRequest(`http://localhost/api/reports/attendance?${new URLSearchParams({ ...RANGE, format: "csv" })}`, {
      headers: desk.admin.headers,
    }),
    { params: Promise.resolve({}) },
  );

test("the CSV holds the same figures, a line per attendant, department, the total and each day", async () => {
  const res = await csvReport();
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  expect(res.headers.get("content-disposition")).toBe('attachment; filename="attendance-2026-03-10-2026-03-11.csv"');
  const bytes = Buffer.from(await res.arrayBuffer());
  // A byte-order mark first, which spreadsheets need to read accented names as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe(
    "scope,id,name,day,ticketsResolved,firstAnswerMedian,firstAnswerP90,resolutionMedian,resolutionP90,messagesSent,openAtEnd,ratings,ratingAverage,csat",
  );
  expect(lines).toContain(`attendant,${ana},Attendant,,3,240,288,1680,1776,4,0,0,,`);
  expect(lines).toContain(`department,${suporte},Suporte,,1,1770,2514,2400,2400,3,1,0,,`);
  expect(lines).toContain("total,,,,3,1170,2502,1800,3240,7,2,0,,");
  expect(lines).toContain("day,,,2026-03-11,1,1440,2448,1200,1200,4,,0,,");
});

test("a name a spreadsheet would run as a formula, a line break after it, comes out escaped in the CSV", async () => {
  const formula = '=HYPERLINK("http://evil.example","x")\nz';
  const user = await prisma.user.findUniqueOrThrow({ where: { id: bruno } });
  const queue = await prisma.queue.findUniqueOrThrow({ where: { id: suporte } });
  await prisma.user.update({ where: { id: bruno }, data: { name: formula } });
  await prisma.queue.update({ where: { id: suporte }, data: { name: formula } });
  try {
    const rows = Papa.parse<string[]>(await (await csvReport()).text()).data;
    const nameOf = (scope: string, id: number) => rows.find((row) => row[0] === scope && row[1] === String(id))?.[2];
    expect(nameOf("attendant", bruno)).toBe(`'${formula}`);
    expect(nameOf("department", suporte)).toBe(`'${formula}`);
  } finally {
    await prisma.user.update({ where: { id: bruno }, data: { name: user.name } });
    await prisma.queue.update({ where: { id: suporte }, data: { name: queue.name } });
  }
});

test("only admins read reports; bad ranges are 400 and another tenant's attendant is not found", async () => {
  const attendant = await makeAttendant(desk.idGraf);
  const ask = async (query: Record<string, string>, headers = desk.admin.headers) => {
    const res = await call(GET, { path: `/api/reports/attendance?${new URLSearchParams(query)}`, headers });
    return { status: res.status, error: res.json?.error, fields: fieldMessages(res) };
  };
  expect(await ask(RANGE, attendant.headers)).toMatchObject({ status: 403, error: "ERR_NO_PERMISSION" });
  expect(await ask({ from: "2026-03-11", to: "2026-03-10" })).toEqual({
    status: 400,
    error: "ERR_BAD_REQUEST",
    fields: { to: "toBeforeFrom" },
  });
  expect(await ask({ from: "2025-03-10", to: "2026-03-11" })).toEqual({
    status: 400,
    error: "ERR_BAD_REQUEST",
    fields: { to: "rangeTooLong" },
  });
  expect(await ask({ from: "2026-02-30", to: "2026-03-11" })).toMatchObject({ status: 400, error: "ERR_BAD_REQUEST" });
  expect(await ask({ ...RANGE, format: "xlsx" })).toMatchObject({ status: 400, error: "ERR_BAD_REQUEST" });
  const other = await makeDesk();
  expect(await ask({ ...RANGE, userId: String(other.admin.id) })).toMatchObject({
    status: 404,
    error: "ERR_NO_USER_FOUND",
  });
  expect(await ask({ ...RANGE, queueId: String(other.queueId) })).toMatchObject({
    status: 404,
    error: "ERR_NOT_FOUND",
  });
});
