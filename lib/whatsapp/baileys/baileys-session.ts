import type {
  AnyMessageContent,
  AuthenticationCreds,
  BaileysEventMap,
  ConnectionState,
  UserFacingSocketConfig,
  WAMessage,
  WASocket,
} from "baileys";
import { logger } from "@/lib/process/logger";
import type {
  ConnectionRef,
  ConnectionStatus,
  OutboundMedia,
  ProviderEvent,
  ProviderFactory,
  ProviderSession,
  SendOptions,
} from "@/lib/whatsapp/provider";
import { clearAuthState, loadAuthState } from "./auth-state";
import { afterClose, statusCodeOf } from "./connection-policy";
import { addressOf, jidOf } from "./jids";
import { mapUpdate, mapUpsert } from "./map-message";
import { outboundContent } from "./outbound-content";
import { quotedMessage } from "./quoted-message";
import { resolveLids } from "./resolve-lids";
import { baileys, loadBaileys } from "./runtime";
import { silentLogger } from "./silent-logger";

type Emit = (event: ProviderEvent) => Promise<void>;
export type SocketFactory = (config: UserFacingSocketConfig) => WASocket;

/** What WhatsApp shows as "Forwarded" on a message. */
const FORWARDED = { isForwarded: true, forwardingScore: 1 };

/** WhatsApp's answers when a contact has no picture, or hides it from us. */
const NO_PICTURE = [401, 404];

/** One WhatsApp Web connection over Baileys, paired by QR, its keys in the database. */
export class BaileysSession implements ProviderSession {
  private socket?: WASocket;
  /** Raised whenever the session lets go of its socket, so a connect still under way gives up. */
  private generation = 0;
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private status?: ConnectionStatus;
  /** Baileys runs event handlers concurrently; chained here, a message is reported before its ack or revoke. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly connection: ConnectionRef,
    private readonly emit: Emit,
    private readonly createSocket: SocketFactory = (config) => baileys().makeWASocket(config),
  ) {}

  async start() {
    void this.release()?.end(undefined);
    this.failures = 0;
    await this.setStatus("OPENING");
    await this.connect(this.generation);
  }

  async stop() {
    void this.release()?.end(undefined);
  }

  async logout() {
    const socket = this.release();
    // Unlinks the device on the phone when connected; the stored pairing goes either way.
    await socket?.logout().catch(() => socket.end(undefined));
    await clearAuthState(this.connection.id);
    await this.setStatus("DISCONNECTED");
  }

  async sendText(to: string, body: string, options?: SendOptions) {
    return this.send(to, { text: body }, options);
  }

  async sendMedia(to: string, media: OutboundMedia, options?: SendOptions) {
    return this.send(to, outboundContent(media), options);
  }

  /** Deletes a message we sent; deleting others' messages (group admins) is not offered. */
  async deleteForEveryone(to: string, id: string) {
    const jid = jidOf(to);
    await this.live().sendMessage(jid, { delete: { remoteJid: jid, id, fromMe: true } });
  }

  async checkNumber(number: string) {
    const [found] = (await this.live().onWhatsApp(jidOf(number))) ?? [];
    return found?.exists ? { exists: true, number: addressOf(found.jid) } : { exists: false };
  }

  async profilePicture(number: string) {
    try {
      return (await this.live().profilePictureUrl(jidOf(number), "image")) ?? undefined;
    } catch (error) {
      if (NO_PICTURE.includes((error as { data?: unknown }).data as number)) return undefined;
      throw error;
    }
  }

  private async send(to: string, content: AnyMessageContent, options?: SendOptions) {
    const socket = this.live();
    const jid = jidOf(to);
    const quoted = options?.quotedId ? await quotedMessage(this.connection.id, jid, options.quotedId) : undefined;
    // Baileys applies contextInfo to any kind of content, audio included, whatever its types say.
    const marked = options?.forwarded ? ({ ...content, contextInfo: FORWARDED } as AnyMessageContent) : content;
    const sent = await socket.sendMessage(jid, marked, { quoted, messageId: options?.id });
    if (!sent?.key.id) throw new Error("WhatsApp did not take the message");
    return { id: sent.key.id };
  }

  private live(): WASocket {
    if (!this.socket) throw new Error(`WhatsApp connection ${this.connection.id} is not started`);
    return this.socket;
  }

