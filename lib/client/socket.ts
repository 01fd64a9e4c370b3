import { io, type Socket } from "socket.io-client";

/**
 * The browser's Socket.IO connection to this origin. The handshake carries the session cookie,
 * which the server resolves to the user and puts in the tenant's and user's rooms; the caller
 * connects it when it is ready.
 */
export const createSocket = (): Socket => io({ withCredentials: true, autoConnect: false });
