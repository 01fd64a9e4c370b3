// Socket.IO event names: the channels of spec section 7, with the tenant (idGraf) or the user in the
// name where the spec puts it; each one's payload is in events.ts. The name never decides who
// receives an event: the server emits each one only to the rooms of those who may read its data
// through REST (see rooms.ts, ticket-recipients.ts). A user channel carries the same payloads as the
// tenant channel it mirrors, so a user whose id equals the tenant's id merely gets a repeat.

/** `{base}-{id}`, typed as such so that events.ts gives the channel its payload. */
const withId =
  <Base extends string>(base: Base) =>
  (id: number) =>
    `${base}-${id}` as const;

export const channels = {
  user: "user",
  settings: "settings",
  /** Connection settings created, changed or deleted. */
  whatsapp: withId("whatsapp"),
  /** Queues (departments) created, changed (also their chatbot menu) or deleted. */
  queue: withId("queue"),
  /** A connection's session: status and QR. */
  whatsappSession: withId("whatsappSession"),
  /** Session status of provider-hosted (Z-API) instances. */
  zapiInstanceStatus: withId("notify-zapi-instance-status"),
  /** update / newTicketIncoming / delete. */
  ticket: withId("ticket"),
  /** update / new of tickets that are open. */
  ticketOpen: withId("ticket-open"),
  /** updateToUnread / transferTicket. */
  ticketUpdated: withId("ticket-updated"),
  /** create / update of messages. */
  appMessage: withId("appMessage"),
  downloadedMedia: "downloadedMedia",
  contact: withId("contact"),
  /** update / delete of scheduled messages (their status changes when they are sent). */
  schedule: withId("schedule"),
  /** update: a bulk send's progress, after each send. */
  bulkMessage: withId("bulkMessage"),
  /** update: a webhook delivery enqueued by hand or tried (its status, attempts, last answer, next try). */
  webhookDelivery: withId("webhookDelivery"),
  /** update: a webhook endpoint the server disabled, with why. */
  webhookEndpoint: withId("webhookEndpoint"),
  /** The user's own share: sessions of the connection tied to them (status, without the QR). */
  userWhatsappSession: withId("whatsappSession"),
  /** Tickets assigned to the user, by status: update, and delete when one leaves them. */
  userTicket: withId("ticket"),
  userTicketPending: withId("ticket-pending"),
  userTicketClosed: withId("ticket-closed"),
  /** transferTicket / updateToUnread of tickets assigned to the user. */
  userTicketUpdated: withId("ticket-updated"),
  /** A private note mentioned the user: { messageId, ticketId, author, contactName, body }. */
  noteMention: withId("noteMention"),
  /** Sent just before the server disconnects a socket whose session ended: { error: "ERR_SESSION_EXPIRED" }. */
  sessionExpired: "sessionExpired",
} as const;
