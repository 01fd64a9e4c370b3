"use client";

import { useParams } from "next/navigation";
import { useEffect } from "react";

/**
 * The ticket open beside the lists (/tickets/{id}), read only by what shows it: a component that
 * reads it is drawn again on every opening, so the ticket manager itself does not.
 */
export function useSelectedTicketId() {
  const params = useParams<{ ticketId?: string[] }>();
  return params.ticketId?.[0] ? Number(params.ticketId[0]) : undefined;
}

/** Calls `onOpen` with each ticket opened beside the lists. */
export function SelectedTicketWatch({ onOpen }: { onOpen: (ticketId: number) => void }) {
  const selectedId = useSelectedTicketId();
  useEffect(() => {
    if (selectedId) onOpen(selectedId);
  }, [selectedId, onOpen]);
  return null;
}
