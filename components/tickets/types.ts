// The ticket as the API answers it (lib/tickets/ticket-view.ts), dates as JSON strings.
export type TicketStatus = "pending" | "open" | "closed";

export type Ticket = {
  id: number;
  status: TicketStatus;
  userId: number | null;
  user: { id: number; name: string } | null;
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  whatsappId: number;
  whatsapp: { id: number; name: string } | null;
  contactId: number;
  contact: { id: number; name: string; number: string; profilePicUrl: string | null };
  idGraf: number;
  isGroup: boolean;
  tags: { id: number; name: string; color: string }[];
  lastMessage: string;
  lastMessageTime: string | null;
  createdAt: string;
  updatedAt: string;
  unread: boolean;
  unreadMessages: number;
  /** The last message is ours and its send failed for good. */
  lastMessageFailed: boolean;
};

export type TicketPage = { tickets: Ticket[]; hasMore: boolean };

export type Counts = { openTicketsCount: number; pendingTicketsCount: number; closedTicketsCount: number };

/** Who is looking: the visibility policy's inputs (lib/tickets/ticket-visibility.ts). */
export type TicketViewer = { userId: number; queueIds: number[]; canSeeAll: boolean };

export type QueueChoice = { id: number; name: string; color: string };

/** The manager's filters: my/all, the departments (with "without department") and the tags. */
export type ListFilters = {
  visibility: "me" | "all";
  queueIds: number[];
  withoutQueue: boolean;
  tagIds: number[];
};
