import type { Pool } from "pg";
import type { Server } from "socket.io";
import { forgetCallersElsewhere, forgetCallersHere } from "@/lib/auth/caller";
import { shareApiKeyLimits } from "@/lib/auth/api-key-limit";
import { shareSignInLimits } from "@/lib/auth/rate-limit";

const FORGET_CALLERS = "atende:forget-callers";

/**
 * What must hold across processes besides sessions: the sign-in limits and the API keys' requests
 * count in PostgreSQL, and a caller forgotten in one process (user changed or deleted) is forgotten
 * in every other, over the Socket.IO adapter, within the NOTIFY's round trip instead of the kept
 * caller's 2 s.
 */
export function shareAcrossProcesses(io: Server, pool: Pool) {
  shareSignInLimits(pool);
  shareApiKeyLimits(pool);
  io.sockets.on(FORGET_CALLERS, (userIds: number[]) => forgetCallersHere(userIds));
  forgetCallersElsewhere((userIds) => io.serverSideEmit(FORGET_CALLERS, userIds));
}
