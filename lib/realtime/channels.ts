// Socket.IO event names: the channels of spec section 7, with the tenant (idGraf) or the user in the
// name where the spec puts it. The name never decides who receives an event: the server emits each
// one only to the rooms of those who may read its data through REST (see rooms.ts,
// ticket-recipients.ts). A user channel carries the same payloads as the tenant channel it mirrors,
// so a user whose id equals the tenant's id merely gets a repeat.
export const channels = {
  user: "user",
  settings: "settings",
  /** Connection settings created, changed or deleted. */
  whatsapp: (idGraf: number) => `whatsapp-${idGraf}`,
  /** Queues (departments) created, changed (also their chatbot menu) or deleted. */
  queue: (idGraf: number) => `queue-${idGraf}`,
  /** A connection's session: status and QR. */
  whatsappSession: (idGraf: number) => `whatsappSession-${idGraf}`,
  /** Session status of provider-hosted (Z-API) instances. */
  zapiInstanceStatus: (idGraf: number) => `notify-zapi-instance-status-${idGraf}`,
  /** update / newTicketIncoming / delete. */
  ticket: (idGraf: number) => `ticket-${idGraf}`,
  /** update / new of tickets that are open. */
  ticketOpen: (idGraf: number) => `ticket-open-${idGraf}`,
  /** updateToUnread / transferTicket. */
  ticketUpdated: (idGraf: number) => `ticket-updated-${idGraf}`,
  /** create / update of messages. */
  appMessage: (idGraf: number) => `appMessage-${idGraf}`,
  downloadedMedia: "downloadedMedia",
  contact: (idGraf: number) => `contact-${idGraf}`,
  /** update / delete of scheduled messages (their status changes when they are sent). */
  schedule: (idGraf: number) => `schedule-${idGraf}`,
  /** update: a bulk send's progress, after each send. */
  bulkMessage: (idGraf: number) => `bulkMessage-${idGraf}`,
  /** The user's own share: sessions of the connection tied to them (status, without the QR). */
  userWhatsappSession: (userId: number) => `whatsappSession-${userId}`,
  /** Tickets assigned to the user, by status: update, and delete when one leaves them. */
  userTicket: (userId: number) => `ticket-${userId}`,
  userTicketPending: (userId: number) => `ticket-pending-${userId}`,
  userTicketClosed: (userId: number) => `ticket-closed-${userId}`,
  /** transferTicket / updateToUnread of tickets assigned to the user. */
  userTicketUpdated: (userId: number) => `ticket-updated-${userId}`,
  /** A private note mentioned the user: { messageId, ticketId, author, contactName, body }. */
  noteMention: (userId: number) => `noteMention-${userId}`,
  /** Sent just before the server disconnects a socket whose session ended: { error: "ERR_SESSION_EXPIRED" }. */
  sessionExpired: "sessionExpired",
} as const;
