import { randomBytes } from "node:crypto";
import type { Ack } from "@/lib/whatsapp/provider";

// What the simulated phone holds for one connection: the QR it shows, and what the business side
// sent through it (newest first).
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

export type SimulatedPhone = { qr: string | null; outbox: OutboxItem[]; failingSends: number };

const holder = globalThis as typeof globalThis & { __atendeSimulatedPhones?: Map<number, SimulatedPhone> };
const phones = (holder.__atendeSimulatedPhones ??= new Map());

export function phoneOf(connectionId: number): SimulatedPhone {
  let phone = phones.get(connectionId);
  if (!phone) {
    phone = { qr: null, outbox: [], failingSends: 0 };
    phones.set(connectionId, phone);
  }
  return phone;
}

export const newQr = (connectionId: number) => `atende-simulator:${connectionId}:${randomBytes(16).toString("hex")}`;
export const newMessageId = () => `SIM${randomBytes(10).toString("hex").toUpperCase()}`;
/** The number the simulated phone pairs as, derived from the connection so it stays the same. */
export const simulatedNumber = (connectionId: number) => `5511900${String(connectionId).padStart(6, "0")}`;
