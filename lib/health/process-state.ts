// Whether this process is on its way out. server.ts raises it first thing on SIGTERM/SIGINT, so a
// load balancer polling /api/ready stops sending new work while the rest shuts down. Kept on
// globalThis: server.ts and Next's route bundles load this module separately.
const holder = globalThis as typeof globalThis & { __atendeShuttingDown?: boolean };

export function markShuttingDown(value = true) {
  holder.__atendeShuttingDown = value;
}

export const isShuttingDown = () => holder.__atendeShuttingDown === true;
