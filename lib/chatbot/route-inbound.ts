import type { RawTx } from "@/lib/db/sql-transaction";
import type { ReceivedMessage, TicketPlace } from "@/lib/events/domain-events";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TenantClock } from "@/lib/settings/deployment-clock";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { enqueueAutomaticReply } from "@/lib/tickets/automatic-reply";
import { chosenNumber, fillTemplate, menuMessage } from "./greeting-template";
import { isDayOff, isWeekend, withinHours, type WeekFlags } from "./work-hours";

// What the connection answers by itself to a contact no attendant has taken yet (spec: queues and
// chatbot, work hours): the out-of-work message, the greeting with numbered queues, a queue's
// chatbot menu, nested options, and the hand-over to a person.

type Department = {
  id: number;
  name: string;
  greetingMessage: string | null;
  outOfWorkMessage: string | null;
  startWork: string | null;
  endWork: string | null;
  holiday: boolean;
} & WeekFlags;
type MenuOption = { id: number; name: string; greetingMessage: string | null; options: { name: string }[] };

type Ticket = {
  id: number;
  idGraf: number;
  status: string;
  userId: number | null;
  queueId: number | null;
  contact: { name: string };
  whatsapp: WeekFlags & {
    greetingMessage: string | null;
    outOfWorkMessage: string | null;
    hasChatbot: boolean;
    defineWorkHours: boolean;
    startWorkHour: string;
    endWorkHour: string;
    startWorkHourWeekend: string;
    endWorkHourWeekend: string;
    queues: Department[];
    defaultQueue: Department | null;
  };
  queue: Department | null;
  /** The queue's top-level menu. */
  chatbots: MenuOption[];
  /** The option the contact is at, with its own options. */
  chatbotOption: { isAgent: boolean; greetingMessage: string | null; options: MenuOption[] } | null;
};

/** A menu's options (each with the names of its own) in menu order (lib/queues/menu-tree.ts). */
const optionsWhere = (where: Prisma.Sql) => Prisma.sql`(
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name, 'greetingMessage', o."greetingMessage",
      'options', (SELECT coalesce(jsonb_agg(jsonb_build_object('name', s.name) ORDER BY s.position, s.id), '[]'::jsonb)
        FROM "ChatbotOption" s WHERE s."parentId" = o.id)) ORDER BY o.position, o.id), '[]'::jsonb)
  FROM "ChatbotOption" o WHERE ${where})`;

/** The ticket with what the bot decides on, read in the transaction that stored the message. */
async function load(tx: RawTx, ticketId: number): Promise<Ticket> {
  const [ticket] = await tx.$queryRaw<Ticket[]>`
    SELECT t.id, t."idGraf", t.status, t."userId", t."queueId", jsonb_build_object('name', c.name) AS contact,
      jsonb_build_object('greetingMessage', w."greetingMessage", 'outOfWorkMessage', w."outOfWorkMessage",
        'hasChatbot', w."hasChatbot", 'defineWorkHours', w."defineWorkHours", 'startWorkHour', w."startWorkHour",
        'endWorkHour', w."endWorkHour", 'startWorkHourWeekend', w."startWorkHourWeekend",
        'endWorkHourWeekend', w."endWorkHourWeekend", 'monday', w.monday, 'tuesday', w.tuesday,
        'wednesday', w.wednesday, 'thursday', w.thursday, 'friday', w.friday, 'saturday', w.saturday,
        'sunday', w.sunday,
        'queues', (SELECT coalesce(jsonb_agg(to_jsonb(q) ORDER BY q.id), '[]'::jsonb)
          FROM "WhatsappQueue" wq JOIN "Queue" q ON q.id = wq."queueId" WHERE wq."whatsappId" = w.id),
        'defaultQueue', (SELECT to_jsonb(q) FROM "Queue" q WHERE q.id = w."defaultQueueId")) AS whatsapp,
      (SELECT to_jsonb(q) FROM "Queue" q WHERE q.id = t."queueId") AS queue,
      ${optionsWhere(Prisma.sql`o."queueId" = t."queueId" AND o."parentId" IS NULL`)} AS chatbots,
      (SELECT jsonb_build_object('isAgent', n."isAgent", 'greetingMessage', n."greetingMessage",
          'options', ${optionsWhere(Prisma.sql`o."parentId" = n.id`)})
        FROM "ChatbotOption" n WHERE n.id = t."chatbotOptionId") AS "chatbotOption"
    FROM "Ticket" t JOIN "Contact" c ON c.id = t."contactId" JOIN "Whatsapp" w ON w.id = t."whatsappId"
    WHERE t.id = ${ticketId}`;
  return ticket;
}

