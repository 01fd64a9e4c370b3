import { provide, service } from "@/lib/process/registry";

// Whether this process is on its way out. server.ts raises it first thing on SIGTERM/SIGINT, so a
// load balancer polling /api/ready stops sending new work while the rest shuts down.
declare module "@/lib/process/registry" {
  interface ProcessServices {
    shuttingDown: boolean;
    warmingUp: boolean;
  }
}

export function markShuttingDown(value = true) {
  provide("shuttingDown", value || undefined);
}

export const isShuttingDown = () => service("shuttingDown") === true;

// Raised by server.ts while it runs its hot paths once at start (server/warm-up.ts): not ready yet.
export function markWarmingUp(value = true) {
  provide("warmingUp", value || undefined);
}

export const isWarmingUp = () => service("warmingUp") === true;
