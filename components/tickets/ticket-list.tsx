"use client";

import { useTranslations } from "next-intl";
import { memo, useCallback, useMemo } from "react";
import { Virtuoso } from "react-virtuoso";
import { Spinner } from "@/components/ui/spinner";
import { OpenTicketMenu } from "./open-ticket-menu";
import { TicketRow } from "./ticket-row";
import { useSelectedTicketId } from "./use-selected-ticket";
import type { Ticket, TicketStatus } from "./types";

// Spec section 9: ticket lists load their next page within 50 px of the bottom.
const NEXT_PAGE_THRESHOLD_PX = 50;

// Rows drawn by the server's render, before the list has measured anything: enough to fill the
// pane of a desktop window. Virtuoso calls endReached when it first draws the last row, but not
// while it mounts: a list with more pages keeps its last row out of that first drawing.
const SERVER_ROWS = 13;

const HEADERS = { pending: "waiting", open: "assigned", closed: "resolved" } as const;

type Props = {
  status: TicketStatus;
  tickets: Ticket[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  showTags: boolean;
  onAccept: (ticket: Ticket) => void;
  onMarkRead: (ticket: Ticket) => void;
  onMarkUnread: (ticket: Ticket) => void;
};

const Footer = ({ context }: { context?: { loading: boolean } }) =>
  context?.loading ? <Spinner className="mx-auto my-3" /> : null;

type RowProps = Pick<Props, "status" | "showTags" | "onAccept" | "onMarkRead" | "onMarkUnread"> & {
  ticket: Ticket;
  selected: boolean;
};

/** A list's row: the open list's rows carry the read and unread menu. Drawn again only when its own props change. */
const ListRow = memo(function ListRow({
  ticket,
  status,
  selected,
  showTags,
  onAccept,
  onMarkRead,
  onMarkUnread,
}: RowProps) {
  const content = (
    <TicketRow
      ticket={ticket}
      kind={status === "open" ? "open" : "manager"}
      selected={selected}
      showTags={showTags}
      onAccept={status === "open" ? undefined : onAccept}
    />
  );
  return (
    <div role="listitem">
      {status === "open" ? (
        <OpenTicketMenu ticket={ticket} onMarkRead={onMarkRead} onMarkUnread={onMarkUnread}>
          {content}
        </OpenTicketMenu>
      ) : (
        content
      )}
    </div>
  );
});

/**
 * One tab's list under its header (Waiting, Assigned, Resolved), virtualized, loading as it
 * scrolls. Its first rows are in the server's render of the page; a row is drawn again only when
 * its own ticket, or whether it is the open one, changes.
 */
export const TicketList = memo(function TicketList({
  status,
  tickets,
  hasMore,
  loading,
  onLoadMore,
  showTags,
  onAccept,
  onMarkRead,
  onMarkUnread,
}: Props) {
  const t = useTranslations("ticketsList");
  const selectedId = useSelectedTicketId();
  const row = useCallback(
    (_: number, ticket: Ticket) => (
      <ListRow
        ticket={ticket}
        status={status}
        selected={ticket.id === selectedId}
        showTags={showTags}
        onAccept={onAccept}
        onMarkRead={onMarkRead}
        onMarkUnread={onMarkUnread}
      />
    ),
    [status, selectedId, showTags, onAccept, onMarkRead, onMarkUnread],
  );
  const context = useMemo(() => ({ loading }), [loading]);
  return (
    <section aria-labelledby={`tickets-${status}-header`} className="flex min-h-0 flex-1 flex-col">
      <h2
        id={`tickets-${status}-header`}
        className="border-b border-border bg-muted/50 px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
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
          context={context}
          initialItemCount={Math.min(tickets.length - (hasMore ? 1 : 0), SERVER_ROWS)}
          computeItemKey={(_, ticket) => ticket.id}
          itemContent={row}
          endReached={onLoadMore}
          atBottomThreshold={NEXT_PAGE_THRESHOLD_PX}
          increaseViewportBy={200}
          components={{ Footer }}
        />
      )}
    </section>
  );
});
