"use client";

import { useRef } from "react";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { channels } from "@/lib/realtime/channels";

/**
 * Calls `onGone` once when the ticket is deleted, or leaves what the user may see (a transfer
 * away): the server's `delete` on the tenant's ticket channel (spec section 7), after which REST
 * answers 404. A socket in several of the ticket's rooms may hear it more than once.
 */
export function useTicketGone(ticketId: number, onGone: () => void) {
  const idGraf = useIdGraf();
  const gone = useRef(false);
  useSocketEvent<{ action: string; ticketId?: number }>(channels.ticket(idGraf), ({ action, ticketId: id }) => {
    if (action !== "delete" || id !== ticketId || gone.current) return;
    gone.current = true;
    onGone();
  });
}