const placeOf = ({ idGraf, status, userId, queueId }: Ticket): TicketPlace => ({ idGraf, status, userId, queueId });
/** What the bot changes of the ticket: the department it lands in, the menu option it is at. */
type TicketChange = { queueId?: number; chatbotOptionId?: number };
type Change = { reply?: string; ticket?: TicketChange; menu?: boolean };

function connectionClosed(ticket: Ticket, at: Date, timeZone: string) {
  const w = ticket.whatsapp;
  if (!w.defineWorkHours) return false;
  return !withinHours(at, timeZone, w, (day) =>
    isWeekend(day)
      ? { start: w.startWorkHourWeekend, end: w.endWorkHourWeekend }
      : { start: w.startWorkHour, end: w.endWorkHour },
  );
}

/** Closed on a holiday and on a day its flag is off (with or without hours), and outside its hours when it has them. */
function queueClosed(queue: Department, at: Date, timeZone: string) {
  if (queue.holiday || isDayOff(at, timeZone, queue)) return true;
  if (!queue.startWork || !queue.endWork) return false;
  return !withinHours(at, timeZone, queue, () => ({ start: queue.startWork!, end: queue.endWork! }));
}

/** Decided at `at` on the company's clock: its hours, and the greeting's word in its contacts' language. */
function decide(ticket: Ticket, body: string, isNewConversation: boolean, at: Date, clock: TenantClock): Change {
  const fill = (text: string) => fillTemplate(text, ticket.contact.name, at, clock);
  const queues = ticket.whatsapp.queues;
  const greetingMenu = () =>
    fill(
      menuMessage(
        ticket.whatsapp.greetingMessage,
        queues.map((q) => q.name),
      ),
    );
  if (isNewConversation && connectionClosed(ticket, at, clock.timeZone) && ticket.whatsapp.outOfWorkMessage) {
    const closed = fill(ticket.whatsapp.outOfWorkMessage);
    // On a chatbot connection the menu follows the out-of-hours text, so the contact's next
    // message is read as a choice of department (spec section 3), not as a missed answer.
    const menuDue = !ticket.queueId && ticket.whatsapp.hasChatbot && queues.length > 1;
    return menuDue ? { reply: `${closed}\n\n${greetingMenu()}`, menu: true } : { reply: closed };
  }
  const closedNote = (queue: Department) =>
    queueClosed(queue, at, clock.timeZone) && queue.outOfWorkMessage ? fill(queue.outOfWorkMessage) : undefined;
  // A conversation that starts in a department (the connection's only one, or its default one
  // without the chatbot) hears when that department is closed, as one that chose it does.
  const closedOnArrival = isNewConversation && ticket.queue ? closedNote(ticket.queue) : undefined;
  if (closedOnArrival) return { reply: closedOnArrival };
  const land = (queue: Department): TicketChange => ({ queueId: queue.id });
  const enter = (queue: Department): Change => ({
    ticket: land(queue),
    reply: closedNote(queue) ?? (queue.greetingMessage ? fill(queue.greetingMessage) : undefined),
  });
  if (!ticket.queueId) {
    if (queues.length < 2) return {};
    const fallback = ticket.whatsapp.defaultQueue;
    // Without the chatbot there is no menu: the ticket waits in the default department, whose
    // out-of-hours message still tells the contact when it is closed.
    if (!ticket.whatsapp.hasChatbot) return fallback ? { ticket: land(fallback), reply: closedNote(fallback) } : {};
    const choice = chosenNumber(body, queues.length);
    if (choice) return enter(queues[choice - 1]);
    // A new conversation gets the menu; an answer that is no choice ends in the default department.
    if (isNewConversation || !fallback) return { reply: greetingMenu(), menu: true };
    return enter(fallback);
  }
  if (!ticket.whatsapp.hasChatbot || !ticket.queue) return {};
  const node = ticket.chatbotOption;
  // An option that hands over to a person ends the menu.
  if (node?.isAgent) return {};
  const options = node ? node.options : ticket.chatbots;
  if (!options.length) return {};
  const choice = chosenNumber(body, options.length);
  if (!choice)
    return {
      reply: fill(
        menuMessage(
          node ? node.greetingMessage : ticket.queue.greetingMessage,
          options.map((o) => o.name),
        ),
      ),
    };
  const option = options[choice - 1];
  const reply = option.options.length
    ? menuMessage(
        option.greetingMessage,
        option.options.map((o) => o.name),
      )
    : option.greetingMessage;
  return { ticket: { chatbotOptionId: option.id }, reply: reply ? fill(reply) : undefined };
}

