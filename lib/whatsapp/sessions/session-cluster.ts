import type { ProviderSession } from "@/lib/whatsapp/provider";

// Several server processes on one PostgreSQL: each connection's session runs in the one process
// holding its lease, and calls on it made elsewhere are carried to that process. server.ts installs
// an implementation (server/cluster/); with the embedded database there is one process and none.

/** What one process asks of the process running a connection's session. */
export type SessionCall =
  { op: "start" } | { op: "stop"; logout: boolean } | { op: "call"; method: string; args: unknown[] };

export interface SessionCluster {
  /** Takes or keeps the connection's lease for this process; false while another live process holds it. */
  claim(connectionId: number): Promise<boolean>;
  /** Runs the call on the process holding the lease and answers what it answered (or its error). */
  forward(connectionId: number, call: SessionCall): Promise<unknown>;
  /** The connections whose lease this process holds: those it answers for. */
  held(): Promise<number[]>;
}

/**
 * A session run by another process: every method is a call carried to it. It has no `kind` (the
 * owner's session knows its provider) and is not a promise (no `then`).
 */
export function remoteSession(call: (method: string, args: unknown[]) => Promise<unknown>): ProviderSession {
  const local = new Set<string | symbol>(["then", "kind"]);
  return new Proxy({} as ProviderSession, {
    get: (_target, method) =>
      typeof method === "string" && !local.has(method) ? (...args: unknown[]) => call(method, args) : undefined,
  });
}
