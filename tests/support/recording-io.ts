import type { Server } from "socket.io";

export type Emitted<P = Record<string, unknown>> = { rooms: string[]; except: string[]; channel: string; payload: P };

/**
 * Stands in for the Socket.IO server where a suite checks what is emitted and to which rooms
 * (lib/realtime/emitter.ts), without sockets.
 */
export function recordingIo<P>(record: (emitted: Emitted<P>) => void): Server {
  const target = (rooms: string[], except: string[]) => ({
    except: (more: string | string[]) => target(rooms, [...except, ...[more].flat()]),
    emit: (channel: string, payload: P) => void record({ rooms, except, channel, payload }),
  });
  return { to: (rooms: string | string[]) => target([rooms].flat(), []) } as unknown as Server;
}
