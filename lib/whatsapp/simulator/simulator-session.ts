import { prisma } from "@/lib/db/client";
import type {
  Ack,
  ConnectionRef,
  InboundMessage,
  OutboundMedia,
  ProviderEvent,
  ProviderFactory,
  ProviderSession,
  SendOptions,
} from "@/lib/whatsapp/provider";
import { AppError } from "@/lib/errors/app-error";
import { mediaStore } from "@/lib/media/media-store";
import { simulatedInbound, type SimulatedInput } from "./simulator-inbound";
import {
  FIXED_PHONE_CONTACTS,
  newMessageId,
  newQr,
  OUTBOX_KEPT,
  phoneOf,
  simulatedNumber,
  type OutboxItem,
} from "./simulator-phone";

// A provider with no phone behind it: shows a real QR, pairs when told to, and lets tests and
// demos write as any contact. Its pairing is kept in the database like Baileys' credentials, so a
// paired simulator is paired again after a restart.
export const SIMULATOR_PAIRING_KEY = { type: "simulator", keyId: "paired" } as const;

export class SimulatorSession implements ProviderSession {
  readonly kind = "simulator";

  constructor(
    private readonly connection: ConnectionRef,
    private readonly emit: (event: ProviderEvent) => Promise<void>,
  ) {}

  private get phone() {
    return phoneOf(this.connection.id);
  }

  private async paired() {
    const key = { whatsappId_type_keyId: { whatsappId: this.connection.id, ...SIMULATOR_PAIRING_KEY } };
    return !!(await prisma.whatsappAuthKey.findUnique({ where: key }));
  }

  async start() {
    if (await this.paired()) {
      this.phone.qr = null;
      await this.emit({ type: "status", status: "CONNECTED", phoneNumber: simulatedNumber(this.connection.id) });
      return;
    }
    this.phone.qr = newQr(this.connection.id);
    await this.emit({ type: "qr", qr: this.phone.qr });
    await this.emit({ type: "status", status: "qrcode" });
  }

  /** The phone scans the QR on screen. */
  async scan() {
    await prisma.whatsappAuthKey.upsert({
      where: { whatsappId_type_keyId: { whatsappId: this.connection.id, ...SIMULATOR_PAIRING_KEY } },
      create: { whatsappId: this.connection.id, ...SIMULATOR_PAIRING_KEY, value: new Date().toISOString() },
      update: {},
    });
    this.phone.qr = null;
    await this.emit({ type: "status", status: "CONNECTED", phoneNumber: simulatedNumber(this.connection.id) });
  }

  /** A contact writes to the business. */
  async receive(message: InboundMessage) {
    if (!message.isGroup)
      this.phone.contacts.set(
        message.contact.number,
        message.contact.name ?? this.phone.contacts.get(message.contact.number),
      );
    await this.emit({ type: "message", message });
  }

  /** A contact writes, as the simulator API describes it (plain data, so another process can ask). */
  async receiveInput(input: SimulatedInput) {
    const { media } = input;
    const stagedKey =
      media && (await mediaStore().put(this.connection.idGraf, Buffer.from(media.data, "base64"), media.mimetype));
    await this.receive(simulatedInbound(input, stagedKey));
  }

  /** The contact's phone acknowledges something the business sent. */
  async acknowledge(id: string, ack: Ack) {
    const item = this.phone.outbox.get(id);
    if (item) item.ack = ack;
    await this.emit({ type: "ack", id, ack });
    return !!item;
  }

  /** What the business sent, newest first. */
  outbox(): OutboxItem[] {
    return [...this.phone.outbox.values()].reverse();
  }

  /** The phone's owner saves contacts in its address book (a name given replaces the one it had). */
  addContacts(contacts: { number: string; name?: string }[]) {
    for (const { number, name } of contacts) this.phone.contacts.set(number, name ?? this.phone.contacts.get(number));
    return this.phone.contacts.size;
  }

  /** The next sends fail, as when the phone is offline: for trying retries. */
  failNextSends(count: number) {
    this.phone.failingSends = count;
  }

  /** Numbers that are not on WhatsApp, as for trying the inbox's checks; answers every such number. */
  markNotOnWhatsapp(numbers: string[]) {
    for (const number of numbers) this.phone.notOnWhatsapp.add(number);
    return [...this.phone.notOnWhatsapp];
  }

  private record(item: Omit<OutboxItem, "id" | "ack" | "deleted" | "sentAt">, id = newMessageId()) {
    if (this.phone.notOnWhatsapp.has(item.to))
      throw new AppError("ERR_WAPP_INVALID_CONTACT", "Not a valid WhatsApp number.");
    if (this.phone.failingSends > 0) {
      this.phone.failingSends--;
      throw new Error("The simulated phone did not take the message");
    }
    // Like WhatsApp, the phone keeps one message per id: a retried send is not delivered twice.
    const { outbox } = this.phone;
    if (outbox.has(id)) return { id };
    outbox.set(id, { ...item, id, ack: 1, deleted: false, sentAt: new Date().toISOString() });
    if (outbox.size > OUTBOX_KEPT) outbox.delete(outbox.keys().next().value!);
    return { id };
  }

  async sendText(to: string, body: string, options: SendOptions = {}) {
    return this.record(
      { to, type: "text", body, quotedId: options.quotedId, forwarded: !!options.forwarded },
      options.id,
    );
  }

  async sendMedia(to: string, media: OutboundMedia, options: SendOptions = {}) {
    return this.record(
      {
        to,
        type: "media",
        body: media.caption ?? "",
        fileName: media.fileName,
        mimetype: media.mimetype,
        size: media.data.length,
        quotedId: options.quotedId,
        forwarded: !!options.forwarded,
      },
      options.id,
    );
  }

  async deleteForEveryone(_to: string, id: string) {
    const item = this.phone.outbox.get(id);
    if (item) item.deleted = true;
  }

  async checkNumber(number: string) {
    const digits = number.replace(/\D/g, "");
    return /^\d{10,15}$/.test(digits) && !this.phone.notOnWhatsapp.has(digits)
      ? { exists: true, number: digits }
      : { exists: false };
  }

  async listContacts() {
    const known = new Map<string, string | undefined>(
      FIXED_PHONE_CONTACTS.map((contact) => [contact.number, contact.name]),
    );
    this.phone.contacts.forEach((name, number) => known.set(number, name));
    return [...known].map(([number, name]) => ({ number, name }));
  }

  async profilePicture() {
    return undefined;
  }

  async stop() {}

  async logout() {
    await prisma.whatsappAuthKey.deleteMany({ where: { whatsappId: this.connection.id, ...SIMULATOR_PAIRING_KEY } });
    this.phone.qr = null;
    await this.emit({ type: "status", status: "DISCONNECTED" });
  }
}

export const simulatorProvider: ProviderFactory = (connection, emit) => new SimulatorSession(connection, emit);

/** Route code and server.ts load this module separately, so the session is recognised by shape. */
export const isSimulatorSession = (session: ProviderSession): session is SimulatorSession =>
  (session as Partial<SimulatorSession>).kind === "simulator";
