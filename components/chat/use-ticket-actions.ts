"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef } from "react";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { ChatTicket, Viewer } from "./types";

/** Where the screen goes after a status change (spec section 4). */
export function pathAfterChange(ticket: Pick<ChatTicket, "id" | "status">, embedded: boolean) {
  if (embedded) return `/ChatViewCrm/${ticket.id}`;
  return ticket.status === "open" ? `/tickets/${ticket.id}` : "/tickets";
}

/** Where the screen goes when the ticket is no more. */
export const closedPath = (embedded: boolean) => (embedded ? "/ChatViewCrm" : "/tickets");

/**
 * Return to pending, resolve and delete, then the navigation the spec asks for. `leaving` is set
 * while the user's own change is under way, whose echo on the socket needs no telling.
 */
export function useTicketActions(
  ticket: ChatTicket | undefined,
  viewer: Viewer | undefined,
  embedded: boolean,
  onTicket: (ticket: ChatTicket) => void,
) {
  const router = useRouter();
  const showError = useErrorToast();
  const leaving = useRef(false);

  const settled = useCallback(
    (updated: ChatTicket) => {
      onTicket(updated);
      router.push(pathAfterChange(updated, embedded));
    },
    [router, embedded, onTicket],
  );

  const setStatus = useCallback(
    async (status: "pending" | "closed") => {
      if (!ticket) return;
      leaving.current = true;
      try {
        // Spec section 7: on return-to-pending or resolve the body is status and userId.
        const json = status === "pending" ? { status, userId: null } : { status, userId: viewer?.id ?? ticket.userId };
        settled(await api<ChatTicket>(`/tickets/${ticket.id}`, { method: "PUT", json }));
      } catch (error) {
        leaving.current = false;
        showError(error);
      }
    },
    [ticket, viewer, settled, showError],
  );

  const remove = useCallback(async () => {
    if (!ticket) return;
    leaving.current = true;
    try {
      await api(`/tickets/${ticket.id}`, { method: "DELETE" });
      router.push(closedPath(embedded));
    } catch (error) {
      leaving.current = false;
      showError(error);
    }
  }, [ticket, router, embedded, showError]);

  return { setStatus, remove, settled, leaving };
}
