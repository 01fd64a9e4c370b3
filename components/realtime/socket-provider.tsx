"use client";

import { createContext, useContext, useEffect, useEffectEvent, useMemo, useState } from "react";
import type { Socket } from "socket.io-client";
import { useSWRConfig } from "swr";
import { createSocket, renewOnExpiry, type BrowserSocket } from "@/lib/client/socket";
import type { BrowserPayload, Channel } from "@/lib/realtime/events";

type Realtime = { socket: BrowserSocket | null; idGraf: number };

const RealtimeContext = createContext<Realtime | null>(null);

function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error("useRealtime needs a <SocketProvider>");
  return realtime;
}

/**
 * One socket for the signed-in pages. Events are not replayed: those sent before it first
 * connected (a list read at page load, then changed before the socket listened) and those sent
 * while it was down (a dropped network, an expired session renewed) went to no one here, so every
 * SWR cache is read again each time it connects. SWR leaves lists of pages (useSWRInfinite) out of
 * that; each such list reads its pages again itself (useSocketConnect).
 */
export function SocketProvider({ idGraf, children }: { idGraf: number; children: React.ReactNode }) {
  // Created on the client only (no socket during server rendering); it connects in the effect.
  const [socket] = useState(() => (typeof window === "undefined" ? null : createSocket()));
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!socket) return;
    const revalidateAll = () => void mutate(() => true);
    socket.on("connect", revalidateAll);
    const stopRenewing = renewOnExpiry(socket);
    socket.connect();
    return () => {
      stopRenewing();
      socket.off("connect", revalidateAll);
      socket.disconnect();
    };
  }, [socket, mutate]);
  const realtime = useMemo(() => ({ socket, idGraf }), [socket, idGraf]);
  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}

/** The signed-in user's tenant, for the channel names that carry it (lib/realtime/channels.ts). */
export const useIdGraf = () => useRealtime().idGraf;

/** The page's socket (null while rendering on the server), for emits such as joining a chat room. */
export const useSocket = () => useRealtime().socket;

/**
 * Calls `handler` with each payload of `event` while the component is mounted: a channel of
 * lib/realtime/events.ts (its payload as JSON), or the socket's connect and disconnect.
 */
export function useSocketEvent<C extends Channel>(event: C, handler: (payload: BrowserPayload<C>) => void): void;
export function useSocketEvent(event: "connect" | "disconnect", handler: () => void): void;
export function useSocketEvent(event: string, handler: (payload: never) => void) {
  const { socket } = useRealtime();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    // The signatures above match the handler to the event; here the event is any string.
    const untyped: Socket = socket;
    const listener = (payload: unknown) => onEvent(payload as never);
    untyped.on(event, listener);
    return () => {
      untyped.off(event, listener);
    };
  }, [socket, event]);
}

/**
 * Calls `handler` each time the socket connects while the component is mounted: a page that read
 * its data before it listened (in the server's render) reads it again, since events sent before
 * then went to no one here.
 */
export function useSocketConnect(handler: () => void) {
  const { socket } = useRealtime();
  const onConnect = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = () => onConnect();
    socket.on("connect", listener);
    return () => {
      socket.off("connect", listener);
    };
  }, [socket]);
}
