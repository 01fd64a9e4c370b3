// The one interface the rest of the app uses to talk to WhatsApp, whichever provider is behind a
// connection: Baileys (WhatsApp Web multi-device), Z-API (provider-hosted instances over HTTP and
// webhooks), Meta's official WhatsApp Cloud API (HTTP and signed webhooks) or the built-in
// simulator. Providers translate their own structures into these types.

export const PROVIDER_KINDS = ["baileys", "zapi", "cloud", "simulator"] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Spec section 4, Connection status. */
export type ConnectionStatus = "qrcode" | "PAIRING" | "DISCONNECTED" | "TIMEOUT" | "OPENING" | "CONNECTED";

/** Why a session cannot connect, as the Connections screen explains it (lib/whatsapp/connection-failure.ts). */
export const CONNECTION_FAILURES = [
  "CREDENTIALS_MISSING",
  "CREDENTIALS_REFUSED",
  "NOT_FOUND",
  "UNREACHABLE",
  "PROVIDER_ERROR",
  "INSTANCE_EXPIRED",
  "PHONE_DISCONNECTED",
  "START_FAILED",
] as const;
export type ConnectionFailure = (typeof CONNECTION_FAILURES)[number];

/** A Z-API instance's own state (`zapiStatus`): CANCELADO once Z-API expired it (spec section 8). */
export type ZapiInstanceStatus = "ATIVO" | "CANCELADO";

/** 0 pending, 1 sent to the server, 2 delivered to the server, 3 delivered, 4 read, 5 played. */
export type Ack = 0 | 1 | 2 | 3 | 4 | 5;

/** Message kinds as the spec names them (section 3); anything else is a downloadable document. */
export type MessageKind =
  | "conversation"
  | "extendedTextMessage"
  | "image"
  | "video"
  | "audio"
  | "sticker"
  | "document"
  | "locationMessage"
  | "liveLocationMessage"
  | "contactMessage"
  | "call_log"
  /** An emoji on another message (the quoted one); an empty body takes the reaction away. */
  | "reactionMessage"
  /** An approved template (Cloud API), its text as the contact reads it. */
  | "templateMessage";

// A received file is fetched later, by a job (lib/inbound/download-media-job.ts), from what the
// message's stored payload says (lib/whatsapp/open-inbound-media.ts): never in the event queue.
export type InboundMedia = {
  mimetype: string;
  /** The sender's file name, kept only as mediaNameOriginal; storage names are generated. */
  fileName?: string;
};

export type InboundMessage = {
  /** The provider's id: unique per connection, so a redelivered message changes nothing. */
  id: string;
  /** The other side: a phone number (digits) for a person, the group's id for a group. */
  chatId: string;
  isGroup: boolean;
  fromMe: boolean;
  contact: { number: string; name?: string };
  kind: MessageKind;
  /** Text, caption, file name, 'image|link' for a location with a thumbnail, or a vCard. */
  body: string;
  timestamp: Date;
  quotedId?: string;
  media?: InboundMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  /** What the provider sent, as it came, stored as the message's dataJson. */
  raw: unknown;
};

/**
 * Who sent an edit or a deletion, and in which conversation: `chat` is the number a ticket is kept
 * under (the person's number, or the group's id), `sender` who wrote it (a group's member), and
 * `fromMe` when it came from the connected phone. It may change only a message of the same
 * conversation written by the same side (lib/inbound/apply-message-update.ts).
 */
export type MessageAuthor = { chat: string; sender: string; fromMe: boolean };

export type ProviderEvent =
  | { type: "qr"; qr: string }
  /**
   * A session's status; `reason` says why it cannot connect (stored until the next status), and
   * `zapiStatus` is a Z-API instance's own state when it was read.
   */
  | {
      type: "status";
      status: ConnectionStatus;
      phoneNumber?: string;
      reason?: ConnectionFailure;
      zapiStatus?: ZapiInstanceStatus;
    }
  | { type: "message"; message: InboundMessage }
  | { type: "ack"; id: string; ack: Ack }
  | { type: "edit"; id: string; body: string; author: MessageAuthor }
  | { type: "delete"; id: string; author: MessageAuthor }
  /** A message of ours WhatsApp could not deliver; `error` is the code the chat shows. */
  | { type: "failed"; id: string; error: "ERR_SENDING_WAPP_MSG" | "ERR_WHATSAPP_WINDOW_CLOSED" };

export type OutboundMedia = { data: Buffer; mimetype: string; fileName: string; caption?: string };
export type SendOptions = {
  quotedId?: string;
  /**
   * The id the message should carry, where the provider lets the sender choose it: a send retried
   * after a crash then never reaches the contact twice.
   */
  id?: string;
  /** Shown as forwarded where the provider can mark it (Baileys); Z-API sends have no such flag. */
  forwarded?: boolean;
};

/** A template's variables, in order (or by name for templates with named parameters). */
export type TemplateParameter = { name?: string; text: string };
export type OutboundTemplate = {
  name: string;
  language: string;
  header: TemplateParameter[];
  body: TemplateParameter[];
};

export interface ProviderSession {
  /** Connects: emits qr events until paired, then status CONNECTED; resumes stored credentials. */
  start(): Promise<void>;
  sendText(to: string, body: string, options?: SendOptions): Promise<{ id: string }>;
  sendMedia(to: string, media: OutboundMedia, options?: SendOptions): Promise<{ id: string }>;
  /** An emoji on the message `targetId` (an empty one takes ours away), where the provider can (Cloud API, simulator). */
  sendReaction?(to: string, targetId: string, emoji: string): Promise<{ id: string }>;
  /** An approved template, the only message a Cloud API number may start a conversation with. */
  sendTemplate?(to: string, template: OutboundTemplate): Promise<{ id: string }>;
  deleteForEveryone(to: string, id: string): Promise<void>;
  checkNumber(number: string): Promise<{ exists: boolean; number?: string }>;
  profilePicture(number: string): Promise<string | undefined>;
  /** The contacts the paired phone knows, where the provider can list them (the simulator). */
  listContacts?(): Promise<{ number: string; name?: string }[]>;
  /** Closes the connection and keeps the pairing (shutdown, restart). */
  stop(): Promise<void>;
  /** Unpairs: the next start needs a new QR. */
  logout(): Promise<void>;
}

/** What a provider knows of its connection; credentials live in the database, never in files. */
export type ConnectionRef = {
  id: number;
  idGraf: number;
  provider: ProviderKind;
  zapiInstanceId?: string | null;
  zapiToken?: string | null;
  zapiClientToken?: string | null;
  cloudPhoneNumberId?: string | null;
  cloudBusinessAccountId?: string | null;
  cloudAccessToken?: string | null;
};

export type ProviderFactory = (
  connection: ConnectionRef,
  emit: (event: ProviderEvent) => Promise<void>,
) => ProviderSession;
