"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { patchTicket } from "./list-events";
import type { PagesChange } from "./use-ticket-list";
import type { Ticket, TicketViewer } from "./types";

/**
 * What a row does. Accepting (spec section 4) makes the ticket open, the caller's, in a queue: a
 * ticket that has a queue keeps it and is accepted at once; one without asks for the queue first.
 * Reading a ticket (opening it, or the context menu) clears its badge here before the event comes.
 * The rows' functions are stable, so a row is drawn again only when its own ticket changes.
 */
export function useTicketActions({
  updateLists,
  viewer,
  onAccepted,
}: {
  /** Changes the loaded pages of every tab. */
  updateLists: (change: PagesChange) => void;
  viewer: TicketViewer;
  onAccepted: () => void;
}) {
  const router = useRouter();
  const showError = useErrorToast();
  const [choosingQueue, setChoosingQueue] = useState<Ticket | null>(null);

  const patchEverywhere = useCallback(
    (ticketId: number, patch: Partial<Ticket>) => updateLists((pages) => patchTicket(pages, ticketId, patch)),
    [updateLists],
  );

  const markRead = useCallback(
    (ticket: Pick<Ticket, "id">) => {
      patchEverywhere(ticket.id, { unreadMessages: 0, unread: false });
      api(`/tickets/${ticket.id}/markAsRead`, {
        method: "PUT",
        json: { unreadMessages: 0, isSelected: true, unread: false },
      }).catch(showError);
    },
    [patchEverywhere, showError],
  );

  const markUnread = useCallback(
    (ticket: Ticket) => {
      patchEverywhere(ticket.id, { unread: true });
      api(`/tickets/${ticket.id}/markAsUnread`, { method: "PUT" }).catch(showError);
    },
    [patchEverywhere, showError],
  );

  // Opening a ticket clears its unread count (spec section 4) at once in the lists; the chat tells the
  // server once it has read the messages, so it can show where the unread ones begin.
  const opened = useCallback(
    (ticketId: number) => patchEverywhere(ticketId, { unreadMessages: 0, unread: false }),
    [patchEverywhere],
  );

  const acceptWith = useCallback(
    async (ticket: Ticket, queueId?: number) => {
      try {
        await api(`/tickets/${ticket.id}`, {
          method: "PUT",
          json: { status: "open", userId: viewer.userId, ...(queueId ? { queueId } : {}) },
        });
        onAccepted();
        router.push(`/tickets/${ticket.id}`);
      } catch (error) {
        showError(error);
      }
    },
    [viewer.userId, onAccepted, router, showError],
  );
  const accept = useCallback(
    (ticket: Ticket) => (ticket.queueId ? void acceptWith(ticket) : setChoosingQueue(ticket)),
    [acceptWith],
  );

  return {
    accept,
    choosingQueue,
    cancelQueueChoice: () => setChoosingQueue(null),
    acceptInQueue: async (queueId: number) => {
      if (!choosingQueue) return;
      await acceptWith(choosingQueue, queueId);
      setChoosingQueue(null);
    },
    markRead,
    markUnread,
    opened,
  };
}
