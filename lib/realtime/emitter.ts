import type { Server } from "socket.io";
import { provide, service } from "@/lib/process/registry";
import type { Channel, Payload, RealtimeServer } from "./events";
import { adminsRoom, tenantRoom, userRoom } from "./rooms";

// The Socket.IO server server.ts attached, shared with Next's route bundles through the registry.
// Called after the transaction that changed the data has committed, each channel with its payload
// of events.ts. Ticket and message events pick their rooms with lib/realtime/ticket-recipients.ts.
declare module "@/lib/process/registry" {
  interface ProcessServices {
    io: RealtimeServer;
  }
}

export const setSocketServer = (io: RealtimeServer | undefined) => provide("io", io);

export const socketServer = () => service("io");

/**
 * One emit to the sockets in any of `rooms` (each socket gets it once) and in none of `except`.
 * Through the Socket.IO adapter this reaches the sockets of every server process.
 */
export function emitToRooms<C extends Channel>(
  rooms: string[],
  channel: C,
  payload: Payload<C>,
  except: string[] = [],
) {
  // The signature checks the payload against the channel; Socket.IO's typed emit cannot, for a
  // channel that is a type parameter, so the emit goes through the untyped server.
  const io: Server | undefined = service("io");
  io?.to(rooms).except(except).emit(channel, payload);
}

/** Data every member of the tenant may read through REST. */
export const emitToTenant = <C extends Channel>(idGraf: number, channel: C, payload: Payload<C>) =>
  emitToRooms([tenantRoom(idGraf)], channel, payload);

/** Data only the tenant's admins may read through REST (connections, sessions, settings). */
export const emitToAdmins = <C extends Channel>(idGraf: number, channel: C, payload: Payload<C>) =>
  emitToRooms([adminsRoom(idGraf)], channel, payload);

export const emitToUser = <C extends Channel>(userId: number, channel: C, payload: Payload<C>) =>
  emitToRooms([userRoom(userId)], channel, payload);
