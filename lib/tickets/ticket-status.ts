export const TICKET_STATUSES = ["pending", "open", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
