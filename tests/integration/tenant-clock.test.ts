import { GET as attendanceReport } from "@/app/api/reports/attendance/route";
import { PUT as putSetting } from "@/app/api/settings/[key]/route";
import { GET as dashboard } from "@/app/api/tickets/dashboard/route";
import { automaticReplyJob } from "@/lib/chatbot/automatic-reply-job";
import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { answerReceived } from "@/lib/inbound/answer-received";
import { receiveMessages } from "@/lib/inbound/receive-message";
import { receivedMessage } from "@/lib/inbound/take-in-messages";
import { JobRunner } from "@/lib/jobs/job-runner";
import type { AttendanceReport } from "@/lib/reports/attendance-report-view";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { call } from "@/tests/support/factories";
import { makeContact, makeDesk } from "@/tests/support/ticket-factories";
import { tellStory } from "@/tests/support/ticket-stories";

// Each company keeps its own clock (the `timeZone` setting) and writes to its contacts in its own
// language (`messagesLocale`): two companies at the same instant see different hours and days.

type Desk = Awaited<ReturnType<typeof makeDesk>>;

async function deskIn(timeZone: string, messagesLocale = "pt") {
  const desk = await makeDesk();
  for (const [key, value] of Object.entries({ timeZone, messagesLocale })) {
    const res = await call(putSetting, {
      method: "PUT",
      path: `/api/settings/${key}`,
      headers: desk.admin.headers,
      body: { value },
      params: { key },
    });
    expect(res.status).toBe(200);
  }
  return desk;
}

let seq = 0;
const message = (from: string, fields: Partial<InboundMessage> = {}): InboundMessage => ({
  id: `CLOCK-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Maria" },
  kind: "conversation",
  body: "Oi",
  timestamp: new Date(),
  raw: {},
  ...fields,
});

const replyJobs = new JobRunner([automaticReplyJob]);

/** A contact's message taken in at `at`, and what Atende answered by itself. */
async function repliesTo(desk: Desk, msg: InboundMessage, at: Date) {
  const connection: ConnectionRef = { id: desk.whatsappId, idGraf: desk.idGraf };
  const ticketId = await sqlTransaction(async (tx) => {
    const [received] = await receiveMessages(connection, [msg], tx);
    await answerReceived(tx, connection, [receivedMessage(received!, msg)], at);
    return received!.ticketId;
  });
  await replyJobs.drain();
  const sent = await prisma.message.findMany({ where: { ticketId, fromMe: true }, orderBy: { id: "asc" } });
  return sent.map((m) => m.body);
}

test("work hours are decided on each company's clock: at one instant one company is open, the other closed", async () => {
  // A Wednesday at 11:30 UTC: 08:30 in São Paulo (open from 08:00), 07:30 in Manaus (not yet).
  const at = new Date("2026-11-25T11:30:00Z");
  const saoPaulo = await deskIn("America/Sao_Paulo");
  const manaus = await deskIn("America/Manaus", "en");
  for (const desk of [saoPaulo, manaus])
    await prisma.whatsapp.update({
      where: { id: desk.whatsappId },
      data: {
        defineWorkHours: true,
        startWorkHour: "08:00",
        endWorkHour: "17:30",
        outOfWorkMessage: "{{greeting}}, {{name}}: {{time}}",
      },
    });
  expect(await repliesTo(saoPaulo, message("5511922220001"), at)).toEqual([]);
  // The greeting's word and time are the company's, in the language it writes to contacts in.
  expect(await repliesTo(manaus, message("5592922220001"), at)).toEqual(["Good morning, Maria: 07:30"]);
});

test("the call reply is written in the company's contact language", async () => {
  const desk = await deskIn("UTC", "es");
  await prisma.setting.update({
    where: { idGraf_key: { idGraf: desk.idGraf, key: "call" } },
    data: { value: "enabled" },
  });
  const [reply] = await repliesTo(desk, message("5511922220002", { kind: "call_log", body: "" }), new Date());
  expect(reply).toMatch(/^\*Mensaje automático:\*\nEste número no atiende llamadas/);
});

test("the dashboard's day begins and ends at the company's midnight", async () => {
  // 16:00 UTC on the 24th is 01:00 on the 25th in Tokyo and 12:00 on the 24th in Manaus.
  const createdAt = new Date("2026-11-24T16:00:00Z");
  const day = async (desk: Desk, date: string) => {
    const params = new URLSearchParams({ date, dashBoard: "true", showAll: "true" });
    const res = await call(dashboard, { headers: desk.admin.headers, path: `/api/tickets/dashboard?${params}` });
    expect(res.status).toBe(200);
    return { count: res.json.count as number, hourly: res.json.hourly as number[] };
  };
  const tokyo = await deskIn("Asia/Tokyo");
  const manaus = await deskIn("America/Manaus");
  for (const desk of [tokyo, manaus]) {
    const contact = await makeContact(desk.idGraf);
    await prisma.ticket.create({
      data: { idGraf: desk.idGraf, contactId: contact.id, whatsappId: desk.whatsappId, status: "pending", createdAt },
    });
  }
  expect(await day(tokyo, "2026-11-24")).toMatchObject({ count: 0 });
  const tokyoDay = await day(tokyo, "2026-11-25");
  expect(tokyoDay.count).toBe(1);
  expect(tokyoDay.hourly[1]).toBe(1);
  expect(await day(manaus, "2026-11-25")).toMatchObject({ count: 0 });
  const manausDay = await day(manaus, "2026-11-24");
  expect(manausDay.count).toBe(1);
  expect(manausDay.hourly[12]).toBe(1);
});

test("the report's days are the company's days", async () => {
  // Resolved at 20:00 UTC on the 10th: the 11th in Tokyo (05:00), the 10th in Manaus (16:00).
  const report = async (desk: Desk) => {
    const res = await call(attendanceReport, {
      path: "/api/reports/attendance?from=2026-03-10&to=2026-03-11",
      headers: desk.admin.headers,
    });
    expect(res.status).toBe(200);
    return res.json as AttendanceReport;
  };
  const resolvedPerDay = (answer: AttendanceReport) => answer.days.map((d) => [d.day, d.ticketsResolved]);
  const tokyo = await deskIn("Asia/Tokyo");
  const manaus = await deskIn("America/Manaus");
  for (const desk of [tokyo, manaus])
    await tellStory(
      desk,
      [
        { status: "pending", from: "2026-03-10T19:00Z", to: "2026-03-10T19:05Z", contactAt: "2026-03-10T19:00Z" },
        {
          status: "open",
          userId: desk.admin.id,
          from: "2026-03-10T19:05Z",
          to: "2026-03-10T20:00Z",
          contactAt: "2026-03-10T19:00Z",
          answeredAt: "2026-03-10T19:10Z",
        },
        { status: "closed", userId: desk.admin.id, from: "2026-03-10T20:00Z" },
      ],
      [{ at: "2026-03-10T19:00Z" }, { at: "2026-03-10T19:10Z", userId: desk.admin.id }],
    );
  const inTokyo = await report(tokyo);
  expect(inTokyo.timeZone).toBe("Asia/Tokyo");
  expect(resolvedPerDay(inTokyo)).toEqual([
    ["2026-03-10", 0],
    ["2026-03-11", 1],
  ]);
  expect(resolvedPerDay(await report(manaus))).toEqual([
    ["2026-03-10", 1],
    ["2026-03-11", 0],
  ]);
});
