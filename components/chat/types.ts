// The chat's view of the API's JSON (lib/messages/message-view.ts, lib/tickets/ticket-view.ts).
export type ChatContact = { id: number; name: string; profilePicUrl: string | null };

export type ChatMessage = {
  id: number;
  ticketId: number;
  idGraf: number;
  body: string;
  fromMe: boolean;
  read: boolean;
  ack: number;
  mediaUrl: string | null;
  mediaType: string | null;
  mediaNameOriginal: string | null;
  createdAt: string;
  isDeleted: boolean;
  editedMessage: string | null;
  isForwardMessage: boolean;
  /** The failure WhatsApp reported for a send of ours (an error code), if any. */
  sendError?: string | null;
  /** A note between attendants, never sent to the contact. */
  isPrivate?: boolean;
  /** Who wrote it, for messages from the business side. */
  user?: { id: number; name: string } | null;
  mentions?: { id: number; name: string }[];
  dataJson: unknown;
  contact: ChatContact | null;
  quotedMsg: { id: number; body: string; fromMe: boolean; mediaType: string | null; isDeleted: boolean; contact: ChatContact | null } | null;
  /** Client only: shown at once while the server stores it (its id is negative until then). */
  optimistic?: boolean;
};

export type ChatTicket = {
  id: number;
  status: "open" | "pending" | "closed";
  userId: number | null;
  user: { id: number; name: string } | null;
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  whatsappId: number | null;
  contactId: number;
  contact: { id: number; name: string; number: string; profilePicUrl: string | null };
  isGroup: boolean;
  /** Messages from the contact since the ticket was last read. */
  unreadMessages?: number;
  tags: { id: number; name: string; color: string }[];
};

export type MessagePage = { messages: ChatMessage[]; ticket: ChatTicket; hasMore: boolean; hasNewer: boolean };

export type Viewer = { id: number; name: string; profile: string };
