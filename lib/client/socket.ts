import { io, type Socket } from "socket.io-client";
import type { BrowserEvents, ClientToServerEvents } from "@/lib/realtime/events";
import { renewSession } from "./sign-in";
import { signOutLocally } from "./sign-out";

/** The browser's end of lib/realtime/events.ts: the channels it hears and what it asks of the server. */
export type BrowserSocket = Socket<BrowserEvents, ClientToServerEvents>;

/**
 * The browser's Socket.IO connection to this origin. The handshake carries the session cookie,
 * which the server resolves to the user and puts in the rooms of what that user may see; the
 * caller connects it when it is ready. It opens a WebSocket at once (long-polling first would cost
 * the server an HTTP exchange per event until the upgrade), and falls back to polling where a
 * WebSocket cannot be opened.
 */
export const createSocket = (): BrowserSocket =>
  io({ withCredentials: true, autoConnect: false, transports: ["websocket", "polling"], tryAllTransports: true });

// A refusal this soon after a renewal means the new session is refused too.
const RENEWAL_GRACE_MS = 10_000;

/**
 * The server ends a socket whose session expired or changed (ERR_SESSION_EXPIRED: refused at the
 * handshake, or disconnected by the server) and Socket.IO does not retry either by itself. The
 * session is renewed with the refresh cookie and the socket connects again (its "connect" then
 * reads the screens' data again: components/realtime/socket-provider.tsx); when it cannot be
 * renewed, the user is signed out. Returns the function that stops listening.
 */
export function renewOnExpiry(socket: BrowserSocket): () => void {
  let renewedAt = 0;
  let renewing = false;
  const renew = async () => {
    if (renewing) return;
    renewing = true;
    const fresh = Date.now() - renewedAt > RENEWAL_GRACE_MS && (await renewSession().catch(() => false));
    renewing = false;
    if (!fresh) return void signOutLocally();
    renewedAt = Date.now();
    socket.connect();
  };
  const onDisconnect = (reason: Socket.DisconnectReason) => reason === "io server disconnect" && void renew();
  const onRefused = (error: Error) => error.message === "ERR_SESSION_EXPIRED" && void renew();
  socket.on("disconnect", onDisconnect);
  socket.on("connect_error", onRefused);
  return () => {
    socket.off("disconnect", onDisconnect);
    socket.off("connect_error", onRefused);
  };
}
