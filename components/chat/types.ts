import type { listMessages } from "@/lib/messages/list-messages";
import type { MessageView } from "@/lib/messages/message-view";
import type { TicketView } from "@/lib/tickets/ticket-view";
import type { JsonOf } from "@/lib/utils/as-json";

// The chat's view of the API's JSON: the types of the views the API answers with.

export type ChatMessage = JsonOf<MessageView> & {
  /** Client only: shown at once while the server stores it (its id is negative until then). */
  optimistic?: boolean;
};

export type ChatContact = NonNullable<ChatMessage["contact"]>;

export type ChatTicket = JsonOf<TicketView>;

/** GET /messages/{ticketId}. */
export type MessagePage = JsonOf<Awaited<ReturnType<typeof listMessages>>>;

/** The signed-in user, as the chat needs them (the signature, own messages, the transfer dialog). */
export type Viewer = { id: number; name: string; profile: string };
