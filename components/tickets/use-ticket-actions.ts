"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { patchTicket } from "./list-events";
import type { TicketList } from "./use-ticket-list";
import type { Ticket, TicketStatus, TicketViewer } from "./types";

/**
 * What a row does. Accepting (spec section 4) makes the ticket open, the caller's, in a queue: a
 * ticket that has a queue keeps it and is accepted at once; one without asks for the queue first.
 * Reading a ticket (opening it, or the context menu) clears its badge here before the event comes.
 */
export function useTicketActions({
  lists,
  viewer,
  selectedId,
  onAccepted,
}: {
  lists: Record<TicketStatus, TicketList>;
  viewer: TicketViewer;
  selectedId: number | undefined;
  onAccepted: () => void;
}) {
  const router = useRouter();
  const showError = useErrorToast();
  const [choosingQueue, setChoosingQueue] = useState<Ticket | null>(null);

  const patchEverywhere = (ticketId: number, patch: Partial<Ticket>) => {
    for (const list of Object.values(lists)) list.update((pages) => patchTicket(pages, ticketId, patch));
  };

  const markRead = (ticket: Pick<Ticket, "id">) => {
    patchEverywhere(ticket.id, { unreadMessages: 0, unread: false });
    api(`/tickets/${ticket.id}/markAsRead`, { method: "PUT", json: { unreadMessages: 0, isSelected: true, unread: false } }).catch(showError);
  };

  const markUnread = (ticket: Ticket) => {
    patchEverywhere(ticket.id, { unread: true });
    api(`/tickets/${ticket.id}/markAsUnread`, { method: "PUT" }).catch(showError);
  };

  // Opening a ticket clears its unread count (spec section 4) at once in the lists; the chat tells the
  // server once it has read the messages, so it can show where the unread ones begin.
  useEffect(() => {
    if (selectedId) patchEverywhere(selectedId, { unreadMessages: 0, unread: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ticket opened
  }, [selectedId]);

  const acceptWith = async (ticket: Ticket, queueId?: number) => {
    try {
      await api(`/tickets/${ticket.id}`, { method: "PUT", json: { status: "open", userId: viewer.userId, ...(queueId ? { queueId } : {}) } });
      onAccepted();
      router.push(`/tickets/${ticket.id}`);
    } catch (error) {
      showError(error);
    }
  };

  return {
    accept: (ticket: Ticket) => (ticket.queueId ? void acceptWith(ticket) : setChoosingQueue(ticket)),
    choosingQueue,
    cancelQueueChoice: () => setChoosingQueue(null),
    acceptInQueue: async (queueId: number) => {
      if (!choosingQueue) return;
      await acceptWith(choosingQueue, queueId);
      setChoosingQueue(null);
    },
    markRead,
    markUnread,
  };
}
