"use client";

import { Mail, MailOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuTrigger } from "@/components/ui/context-menu";
import type { Ticket } from "./types";

/** The open list's context menu (spec section 2): mark as read, mark as unread. */
export function OpenTicketMenu({
  ticket,
  onMarkRead,
  onMarkUnread,
  children,
}: {
  ticket: Ticket;
  onMarkRead: (ticket: Ticket) => void;
  onMarkUnread: (ticket: Ticket) => void;
  children: React.ReactNode;
}) {
  const t = useTranslations("ticketsList");
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <div>{children}</div>
      </ContextMenuTrigger>
      <ContextMenuContent aria-label={ticket.contact.name}>
        <ContextMenuItem onSelect={() => onMarkRead(ticket)}>
          <MailOpen />
          {t("markAsRead")}
        </ContextMenuItem>
        <ContextMenuItem onSelect={() => onMarkUnread(ticket)}>
          <Mail />
          {t("markAsUnread")}
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}
