import { provide, service } from "@/lib/process/registry";

// Whether this process is on its way out. server.ts raises it first thing on SIGTERM/SIGINT, so a
// load balancer polling /api/ready stops sending new work while the rest shuts down.
declare module "@/lib/process/registry" {
  interface ProcessServices {
    shuttingDown: boolean;
  }
}

export function markShuttingDown(value = true) {
  provide("shuttingDown", value || undefined);
}

export const isShuttingDown = () => service("shuttingDown") === true;
