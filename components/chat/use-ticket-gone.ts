"use client";

import { useEffect, useEffectEvent, useRef } from "react";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { channels } from "@/lib/realtime/channels";

/**
 * Calls `onGone` once when the ticket is deleted, or leaves what the user may see (a transfer
 * away): the server's `delete` on the tenant's ticket channel (spec section 7), after which REST
 * answers 404, or `missing` (a read found it gone while the socket was not listening yet). A
 * socket in several of the ticket's rooms may hear the event more than once.
 */
export function useTicketGone(ticketId: number, missing: boolean, onGone: () => void) {
  const idGraf = useIdGraf();
  const gone = useRef(false);
  const leave = () => {
    if (gone.current) return;
    gone.current = true;
    onGone();
  };
  useSocketEvent(channels.ticket(idGraf), (event) => {
    if (event.action === "delete" && event.ticketId === ticketId) leave();
  });
  const leaveIfMissing = useEffectEvent(() => {
    if (missing) leave();
  });
  useEffect(() => leaveIfMissing(), [missing]);
}
