"use client";

import { useEffect, useRef, useState } from "react";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { channels } from "@/lib/realtime/channels";
import type { TicketChange, TicketOpened, TicketUpdated } from "@/lib/realtime/events";
import type { JsonOf } from "@/lib/utils/as-json";
import { listShows, withContact, withoutTicket, withTicket } from "./list-events";
import type { TicketList } from "./use-ticket-list";
import type { ListFilters, TicketStatus, TicketViewer } from "./types";

/** What ticket-{idGraf}, ticket-open-{idGraf} and ticket-updated-{idGraf} carry. */
export type TicketEvent = JsonOf<TicketChange | TicketOpened | TicketUpdated>;

// A burst of messages updates its tickets many times a second; the badges are counted once after it.
const COUNTS_DELAY_MS = 300;

/**
 * Spec section 4's live events on the ticket manager's lists: newTicketIncoming, update (a ticket
 * moves to the tab of its new status, and leaves lists that no longer show it), transferTicket,
 * updateToUnread and delete; the counts are fetched again after each.
 */
export function useTicketEvents({
  lists,
  filters,
  viewer,
  refreshCounts,
  onEvent,
}: {
  lists: Record<TicketStatus, TicketList>;
  filters: ListFilters;
  viewer: TicketViewer;
  refreshCounts: () => void;
  onEvent?: (event: TicketEvent) => void;
}) {
  const idGraf = useIdGraf();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const place = (event: TicketEvent) => {
    for (const status of ["open", "pending", "closed"] as const) {
      lists[status].update((pages) =>
        event.action === "delete"
          ? withoutTicket(pages, event.ticketId)
          : withTicket(pages, event.ticket, listShows(event.ticket, status, filters, viewer)),
      );
    }
  };
  const handle = (event: TicketEvent) => {
    place(event);
    clearTimeout(timer.current);
    timer.current = setTimeout(refreshCounts, COUNTS_DELAY_MS);
    onEvent?.(event);
  };
  useSocketEvent(channels.ticket(idGraf), handle);
  useSocketEvent(channels.ticketOpen(idGraf), handle);
  useSocketEvent(channels.ticketUpdated(idGraf), handle);
  // A new message carries its ticket (last message, time, unread count) and is the only event of a
  // ticket that stays where it was; it moves the row to the top without changing any count.
  useSocketEvent(channels.appMessage(idGraf), ({ action, ticket }) => {
    if (action === "create") place({ action: "update", ticket });
  });
  // A contact edited anywhere: its rows show the new name and picture.
  useSocketEvent(channels.contact(idGraf), (event) => {
    if (event.action === "update")
      for (const list of Object.values(lists)) list.update((pages) => withContact(pages, event.contact));
  });
}

/**
 * Whether the socket is connected: the list shows itself offline while it is not, and reloads each
 * time it connects (spec section 4), since events are not replayed: those sent while it was down,
 * and those sent between the server's render of the list and the socket's first connect.
 */
export function useSocketOnline(onConnect: () => void) {
  const [online, setOnline] = useState(true);
  useSocketEvent("connect", () => {
    onConnect();
    setOnline(true);
  });
  useSocketEvent("disconnect", () => setOnline(false));
  return online;
}
