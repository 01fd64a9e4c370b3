import type { DomainEvent, ReceivedMessage, TicketStart } from "@/lib/events/domain-events";
import { listen } from "@/lib/events/dispatch";
import { publishContact, publishQueue } from "./realtime/publish-catalog";
import { publishMention } from "./realtime/publish-mention";
import {
  publishCreated,
  publishDownloadedMedia,
  publishMessageUpdate,
  publishSendOutcome,
} from "./realtime/publish-messages";
import {
  publishBatch,
  publishSchedule,
  publishScheduleDeleted,
  publishSetting,
} from "./realtime/publish-settings-and-sends";
import { publishConnection, publishConnectionDeleted, publishSession } from "./realtime/publish-session";
import { publishWebhookDelivery, publishWebhookEndpoint } from "./realtime/publish-webhooks";
import { publishTicket, publishTicketDeleted, publishTransfer, publishUnread } from "./realtime/publish-tickets";

/** The tickets an inbound batch started or reopened, by ticket id. */
const startedTickets = (messages: ReceivedMessage[]) =>
  new Map(messages.flatMap((m): [number, TicketStart][] => (m.started ? [[m.ticketId, m.started]] : [])));

/** Each event's publication; null where the change's screen is told otherwise. */
type Handlers = {
  [T in DomainEvent["type"]]: ((event: Extract<DomainEvent, { type: T }>) => Promise<void> | void) | null;
};

// Every domain event on the Socket.IO channels of spec section 7, to the sockets whose user may
// read the same thing through REST.
const handlers: Handlers = {
  "message.received": (e) =>
    publishCreated(
      e.connection.idGraf,
      e.messages.map((m) => m.messageId),
      startedTickets(e.messages),
    ),
  "message.created": (e) => publishCreated(e.idGraf, e.messageIds, e.started),
  "message.updated": (e) =>
    e.change === "resent" ? publishSendOutcome(e.idGraf, e.messageId) : publishMessageUpdate(e.idGraf, e.messageId),
  "message.sendFailed": (e) => publishSendOutcome(e.idGraf, e.messageId),
  "note.mentioned": publishMention,
  "media.downloaded": (e) => publishDownloadedMedia(e.idGraf, e.messageId),
  // The batch's progress follows as bulk.batchChanged.
  "bulk.itemSettled": null,
  "bulk.batchChanged": (e) => publishBatch(e.batchId),
  "schedule.changed": (e) => publishSchedule(e.scheduleId),
  "schedule.deleted": (e) => publishScheduleDeleted(e.idGraf, e.scheduleId),
  "setting.changed": (e) => publishSetting(e.idGraf, e.key),
  "ticket.created": (e) => publishTicket(e.idGraf, e.ticketId, "new"),
  "ticket.accepted": (e) => publishTicket(e.idGraf, e.ticketId, e.before),
  "ticket.transferred": (e) => publishTransfer(e.idGraf, e.ticketId, e.before),
  "ticket.returned": (e) => publishTicket(e.idGraf, e.ticketId, e.before),
  "ticket.resolved": (e) => publishTicket(e.idGraf, e.ticketId, e.before),
  "ticket.updated": (e) => publishTicket(e.idGraf, e.ticketId, e.before),
  "ticket.read": (e) => publishTicket(e.idGraf, e.ticketId),
  "ticket.unread": (e) => publishUnread(e.idGraf, e.ticketId),
  "ticket.deleted": (e) => publishTicketDeleted(e.ticketId, e.place),
  "contact.created": publishContact,
  "contact.updated": publishContact,
  "contact.deleted": publishContact,
  "queue.saved": publishQueue,
  "queue.deleted": publishQueue,
  "connection.sessionChanged": (e) => publishSession(e.connection),
  "connection.saved": (e) => publishConnection(e.connection),
  "connection.deleted": (e) => publishConnectionDeleted(e.connection),
  "webhook.deliveryChanged": publishWebhookDelivery,
  "webhook.endpointDisabled": publishWebhookEndpoint,
};

export function listenForRealtime(order: number) {
  for (const type of Object.keys(handlers) as DomainEvent["type"][]) {
    const handle = handlers[type];
    if (handle) listen(type, { name: "realtime", order, handle: handle as (event: DomainEvent) => Promise<void> });
  }
}
