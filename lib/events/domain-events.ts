// What happened in the inbox, told after the transaction that did it has committed. Use cases
// dispatch these (lib/events/dispatch.ts) instead of calling what follows by hand; listeners
// (lib/listeners/) react. An event carries ids and the few facts its listeners need, not views:
// a listener reads what it needs. This module imports nothing, so every folder of lib/ may use it.

/** Where a ticket is: what decides who may see it (lib/realtime/ticket-recipients.ts). */
export type TicketPlace = { idGraf: number; status: string; userId: number | null; queueId: number | null };

/** A WhatsApp connection of a tenant. */
export type ConnectionRef = { id: number; idGraf: number };

/** A ticket a message started ("new") or reopened (where it was while closed). */
export type TicketStart = TicketPlace | "new";

/** One stored inbound message, with what the bot and the call reply need of it (its media is a job's: lib/inbound/download-media-job.ts). */
export type ReceivedMessage = {
  messageId: number;
  ticketId: number;
  contactId: number;
  /** Set on the batch's first message of a ticket it started or reopened. */
  started?: TicketStart;
  fromMe: boolean;
  isGroup: boolean;
  kind: string;
  body: string;
  /** The 1 to 5 this message gave its closed ticket (a rating's answer), which stays closed. */
  rating?: number;
};

/**
 * What changed a stored message: the provider's ack, edit or deletion, our deletion, the send job
 * (sent, or an attempt failed and it will try again), or 'send again'.
 */
export type MessageChange = "ack" | "edit" | "delete" | "sent" | "retrying" | "resent";

type TicketMove = { idGraf: number; ticketId: number; before: TicketPlace; after: TicketPlace };

export type DomainEvent =
  /** A connection's burst of messages, stored in one commit, in the order they came. */
  | { type: "message.received"; connection: ConnectionRef; messages: ReceivedMessage[] }
  /** Messages of ours stored with ack 0 (reply, media, forward, schedule, bot, call reply), sent by the job; or a private note, never sent. */
  | { type: "message.created"; idGraf: number; messageIds: number[]; started?: Map<number, TicketStart> }
  | { type: "message.updated"; idGraf: number; messageId: number; change: MessageChange }
  /** A private note named these attendants (who may all see its ticket). */
  | { type: "note.mentioned"; idGraf: number; messageId: number; userIds: number[] }
  /** The send job's last attempt failed: the message shows the failure (`error`, a code of the catalogue; `reason`, the provider's words). */
  | { type: "message.sendFailed"; idGraf: number; messageId: number; error: string; reason: string }
  /** A bulk send's row went out, or failed for good after its retries. */
  | { type: "bulk.itemSettled"; idGraf: number; batchId: number; itemId: number; outcome: "sent" | "failed" }
  /** A bulk send's batch changed: created, a step taken, paused, resumed or cancelled. */
  | { type: "bulk.batchChanged"; batchId: number }
  | { type: "schedule.changed"; scheduleId: number }
  | { type: "schedule.deleted"; idGraf: number; scheduleId: number }
  /** A tenant setting saved (the SSO secret's metadata included, never the secret). */
  | { type: "setting.changed"; idGraf: number; key: string }
  /** A received message's file was stored, or could not be (`stored` false). */
  | { type: "media.downloaded"; idGraf: number; messageId: number; stored: boolean }
  | { type: "ticket.created"; idGraf: number; ticketId: number }
  | ({ type: "ticket.accepted"; userId: number } & TicketMove)
  | ({ type: "ticket.transferred"; byUserId: number | null } & TicketMove)
  | ({ type: "ticket.returned"; byUserId: number | null } & TicketMove)
  /** Closed by a user, or by auto-close (`byUserId` null). */
  | ({ type: "ticket.resolved"; byUserId: number | null } & TicketMove)
  /** Any other change of a ticket: tags, connection, counters, the bot's choice of queue (`before` when it moved). */
  | { type: "ticket.updated"; idGraf: number; ticketId: number; before?: TicketPlace }
  | { type: "ticket.read"; idGraf: number; ticketId: number }
  | { type: "ticket.unread"; idGraf: number; ticketId: number }
  | { type: "ticket.deleted"; idGraf: number; ticketId: number; place: TicketPlace }
  | { type: "contact.created"; idGraf: number; contactId: number }
  | { type: "contact.updated"; idGraf: number; contactId: number }
  /** `contact`: the contact as the API showed it, for listeners that announce the deletion. */
  | { type: "contact.deleted"; idGraf: number; contactId: number; contact: { id: number } & Record<string, unknown> }
  | { type: "queue.saved"; idGraf: number; queueId: number }
  | { type: "queue.deleted"; idGraf: number; queueId: number }
  /** A connection's session reported a QR or a status, now stored. */
  | { type: "connection.sessionChanged"; connection: ConnectionRef }
  /** A connection's settings were created or changed, or the connection removed. */
  | { type: "connection.saved"; connection: ConnectionRef }
  | { type: "connection.deleted"; connection: ConnectionRef }
  /** A webhook delivery was enqueued by hand (test, retry) or tried; `deliveryId` is its BigInt id as text. */
  | { type: "webhook.deliveryChanged"; idGraf: number; deliveryId: string }
  /** The server disabled a webhook endpoint (410, or every try failed); the endpoint carries why. */
  | { type: "webhook.endpointDisabled"; idGraf: number; endpointId: string };

export type DomainEventType = DomainEvent["type"];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
