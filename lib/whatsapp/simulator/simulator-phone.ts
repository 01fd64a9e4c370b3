import { randomBytes } from "node:crypto";
import { serviceOr } from "@/lib/process/registry";
import type { Ack } from "@/lib/whatsapp/provider";

// What the simulated phone holds for one connection: the QR it shows, and what the business side
// sent through it.
export type OutboxItem = {
  id: string;
  to: string;
  type: "text" | "media";
  body: string;
  fileName?: string;
  mimetype?: string;
  /** Bytes of a media send: what the phone received. */
  size?: number;
  quotedId?: string;
  forwarded: boolean;
  ack: Ack;
  deleted: boolean;
  sentAt: string;
};

/**
 * How many sent messages a phone keeps: the newest, as a phone's chat list shows them. A long demo
 * or a benchmark sends thousands; keeping all of them grew the process and made each send scan them.
 */
export const OUTBOX_KEPT = 1000;

export type SimulatedPhone = {
  qr: string | null;
  /** What the business sent, by id, oldest first (a Map keeps its insertion order). */
  outbox: Map<string, OutboxItem>;
  failingSends: number;
  /** Number → name of the people who wrote to the phone: its address book grows like a real one. */
  contacts: Map<string, string | undefined>;
  /** Numbers WhatsApp does not know: checks say so and sends to them fail. */
  notOnWhatsapp: Set<string>;
};

/** Contacts every simulated phone knows from the start, for trying an import. */
export const FIXED_PHONE_CONTACTS = [
  { number: "5511987650001", name: "Maria Simulada" },
  { number: "5521987650002", name: "José Simulado" },
  { number: "5531987650003", name: "Ana Simulada" },
] as const;

declare module "@/lib/process/registry" {
  interface ProcessServices {
    simulatedPhones: Map<number, SimulatedPhone>;
  }
}

export function phoneOf(connectionId: number): SimulatedPhone {
  const phones = serviceOr("simulatedPhones", () => new Map());
  let phone = phones.get(connectionId);
  if (!phone) {
    phone = { qr: null, outbox: new Map(), failingSends: 0, contacts: new Map(), notOnWhatsapp: new Set() };
    phones.set(connectionId, phone);
  }
  return phone;
}

export const newQr = (connectionId: number) => `atende-simulator:${connectionId}:${randomBytes(16).toString("hex")}`;
export const newMessageId = () => `SIM${randomBytes(10).toString("hex").toUpperCase()}`;
/** The number the simulated phone pairs as, derived from the connection so it stays the same. */
export const simulatedNumber = (connectionId: number) => `5511900${String(connectionId).padStart(6, "0")}`;
