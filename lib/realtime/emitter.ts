import type { Server } from "socket.io";
import { tenantRoom, userRoom } from "./rooms";

// server.ts and Next's route bundles load this module separately; the Socket.IO server they
// share lives on globalThis. Use cases call these after their transaction has committed.
const holder = globalThis as typeof globalThis & { __atendeIo?: Server };

export function setSocketServer(io: Server | undefined) {
  holder.__atendeIo = io;
}

export function emitToTenant(idGraf: number, channel: string, payload: unknown) {
  holder.__atendeIo?.to(tenantRoom(idGraf)).emit(channel, payload);
}

export function emitToUser(userId: number, channel: string, payload: unknown) {
  holder.__atendeIo?.to(userRoom(userId)).emit(channel, payload);
}
