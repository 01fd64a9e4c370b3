import type { Server } from "socket.io";
import { adminsRoom, tenantRoom, userRoom } from "./rooms";

// server.ts and Next's route bundles load this module separately; the Socket.IO server they
// share lives on globalThis. Use cases call these after their transaction has committed.
// Ticket and message events pick their rooms with lib/realtime/ticket-recipients.ts.
const holder = globalThis as typeof globalThis & { __atendeIo?: Server };

export function setSocketServer(io: Server | undefined) {
  holder.__atendeIo = io;
}

export const socketServer = () => holder.__atendeIo;

/**
 * One emit to the sockets in any of `rooms` (each socket gets it once) and in none of `except`.
 * Through the Socket.IO adapter this reaches the sockets of every server process.
 */
export function emitToRooms(rooms: string[], channel: string, payload: unknown, except: string[] = []) {
  holder.__atendeIo?.to(rooms).except(except).emit(channel, payload);
}

/** Data every member of the tenant may read through REST. */
export const emitToTenant = (idGraf: number, channel: string, payload: unknown) => emitToRooms([tenantRoom(idGraf)], channel, payload);

/** Data only the tenant's admins may read through REST (connections, sessions, settings). */
export const emitToAdmins = (idGraf: number, channel: string, payload: unknown) => emitToRooms([adminsRoom(idGraf)], channel, payload);

export const emitToUser = (userId: number, channel: string, payload: unknown) => emitToRooms([userRoom(userId)], channel, payload);
