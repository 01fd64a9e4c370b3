import type { Server } from "socket.io";
import { provide, service } from "@/lib/process/registry";
import { adminsRoom, tenantRoom, userRoom } from "./rooms";

// The Socket.IO server server.ts attached, shared with Next's route bundles through the registry.
// Called after the transaction that changed the data has committed. Ticket and message events pick
// their rooms with lib/realtime/ticket-recipients.ts.
declare module "@/lib/process/registry" {
  interface ProcessServices {
    io: Server;
  }
}

export const setSocketServer = (io: Server | undefined) => provide("io", io);

export const socketServer = () => service("io");

/**
 * One emit to the sockets in any of `rooms` (each socket gets it once) and in none of `except`.
 * Through the Socket.IO adapter this reaches the sockets of every server process.
 */
export function emitToRooms(rooms: string[], channel: string, payload: unknown, except: string[] = []) {
  service("io")?.to(rooms).except(except).emit(channel, payload);
}

/** Data every member of the tenant may read through REST. */
export const emitToTenant = (idGraf: number, channel: string, payload: unknown) =>
  emitToRooms([tenantRoom(idGraf)], channel, payload);

/** Data only the tenant's admins may read through REST (connections, sessions, settings). */
export const emitToAdmins = (idGraf: number, channel: string, payload: unknown) =>
  emitToRooms([adminsRoom(idGraf)], channel, payload);

export const emitToUser = (userId: number, channel: string, payload: unknown) =>
  emitToRooms([userRoom(userId)], channel, payload);
