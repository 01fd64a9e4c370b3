import { randomUUID } from "node:crypto";
import type { Server } from "socket.io";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/process/logger";
import type { SessionCall, SessionCluster } from "@/lib/whatsapp/sessions/session-cluster";
import type { SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { SessionForwarding } from "./session-forwarding";
import { SessionLeases, tickMs } from "./session-leases";

// A process that stops tells the others, which scan at once: its sessions move within a second
// instead of when its leases would have expired.
const LEASES_RELEASED = "atende:leases-released";

/**
 * This process's part in running the connections' sessions across processes: leases say where a
 * session runs, forwarding carries calls there, and a scan every tick (session-leases.ts) renews
 * this process's leases, stops sessions whose lease went elsewhere and starts the ones it takes over.
 */
export class ProcessSessionCluster implements SessionCluster {
  readonly processId = randomUUID();
  private readonly leases = new SessionLeases(this.processId);
  private readonly forwarding: SessionForwarding;
  private manager?: SessionManager;
  private timer?: NodeJS.Timeout;
  private scanning: Promise<void> | undefined;
  private scanAgain = false;

  constructor(private readonly io: Server) {
    this.forwarding = new SessionForwarding(io, this.processId, {
      ownerHolds: async (owner, connectionId) => (await this.leases.owner(connectionId)) === owner,
    });
  }

  held() {
    return this.leases.held();
  }

  claim(connectionId: number) {
    return this.leases.claim(connectionId);
  }

  async forward(connectionId: number, call: SessionCall): Promise<unknown> {
    const manager = this.running();
    const owner = await this.leases.owner(connectionId);
    if (owner === this.processId) return manager.handle(connectionId, call);
    if (owner) return this.forwarding.send(owner, connectionId, call);
    // Nobody runs it: a start runs here, a stop has nothing to stop.
    if (call.op === "start" && (await this.leases.claim(connectionId))) return manager.startHere(connectionId);
    if (call.op === "stop") return;
    throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Connection not initialized");
  }

  /** Serves forwarded calls and starts the periodic scan. */
  start(manager: SessionManager) {
    this.manager = manager;
    this.forwarding.serve((connectionId, call) => manager.handle(connectionId, call));
    // Not once this process stops scanning itself: it would take sessions it is about to leave.
    this.io.sockets.on(LEASES_RELEASED, () => void (this.timer && this.scan()));
    this.timer = setInterval(() => void this.scan(), tickMs());
  }

  /** Renews, gives up and takes leases; asked while one runs, it runs once more after it. */
  scan(): Promise<void> {
    if (this.scanning) {
      this.scanAgain = true;
      return this.scanning;
    }
    this.scanning = this.scanOnce().finally(() => {
      this.scanning = undefined;
      if (this.scanAgain && this.timer) {
        this.scanAgain = false;
        void this.scan();
      }
    });
    return this.scanning;
  }

  private async scanOnce() {
    try {
      const manager = this.running();
      const held = await this.leases.renew();
      for (const id of manager.running()) {
        if (!held.has(id) && (await this.leases.owner(id)) !== this.processId) {
          logger().info({ connection: id }, `connection ${id}: lease lost, session stopped here`);
          await manager.stopHere(id);
        }
      }
      for (const id of await this.leases.claimFree()) {
        logger().info({ connection: id }, `connection ${id}: lease taken, session starting here`);
        await manager.startHere(id);
      }
    } catch (error) {
      logger().warn({ err: error }, "lease scan failed");
    }
  }

  /** At shutdown, before the sessions stop: takes and starts nothing more. */
  async stopScanning() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.scanning;
  }

  /** At shutdown, once the sessions stopped: gives up this process's leases and tells the others. */
  async leave() {
    try {
      await this.leases.releaseAll();
      this.io.serverSideEmit(LEASES_RELEASED);
    } catch (error) {
      logger().warn({ err: error }, "could not release the session leases; they expire in 15 s");
    }
  }

  private running(): SessionManager {
    if (!this.manager) throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Sessions are not running");
    return this.manager;
  }
}
