// Socket.IO event names: the channels of spec section 7, with the tenant (idGraf) in the name where
// the spec puts it. Events are emitted only to rooms of the same tenant (see rooms.ts), so the
// name never decides who receives them.
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
} as const;
