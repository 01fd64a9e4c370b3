import type { ProviderSession } from "./provider";
import { sessionManager } from "./sessions/session-manager";

/**
 * What the inbox asks of a connection's provider: sends, reactions, templates, deletions for
 * everyone, number checks, profile pictures and the phone's contacts. A session's lifecycle
 * (start, stop, logout) is not here: it belongs to the connection's use cases (lib/connections/).
 */
export type Sender = Omit<ProviderSession, "start" | "stop" | "logout">;

/**
 * The connection's sender, wherever its session runs: in this process, or (clustered) in the one
 * holding its lease, where each call is carried (lib/whatsapp/sessions/session-cluster.ts).
 * ERR_WAPP_NOT_INITIALIZED when no session can answer for it.
 */
export const senderOf = (connectionId: number): Sender => sessionManager().session(connectionId);
