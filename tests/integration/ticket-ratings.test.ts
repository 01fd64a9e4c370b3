import { GET as attendanceReport } from "@/app/api/reports/attendance/route";
import { GET as dashboardTickets } from "@/app/api/tickets/dashboard/route";
import { GET as getTicket, PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import type { AttendanceReport } from "@/lib/reports/attendance-report-view";
import { RATING_PROMPT_HINT } from "@/lib/chatbot/greeting-template";
import { dayIn } from "@/lib/utils/zoned-day";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeAttendant, makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// A connection with a rating message asks for a rating from 1 to 5 when an attendant resolves a
// ticket; the contact's answer rates the ticket, counted for that attendant, opens nothing and is
// thanked by the farewell; any other answer opens a ticket as before.
const pairedSimulator = liveSimulators();

const RATING = "Como foi o atendimento, {{name}}?";
const FAREWELL = "Obrigado, {{name}}!";

let desk: Awaited<ReturnType<typeof makeDesk>>;
let attendant: Awaited<ReturnType<typeof makeAttendant>>;
let simulator: SimulatorSession;
let seq = 0;

beforeEach(async () => {
  desk = await makeDesk();
  attendant = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  await prisma.whatsapp.update({
    where: { id: desk.whatsappId },
    data: { ratingMessage: RATING, farewellMessage: FAREWELL },
  });
  simulator = await pairedSimulator(desk.whatsappId);
});

/** A ticket the attendant holds, resolved by them, with its prompt sent. */
async function resolvedTicket() {
  const contact = await makeContact(desk.idGraf, { name: "Joana" });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: attendant.id,
    queueId: desk.queueId,
  });
  const resolved = await call(updateTicket, {
    method: "PUT",
    headers: attendant.headers,
    params: { id: String(ticket.id) },
    body: { status: "closed", userId: attendant.id },
  });
  expect(resolved.status).toBe(200);
  await drainSends();
  return { ticket, number: contact.number };
}

const contactWrites = async (from: string, body: string) => {
  const message: InboundMessage = {
    id: `RATE-${++seq}`,
    chatId: from,
    isGroup: false,
    fromMe: false,
    contact: { number: from, name: "Joana" },
    kind: "conversation",
    body,
    timestamp: new Date(),
    raw: null,
  };
  await simulator.receive(message);
  await drainSends();
};
const received = (number: string) =>
  simulator
    .outbox()
    .filter((sent) => sent.to === number)
    .map((sent) => sent.body)
    .reverse();
const ticketsOf = (number: string) =>
  prisma.ticket.findMany({ where: { idGraf: desk.idGraf, contact: { number } }, orderBy: { id: "asc" } });
const ratingOf = async (ticketId: number) =>
  (await call(getTicket, { headers: desk.admin.headers, params: { id: String(ticketId) } })).json.rating;

test("the line the server adds to the rating message is in the company's contact language", async () => {
  await prisma.setting.create({ data: { idGraf: desk.idGraf, key: "messagesLocale", value: "es" } });
  const { number } = await resolvedTicket();
  expect(received(number)).toEqual(["Como foi o atendimento, Joana?\n\nResponda con una nota de 1 a 5."]);
});

async function todaysReport() {
  const today = dayIn(new Date(), env().APP_TIMEZONE);
  const res = await call(attendanceReport, {
    path: `/api/reports/attendance?from=${today}&to=${today}`,
    headers: desk.admin.headers,
  });
  expect(res.status).toBe(200);
  return res.json as AttendanceReport;
}

