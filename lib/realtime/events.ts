import type { DefaultEventsMap, Server } from "socket.io";
import type { UserView } from "@/lib/auth/user-view";
import type { BatchView } from "@/lib/bulk/batch-view";
import type { ContactView } from "@/lib/contacts/contact-view";
import type { MessageView } from "@/lib/messages/message-view";
import type { QueueView } from "@/lib/queues/queue-view";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { SettingKey } from "@/lib/settings/defaults";
import type { SsoSecretView } from "@/lib/settings/schemas";
import type { TicketView } from "@/lib/tickets/ticket-view";
import type { JsonOf } from "@/lib/utils/as-json";
import type { ConnectionView } from "@/lib/connections/connection-view";
import type { SessionView } from "@/lib/connections/session-view";
import type { WebhookDeliveryView } from "@/lib/webhooks/webhook-delivery-view";
import type { WebhookEndpointView } from "@/lib/webhooks/webhook-endpoint-view";
import type { SocketSession } from "./user-sockets";

// The payload of each channel of spec section 7 (names built by channels.ts), as the server emits
// it. The emitter takes only these, and the browser's socket receives them through JSON (dates
// become strings: BrowserEvents). A user channel shares its name's shape with the tenant channel it
// mirrors (`ticket-{user}` and `ticket-{idGraf}`), so one key types both.

export type TicketRemoval = { action: "delete"; ticketId: number };
/** `ticket-{idGraf}`, and the assigned user's `ticket-{user}`, `ticket-pending-{user}`, `ticket-closed-{user}`. */
export type TicketChange = { action: "update" | "newTicketIncoming"; ticket: TicketView } | TicketRemoval;
export type TicketOpened = { action: "new" | "update"; ticket: TicketView };
export type TicketUpdated = { action: "transferTicket" | "updateToUnread"; ticket: TicketView };
export type MessageChange = {
  action: "create" | "update";
  message: MessageView;
  ticket: TicketView;
  contact: TicketView["contact"];
};
export type ContactChange =
  { action: "create" | "update"; contact: ContactView } | { action: "delete"; contact: Pick<ContactView, "id"> };
export type SessionChange = { action: "update"; session: SessionView };
export type NoteMention = {
  messageId: number;
  ticketId: number;
  author: { id: number; name: string } | null;
  contactName: string;
  body: string;
};

export interface ServerToClientEvents {
  user: (event: { action: "create" | "update"; user: UserView } | { action: "delete"; userId: number }) => void;
  settings: (event: {
    action: "update";
    setting: { key: SettingKey; value: string } | Omit<SsoSecretView, "value">;
  }) => void;
  [whatsapp: `whatsapp-${number}`]: (
    event: { action: "update"; whatsapp: ConnectionView } | { action: "delete"; whatsappId: number },
  ) => void;
  [queue: `queue-${number}`]: (
    event: { action: "update"; queue: QueueView } | { action: "delete"; queueId: number },
  ) => void;
  /** Per tenant (admins, with the QR) and per user (the connection tied to them, without it). */
  [session: `whatsappSession-${number}`]: (event: SessionChange) => void;
  [zapi: `notify-zapi-instance-status-${number}`]: (event: SessionChange) => void;
  [ticket: `ticket-${number}`]: (event: TicketChange) => void;
  [ticket: `ticket-pending-${number}` | `ticket-closed-${number}`]: (event: TicketChange) => void;
  [ticket: `ticket-open-${number}`]: (event: TicketOpened) => void;
  [ticket: `ticket-updated-${number}`]: (event: TicketUpdated) => void;
  [message: `appMessage-${number}`]: (event: MessageChange) => void;
  downloadedMedia: (event: { message: MessageView }) => void;
  [contact: `contact-${number}`]: (event: ContactChange) => void;
  [schedule: `schedule-${number}`]: (
    event: { action: "update"; schedule: ScheduleView } | { action: "delete"; scheduleId: number },
  ) => void;
  [bulk: `bulkMessage-${number}`]: (event: { action: "update"; batch: BatchView }) => void;
  [mention: `noteMention-${number}`]: (event: NoteMention) => void;
  [delivery: `webhookDelivery-${number}`]: (event: { action: "update"; delivery: WebhookDeliveryView }) => void;
  [endpoint: `webhookEndpoint-${number}`]: (event: { action: "update"; endpoint: WebhookEndpointView }) => void;
  sessionExpired: (event: { error: "ERR_SESSION_EXPIRED" }) => void;
}

/** What a browser asks of the server: to enter a ticket's chat room (answered whether it may) and leave it. */
export interface ClientToServerEvents {
  joinChatBox: (ticketId: number, answer?: (joined: boolean) => void) => void;
  leaveChatBox: (ticketId: number) => void;
}

export type Channel = keyof ServerToClientEvents;
export type Payload<C extends Channel> = Parameters<ServerToClientEvents[C]>[0];

/** What the browser's socket receives of a channel's payload: its JSON. */
export type BrowserPayload<C extends Channel> = JsonOf<Payload<C>>;
export type BrowserEvents = { [C in Channel]: (event: BrowserPayload<C>) => void };

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketSession>;
