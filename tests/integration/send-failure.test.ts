import { POST as resend } from "@/app/api/messages/[id]/resend/route";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { JobRunner } from "@/lib/jobs/job-runner";
import { setSocketServer } from "@/lib/realtime/emitter";
import { sendMessage } from "@/lib/messages/send-message";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { SCHEDULE_STATUS } from "@/lib/schedules/schedule-view";
import { getTicket } from "@/lib/tickets/get-ticket";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call, makeTenant } from "@/tests/support/factories";
import { recordingIo, type Emitted } from "@/tests/support/recording-io";
import { drainDue, sendsRunner } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { headersOf } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();
const CONTACT = "5511977775555";

let caller: Caller;
let headers: Record<string, string>;
let simulator: SimulatorSession;
let ticketId: number;
let emitted: Emitted[];

beforeEach(async () => {
  const tenant = await makeTenant();
  caller = {
    userId: tenant.admin.id,
    idGraf: tenant.idGraf,
    name: "Ana",
    email: tenant.admin.email,
    profile: "admin",
    canSeeAllTickets: true,
    queueIds: [],
  };
  headers = await headersOf(tenant.admin);
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const connection = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id, isDefault: true },
  });
  simulator = await pairedSimulator(connection.id);
  const inbound = {
    id: `IN-${Date.now()}`,
    chatId: CONTACT,
    isGroup: false,
    fromMe: false,
    contact: { number: CONTACT },
    kind: "conversation" as const,
  };
  const received = await receiveMessage(
    { id: connection.id, idGraf: tenant.idGraf },
    { ...inbound, body: "Oi", timestamp: new Date(), raw: {} },
  );
  ticketId = received!.ticketId;
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: caller.userId } });
  emitted = [];
  setSocketServer(recordingIo<Record<string, unknown>>((event) => emitted.push(event)));
});

afterEach(() => setSocketServer(undefined));

const sendAgain = (messageId: number) => call(resend, { method: "POST", headers, params: { id: String(messageId) } });
const sentTo = () => simulator.outbox().filter((sent) => sent.to === CONTACT);

/** A reply whose five attempts all fail. */
async function failedReply(body: string) {
  simulator.failNextSends(5);
  const message = await sendMessage(caller, ticketId, { body });
  await drainDue(sendsRunner());
  return message;
}

test("a send that fails five times keeps its reason, marks its ticket's row and is told to the chat and the lists", async () => {
  const message = await failedReply("Não chegou");
  expect(await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
    ack: 0,
    sendError: "ERR_SENDING_WAPP_MSG",
    sendRetryError: null,
  });
  expect(sentTo()).toEqual([]);
  expect((await getTicket(caller, ticketId)).lastMessageFailed).toBe(true);
  const failedUpdate = emitted.find(
    (e) => e.channel === `appMessage-${caller.idGraf}` && (e.payload.message as { sendError?: string }).sendError,
  );
  expect(failedUpdate?.payload).toMatchObject({
    action: "update",
    message: { id: message.id, sendError: "ERR_SENDING_WAPP_MSG" },
  });
  const rowUpdate = emitted.find(
    (e) =>
      e.channel === `ticket-${caller.idGraf}` &&
      (e.payload.ticket as { lastMessageFailed?: boolean })?.lastMessageFailed,
  );
  expect(rowUpdate?.payload).toMatchObject({ action: "update", ticket: { id: ticketId, lastMessageFailed: true } });
});

test("a send whose first attempt failed says at once, live, that it is being tried again, until it is sent", async () => {
  simulator.failNextSends(1);
  const message = await sendMessage(caller, ticketId, { body: "Segunda tentativa" });
  const updatesOf = () =>
    emitted
      .filter((e) => e.channel === `appMessage-${caller.idGraf}` && e.payload.action === "update")
      .map((e) => e.payload.message as { id: number; ack: number; sendRetryError: string | null });
  // The retry waits a minute: what the chat shows meanwhile is the mark, not a bare clock.
  await new JobRunner([{ ...sendMessageJob, baseDelayMs: 60_000 }]).drain();
  expect(await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
    ack: 0,
    sendError: null,
    sendRetryError: "ERR_SENDING_WAPP_MSG",
  });
  expect(updatesOf()).toEqual([
    expect.objectContaining({ id: message.id, ack: 0, sendRetryError: "ERR_SENDING_WAPP_MSG" }),
  ]);
  expect(sentTo()).toEqual([]);

  await prisma.job.updateMany({ where: { key: `send-message:${message.id}` }, data: { runAt: new Date() } });
  await drainDue(sendsRunner());
  expect(sentTo().map((sent) => sent.body)).toEqual([expect.stringContaining("Segunda tentativa")]);
  expect(await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
    ack: 1,
    sendError: null,
    sendRetryError: null,
  });
  expect(updatesOf().at(-1)).toMatchObject({ id: message.id, ack: 1, sendRetryError: null });
});

test("'send again' delivers the failed message once, however many times it is clicked at once", async () => {
  const message = await failedReply("Agora vai");
  const clicks = await Promise.all([sendAgain(message.id), sendAgain(message.id), sendAgain(message.id)]);
  expect(clicks.map((click) => click.status)).toEqual([200, 200, 200]);
  expect(clicks[0].json).toMatchObject({ id: message.id, sendError: null, ack: 0 });
  expect((await getTicket(caller, ticketId)).lastMessageFailed).toBe(false);
  await drainDue(sendsRunner());
  expect(sentTo().map((sent) => [sent.id, sent.body])).toEqual([[message.providerMessageId, "Agora vai"]]);
  expect(await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
    ack: 1,
    sendError: null,
  });
  // A later click finds nothing failed and sends nothing.
  expect((await sendAgain(message.id)).status).toBe(200);
  await drainDue(sendsRunner());
  expect(sentTo()).toHaveLength(1);
});

test("a send that fails again after 'send again' shows its failure again", async () => {
  const message = await failedReply("Ainda não");
  simulator.failNextSends(5);
  await sendAgain(message.id);
  await drainDue(sendsRunner());
  expect(await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
    sendError: "ERR_SENDING_WAPP_MSG",
  });
  expect(sentTo()).toEqual([]);
});

test("a schedule whose message failed shows as sent once its message is sent again", async () => {
  const message = await failedReply("Lembrete");
  const schedule = await prisma.schedule.create({
    data: {
      idGraf: caller.idGraf,
      contactId: (await getTicket(caller, ticketId)).contactId,
      body: "Lembrete",
      sendAt: new Date(),
      messageId: message.id,
      status: SCHEDULE_STATUS.error,
      error: "ERR_SENDING_WAPP_MSG",
    },
  });
  await sendAgain(message.id);
  await drainDue(sendsRunner());
  expect(await prisma.schedule.findUniqueOrThrow({ where: { id: schedule.id } })).toMatchObject({
    status: SCHEDULE_STATUS.sent,
    error: null,
  });
});

test("only a message of ours that the caller may see is sent again", async () => {
  const message = await failedReply("Meu");
  const stranger = await makeTenant();
  const foreign = await call(resend, {
    method: "POST",
    headers: await headersOf(stranger.admin),
    params: { id: String(message.id) },
  });
  expect(foreign).toMatchObject({ status: 404, json: { error: "ERR_NOT_FOUND" } });
  const theirs = await prisma.message.findFirstOrThrow({ where: { ticketId, fromMe: false } });
  expect((await sendAgain(theirs.id)).json.error).toBe("ERR_NO_PERMISSION");
});