test("a resolve asks for a rating; the contact's 5 rates the ticket for its attendant, opens nothing and gets the farewell", async () => {
  const { ticket, number } = await resolvedTicket();
  expect(received(number)).toEqual([`Como foi o atendimento, Joana?\n\n${RATING_PROMPT_HINT.pt}`]);

  await contactWrites(number, " 5 ");
  expect(received(number)).toEqual([`Como foi o atendimento, Joana?\n\n${RATING_PROMPT_HINT.pt}`, "Obrigado, Joana!"]);
  const tickets = await ticketsOf(number);
  expect(tickets).toMatchObject([{ id: ticket.id, status: "closed", userId: attendant.id }]);
  expect(await ratingOf(ticket.id)).toBe(5);

  const report = await todaysReport();
  expect(report.attendants.find((row) => row.userId === attendant.id)).toMatchObject({
    ratings: 1,
    ratingAverage: 5,
    csat: 100,
  });
  expect(report.departments.find((row) => row.queueId === desk.queueId)).toMatchObject({ ratings: 1 });
  expect(report.total).toMatchObject({ ratings: 1, ratingAverage: 5, csat: 100 });

  const today = dayIn(new Date(), env().APP_TIMEZONE);
  const dashboard = await call(dashboardTickets, {
    path: `/api/tickets/dashboard?date=${today}&dashBoard=true&showAll=true`,
    headers: desk.admin.headers,
  });
  expect(dashboard.json.ratings).toEqual({ count: 1, average: 5, csat: 100 });

  // The question was answered: a second number is a message like any other.
  await contactWrites(number, "4");
  expect((await ticketsOf(number)).map((each) => each.status)).toEqual(["pending"]);
  expect(await ratingOf(ticket.id)).toBe(5);
});

test("an 'obrigado' instead opens the conversation again, with no rating, and a number after it rates nothing", async () => {
  const { ticket, number } = await resolvedTicket();
  await contactWrites(number, "obrigado");
  const [reopened] = await ticketsOf(number);
  expect(reopened).toMatchObject({ id: ticket.id, status: "pending" });
  expect(await ratingOf(ticket.id)).toBeNull();

  await call(updateTicket, {
    method: "PUT",
    headers: desk.admin.headers,
    params: { id: String(ticket.id) },
    body: { status: "open", userId: desk.admin.id },
  });
  await contactWrites(number, "5");
  expect(await ratingOf(ticket.id)).toBeNull();
  expect((await todaysReport()).total).toMatchObject({ ratings: 0, ratingAverage: null, csat: null });
  expect(received(number)).not.toContain("Obrigado, Joana!");
});

test("an answer after RATING_WINDOW_HOURS opens a ticket and leaves the rating empty", async () => {
  const { ticket, number } = await resolvedTicket();
  const askedLongAgo = new Date(Date.now() - (env().RATING_WINDOW_HOURS + 1) * 3_600_000);
  await prisma.ticketRating.update({ where: { ticketId: ticket.id }, data: { askedAt: askedLongAgo } });
  await contactWrites(number, "5");
  expect((await ticketsOf(number)).some((each) => each.status === "pending")).toBe(true);
  expect(await ratingOf(ticket.id)).toBeNull();
});

test("without a rating message a resolve says the farewell at once, as before", async () => {
  await prisma.whatsapp.update({ where: { id: desk.whatsappId }, data: { ratingMessage: "  " } });
  const { ticket, number } = await resolvedTicket();
  expect(received(number)).toEqual(["Obrigado, Joana!"]);
  await contactWrites(number, "5");
  expect((await ticketsOf(number)).map((each) => each.status)).toEqual(["pending"]);
  expect(await ratingOf(ticket.id)).toBeNull();
});

test("a group's resolve asks nothing", async () => {
  const group = await makeContact(desk.idGraf, { name: "Equipe", isGroup: true });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: group.id,
    status: "open",
    userId: attendant.id,
  });
  await call(updateTicket, {
    method: "PUT",
    headers: attendant.headers,
    params: { id: String(ticket.id) },
    body: { status: "closed", userId: attendant.id },
  });
  await drainSends();
  expect(await prisma.ticketRating.count({ where: { ticketId: ticket.id } })).toBe(0);
  expect(received(group.number)).toEqual([]);
});