  /** Lets go of the socket, still open: whatever it reports from here on is ignored. */
  private release() {
    clearTimeout(this.retry);
    this.generation++;
    const socket = this.socket;
    this.socket = undefined;
    return socket;
  }

  private async connect(generation: number) {
    const { Browsers, makeCacheableSignalKeyStore } = await loadBaileys();
    const { state, saveCreds } = await loadAuthState(this.connection.id);
    if (generation !== this.generation) return;
    const socket = this.createSocket({
      auth: { creds: state.creds, keys: makeCacheableSignalKeyStore(state.keys, silentLogger) },
      logger: silentLogger,
      browser: Browsers.ubuntu("Atende"),
      markOnlineOnConnect: false,
      syncFullHistory: false,
      // Our own sends are stored by the outbound flow under the id sendMessage returns.
      emitOwnEvents: false,
    });
    this.socket = socket;
    socket.ev.process(
      (events) => (this.queue = this.queue.then(() => this.handle(socket, events, state.creds, saveCreds))),
    );
  }

  private async handle(
    socket: WASocket,
    events: Partial<BaileysEventMap>,
    creds: AuthenticationCreds,
    saveCreds: () => Promise<void>,
  ) {
    if (this.socket !== socket) return;
    try {
      if (events["creds.update"]) await saveCreds();
      const update = events["connection.update"];
      if (update) await this.onConnectionUpdate(socket, update, creds);
      // Both live ("notify") and backlog ("append") messages: the inbound flow is idempotent by id.
      const reported: (ProviderEvent | undefined)[] = [];
      for (const message of events["messages.upsert"]?.messages ?? []) {
        reported.push(mapUpsert(await resolveLids(message, socket.signalRepository.lidMapping)));
      }
      for (const change of events["messages.update"] ?? []) reported.push(mapUpdate(change));
      // Handed over all at once: the connection's event queue keeps their order and stores a
      // backlog of messages in a few commits.
      await Promise.all(reported.map((event) => this.report(event)));
    } catch (error) {
      this.log("could not process WhatsApp events", error);
    }
  }

  /** Old media expires on WhatsApp's servers; the sender's phone uploads it again on request. */
  reuploadMedia(stale: WAMessage): Promise<WAMessage> {
    return this.live().updateMediaMessage(stale);
  }

  private async onConnectionUpdate(socket: WASocket, update: Partial<ConnectionState>, creds: AuthenticationCreds) {
    if (update.qr) {
      await this.report({ type: "qr", qr: update.qr });
      await this.setStatus("qrcode");
    }
    if (update.connection === "open") {
      this.failures = 0;
      await this.setStatus("CONNECTED", socket.user ? addressOf(socket.user.id) : undefined);
    }
    if (update.connection === "close")
      await this.onClose(statusCodeOf(update.lastDisconnect?.error), Boolean(creds.me));
  }

  private async onClose(statusCode: number | undefined, paired: boolean) {
    this.socket = undefined;
    const next = afterClose(statusCode, paired, this.failures);
    if (next.action === "reconnect") {
      this.failures = next.failures;
      const generation = this.generation;
      this.retry = setTimeout(() => void this.reconnect(generation), next.delayMs);
      await this.setStatus(next.status);
      return;
    }
    if (next.action === "logged-out") await clearAuthState(this.connection.id);
    await this.setStatus("DISCONNECTED");
  }

  private async reconnect(generation: number) {
    try {
      await this.connect(generation);
    } catch (error) {
      this.log("could not reconnect", error);
      if (generation === this.generation) await this.onClose(undefined, true);
    }
  }

  private async setStatus(status: ConnectionStatus, phoneNumber?: string) {
    if (status === this.status) return;
    this.status = status;
    await this.report({ type: "status", status, phoneNumber });
  }

  private async report(event: ProviderEvent | undefined) {
    if (!event) return;
    try {
      await this.emit(event);
    } catch (error) {
      this.log(`could not handle a ${event.type} event`, error);
    }
  }

  private log(what: string, error: unknown) {
    logger().error({ err: error, connection: this.connection.id }, `baileys ${this.connection.id}: ${what}`);
  }
}

export const baileysProvider: ProviderFactory = (connection, emit) => new BaileysSession(connection, emit);
