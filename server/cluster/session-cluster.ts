import { randomUUID } from "node:crypto";
import type { Server } from "socket.io";
import { AppError } from "@/lib/errors/app-error";
import type { SessionCall, SessionCluster } from "@/lib/whatsapp/sessions/session-cluster";
import type { SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { SessionForwarding } from "./session-forwarding";
import { SessionLeases, TICK_MS } from "./session-leases";

/**
 * This process's part in running the connections' sessions across processes: leases say where a
 * session runs, forwarding carries calls there, and a scan every TICK_MS renews this process's
 * leases, stops sessions whose lease went elsewhere and starts the ones it takes over.
 */
export class ProcessSessionCluster implements SessionCluster {
  readonly processId = randomUUID();
  private readonly leases = new SessionLeases(this.processId);
  private readonly forwarding: SessionForwarding;
  private manager?: SessionManager;
  private timer?: NodeJS.Timeout;
  private scanning = false;

  constructor(
    io: Server,
    private readonly log: (line: string) => void,
  ) {
    this.forwarding = new SessionForwarding(io, this.processId, {
      ownerHolds: async (owner, connectionId) => (await this.leases.owner(connectionId)) === owner,
    });
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
    this.timer = setInterval(() => void this.scan(), TICK_MS);
  }

  async scan() {
    if (this.scanning) return;
    this.scanning = true;
    try {
      const manager = this.running();
      const held = await this.leases.renew();
      for (const id of manager.running()) {
        if (!held.has(id) && (await this.leases.owner(id)) !== this.processId) {
          this.log(`connection ${id}: lease lost, session stopped here`);
          await manager.stopHere(id);
        }
      }
      for (const id of await this.leases.claimFree()) {
        this.log(`connection ${id}: lease taken, session starting here`);
        await manager.startHere(id);
      }
    } catch (error) {
      this.log(`lease scan: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.scanning = false;
    }
  }

  /** Stops scanning and gives up this process's leases (after its sessions stopped). */
  async stop() {
    clearInterval(this.timer);
    await this.leases.releaseAll().catch(() => undefined);
  }

  private running(): SessionManager {
    if (!this.manager) throw new AppError("ERR_WAPP_NOT_INITIALIZED", "Sessions are not running");
    return this.manager;
  }
}
