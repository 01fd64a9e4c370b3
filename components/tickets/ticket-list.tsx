"use client";

import { useTranslations } from "next-intl";
import { Virtuoso } from "react-virtuoso";
import { Spinner } from "@/components/ui/spinner";
import { OpenTicketMenu } from "./open-ticket-menu";
import { TicketRow } from "./ticket-row";
import type { Ticket, TicketStatus } from "./types";

// Spec section 9: ticket lists load their next page within 50 px of the bottom.
const NEXT_PAGE_THRESHOLD_PX = 50;

const HEADERS = { pending: "waiting", open: "assigned", closed: "resolved" } as const;

type Props = {
  status: TicketStatus;
  tickets: Ticket[];
  loading: boolean;
  onLoadMore: () => void;
  selectedId: number | undefined;
  showTags: boolean;
  onAccept: (ticket: Ticket) => void;
  onMarkRead: (ticket: Ticket) => void;
  onMarkUnread: (ticket: Ticket) => void;
};

/** One tab's list under its header (Waiting, Assigned, Resolved), virtualized, loading as it scrolls. */
export function TicketList({ status, tickets, loading, onLoadMore, selectedId, showTags, onAccept, onMarkRead, onMarkUnread }: Props) {
  const t = useTranslations("ticketsList");
  const row = (ticket: Ticket) => {
    const content = (
      <TicketRow
        ticket={ticket}
        kind={status === "open" ? "open" : "manager"}
        selected={ticket.id === selectedId}
        showTags={showTags}
        onAccept={status === "open" ? undefined : onAccept}
      />
    );
    return status === "open" ? (
      <OpenTicketMenu ticket={ticket} onMarkRead={onMarkRead} onMarkUnread={onMarkUnread}>
        {content}
      </OpenTicketMenu>
    ) : (
      content
    );
  };
  return (
    <section aria-labelledby={`tickets-${status}-header`} className="flex min-h-0 flex-1 flex-col">
      <h2 id={`tickets-${status}-header`} className="border-b border-border bg-muted/50 px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t(HEADERS[status])}
      </h2>
      {tickets.length === 0 && !loading ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <Virtuoso
          className="min-h-0 flex-1"
          role="list"
          aria-label={t(HEADERS[status])}
          data={tickets}
          computeItemKey={(_, ticket) => ticket.id}
          itemContent={(_, ticket) => <div role="listitem">{row(ticket)}</div>}
          endReached={onLoadMore}
          atBottomThreshold={NEXT_PAGE_THRESHOLD_PX}
          increaseViewportBy={200}
          components={{ Footer: () => (loading ? <Spinner className="mx-auto my-3" /> : null) }}
        />
      )}
    </section>
  );
}