export type BotFacts = {
  id: number;
  userId: number | null;
  status: string;
  queueId: number | null;
  whatsapp: { defineWorkHours: boolean; hasChatbot: boolean; queueCount: number };
  queue: { holiday: boolean; daysOff: boolean; startWork: string | null; outOfWorkMessage: string | null } | null;
};

/** What decides whether the bot could answer on these tickets, read once for a batch of messages, in its transaction. */
export async function readBotFacts(db: RawTx, idGraf: number, ticketIds: number[]): Promise<Map<number, BotFacts>> {
  const rows = await db.$queryRaw<BotFacts[]>(Prisma.sql`
    SELECT t.id, t."userId", t.status, t."queueId",
      json_build_object('defineWorkHours', w."defineWorkHours", 'hasChatbot', w."hasChatbot",
        'queueCount', (SELECT count(*)::int FROM "WhatsappQueue" wq WHERE wq."whatsappId" = w.id)) AS whatsapp,
      (SELECT json_build_object('holiday', q.holiday, 'startWork', q."startWork", 'outOfWorkMessage', q."outOfWorkMessage",
        'daysOff', NOT (q.monday AND q.tuesday AND q.wednesday AND q.thursday AND q.friday AND q.saturday AND q.sunday))
        FROM "Queue" q WHERE q.id = t."queueId") AS queue
    FROM "Ticket" t JOIN "Whatsapp" w ON w.id = t."whatsappId" WHERE t."idGraf" = ${idGraf} AND t.id = ANY(${ticketIds}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the bot could have anything to say: most messages belong to tickets someone has taken or
 * to connections with one queue and no work hours, and skip the full load. A "no" stays true while
 * the bot answers the rest of a batch, since the bot never takes a ticket or drops its queue.
 */
function botMayAnswer(ticket: BotFacts, isNewConversation: boolean) {
  if (ticket.userId || ticket.status !== "pending") return false;
  const { whatsapp, queue } = ticket;
  const queueMayBeClosed = !!queue?.outOfWorkMessage && (queue.holiday || queue.daysOff || !!queue.startWork);
  return (
    (isNewConversation && (whatsapp.defineWorkHours || queueMayBeClosed)) ||
    (ticket.queueId ? whatsapp.hasChatbot : whatsapp.queueCount > 1)
  );
}

/** What the bot did: whether it enqueued a reply, and where the ticket was when it moved it. */
export type BotAnswer = { replied: boolean; movedFrom?: TicketPlace };

/**
 * Answers a contact's message (of the tenant) for the bot when it applies, in `tx`, the
 * transaction that stored the message: the ticket's change (department, menu option) and the
 * reply's job (lib/tickets/automatic-reply.ts) commit with it, so what the bot sends and where it
 * leaves the ticket always agree. After the commit: wakeJobs(automaticReply) when it replied,
 * `ticket.updated` when it moved the ticket.
 */
export async function routeInbound(
  tx: RawTx,
  idGraf: number,
  message: ReceivedMessage,
  at = new Date(),
  facts?: BotFacts,
): Promise<BotAnswer> {
  if (message.fromMe || message.isGroup) return { replied: false };
  const known = facts ?? (await readBotFacts(tx, idGraf, [message.ticketId])).get(message.ticketId);
  const isNewConversation = !!message.started;
  if (!known || !botMayAnswer(known, isNewConversation)) return { replied: false };
  const ticket = await load(tx, message.ticketId);
  const change = decide(ticket, message.body, isNewConversation, at, await tenantClock(idGraf, tx));
  if (change.ticket) {
    const { queueId = null, chatbotOptionId = null } = change.ticket;
    await tx.$executeRaw`
      UPDATE "Ticket" SET "queueId" = coalesce(${queueId}::int, "queueId"),
        "chatbotOptionId" = coalesce(${chatbotOptionId}::int, "chatbotOptionId"), "updatedAt" = ${new Date()}::timestamp(3)
      WHERE "id" = ${ticket.id}`;
  }
  if (change.reply)
    await enqueueAutomaticReply(tx, ticket, { text: change.reply, menu: change.menu }, `bot:${message.messageId}`);
  return { replied: !!change.reply, movedFrom: change.ticket && placeOf(ticket) };
}
