import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/process/logger";
import { connectionFailureOf } from "@/lib/whatsapp/connection-failure";
import { provide, service } from "@/lib/process/registry";
import type { ConnectionRef } from "@/lib/events/domain-events";
import type { ProviderEvent, ProviderFactory, ProviderKind, ProviderSession } from "@/lib/whatsapp/provider";
import { EventQueue } from "./event-queue";
import { remoteSession, type SessionCall, type SessionCluster } from "./session-cluster";

// The live provider sessions of this process, one per connection. server.ts creates the manager,
// handing it the inbox's entry for the events sessions report, and starts every connection; route
// handlers reach it through the process registry, because Next bundles route code apart from
// server.ts's module graph. With a cluster (several processes on one
// PostgreSQL) a session runs only where its lease is held, and calls made elsewhere go there.
const connectionRefSelect = {
  id: true,
  idGraf: true,
  provider: true,
  zapiInstanceId: true,
  zapiToken: true,
  zapiClientToken: true,
  cloudPhoneNumberId: true,
  cloudBusinessAccountId: true,
  cloudAccessToken: true,
} as const;

/** Where a connection's events go, in order, a batch at a time (lib/inbound/take-in-provider-events.ts). */
export type Inbox = (connection: ConnectionRef, events: ProviderEvent[]) => Promise<void>;

export class SessionManager {
  private readonly sessions = new Map<number, ProviderSession>();
  private readonly queues = new Map<number, EventQueue>();

  constructor(
    private readonly factories: Record<ProviderKind, ProviderFactory>,
    private readonly inbox: Inbox,
    private readonly cluster?: SessionCluster,
  ) {}

  /** (Re)starts a connection's session; a provider failure leaves it DISCONNECTED with its reason, not thrown. */
  async start(connectionId: number): Promise<void> {
    if (this.cluster && !(await this.cluster.claim(connectionId))) {
      await this.cluster.forward(connectionId, { op: "start" });
      return;
    }
    await this.startHere(connectionId);
  }

  /** Starts the session in this process: one whose lease this process holds (or no cluster). */
  async startHere(connectionId: number): Promise<void> {
    await this.stopHere(connectionId);
    const row = await prisma.whatsapp.findUnique({ where: { id: connectionId }, select: connectionRefSelect });
    if (!row) return;
    const connection = { ...row, provider: row.provider as ProviderKind };
    const factory = this.factories[connection.provider];
    const emit = (event: ProviderEvent) => this.queueOf(connection).push(event);
    await emit({ type: "status", status: "OPENING" });
    if (!factory) {
      await emit({ type: "status", status: "DISCONNECTED", reason: "START_FAILED" });
      return;
    }
    try {
      // A connection missing its credentials cannot make a session: DISCONNECTED, like a refusal.
      const session = factory(connection, emit);
      this.sessions.set(connectionId, session);
      await session.start();
    } catch (error) {
      logger().warn({ err: error, connection: connectionId }, `connection ${connectionId}: the session did not start`);
      this.sessions.delete(connectionId);
      await emit({ type: "status", status: "DISCONNECTED", reason: connectionFailureOf(error) });
    }
  }

  /**
   * Events a provider reports outside its session (Z-API's webhooks): they line up in the
   * connection's queue with everything else it reported, and are stored together with them.
   */
  async deliver(connection: ConnectionRef, events: ProviderEvent[]): Promise<void> {
    const queue = this.queueOf(connection);
    await Promise.all(events.map((event) => queue.push(event)));
  }

  private queueOf(connection: ConnectionRef) {
    let queue = this.queues.get(connection.id);
    if (!queue) {
      const ref = { id: connection.id, idGraf: connection.idGraf };
      queue = new EventQueue((events) => this.inbox(ref, events));
      this.queues.set(connection.id, queue);
    }
    return queue;
  }

  /** The connection's session here, or one whose calls go to the process running it. */
  session(connectionId: number): ProviderSession {
    const session = this.sessions.get(connectionId);
    if (session) return session;
    const cluster = this.cluster;
    if (!cluster) throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Connection not initialized");
    return remoteSession((method, args) => cluster.forward(connectionId, { op: "call", method, args }));
  }

  async stop(connectionId: number, options: { logout?: boolean } = {}): Promise<void> {
    if (this.cluster && !this.sessions.has(connectionId)) {
      await this.cluster.forward(connectionId, { op: "stop", logout: !!options.logout });
      return;
    }
    await this.stopHere(connectionId, options);
  }

  /** Stops the session if it runs in this process (also when its lease went to another). */
  async stopHere(connectionId: number, options: { logout?: boolean } = {}): Promise<void> {
    const session = this.sessions.get(connectionId);
    if (!session) return;
    this.sessions.delete(connectionId);
    await (options.logout ? session.logout() : session.stop());
  }

  /** A call another process forwarded: runs on the session here, whose lease this process holds. */
  async handle(connectionId: number, call: SessionCall): Promise<unknown> {
    if (call.op === "start") return this.startHere(connectionId);
    if (call.op === "stop") return this.stopHere(connectionId, { logout: call.logout });
    const session = this.sessions.get(connectionId) as unknown as
      Record<string, (...args: unknown[]) => unknown> | undefined;
    if (!session || typeof session[call.method] !== "function") {
      throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Connection not initialized");
    }
    return session[call.method](...call.args);
  }

  /** The connections this process answers for: every one, or with a cluster those whose lease it holds. */
  async answersFor(): Promise<number[] | "all"> {
    return this.cluster ? this.cluster.held() : "all";
  }

  /** The connections whose sessions run here. */
  running(): number[] {
    return [...this.sessions.keys()];
  }

  /** Every connection; with a cluster, those whose lease this process can take. */
  async startAll(): Promise<void> {
    const connections = await prisma.whatsapp.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    for (const { id } of connections) if (!this.cluster || (await this.cluster.claim(id))) await this.startHere(id);
  }

  /** Stops every session here, then waits until what they reported is stored (at shutdown). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.stopHere(id)));
    await Promise.all([...this.queues.values()].map((queue) => queue.idle()));
  }
}

declare module "@/lib/process/registry" {
  interface ProcessServices {
    sessions: SessionManager;
  }
}

export const installSessionManager = (manager: SessionManager | undefined) => provide("sessions", manager);

/** The sessions of this process, when it runs them (server.ts; tools and tests may not). */
export const runningSessions = () => service("sessions");

export function sessionManager(): SessionManager {
  const sessions = service("sessions");
  if (!sessions) throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Sessions are not running");
  return sessions;
}
