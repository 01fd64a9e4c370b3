"use client";

import { useTranslations } from "next-intl";
import { Virtuoso } from "react-virtuoso";
import { Spinner } from "@/components/ui/spinner";
import { TicketRow } from "./ticket-row";
import { useSelectedTicketId } from "./use-selected-ticket";
import type { FoundMessage, Ticket } from "./types";

type Item =
  | { kind: "header"; label: string }
  | { kind: "conversation"; ticket: Ticket }
  | { kind: "message"; found: FoundMessage };

/** The search tab: Conversas then Mensagens in one virtualized list that loads as it scrolls. */
export function SearchResults({
  conversations,
  messages,
  loading,
  onLoadMore,
  showTags,
}: {
  conversations: Ticket[];
  messages: FoundMessage[];
  loading: boolean;
  onLoadMore: () => void;
  showTags: boolean;
}) {
  const t = useTranslations("ticketsList");
  const selectedId = useSelectedTicketId();
  const items: Item[] = [
    { kind: "header", label: t("conversations") },
    ...conversations.map((ticket) => ({ kind: "conversation" as const, ticket })),
    { kind: "header", label: t("messages") },
    ...messages.map((found) => ({ kind: "message" as const, found })),
  ];
  if (!loading && !conversations.length && !messages.length) {
    return <p className="p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>;
  }
  return (
    <Virtuoso
      className="min-h-0 flex-1"
      aria-label={t("searchResults")}
      data={items}
      computeItemKey={(index, item) =>
        item.kind === "header"
          ? `h${index}`
          : item.kind === "conversation"
            ? `c${item.ticket.id}`
            : `m${item.found.message.id}`
      }
      itemContent={(_, item) =>
        item.kind === "header" ? (
          <h2 className="border-b border-border bg-muted/50 px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {item.label}
          </h2>
        ) : item.kind === "conversation" ? (
          <TicketRow ticket={item.ticket} kind="manager" selected={item.ticket.id === selectedId} showTags={showTags} />
        ) : (
          <TicketRow
            ticket={item.found}
            message={item.found.message}
            kind="manager"
            selected={false}
            showTags={showTags}
          />
        )
      }
      endReached={onLoadMore}
      atBottomThreshold={50}
      components={{ Footer: () => (loading ? <Spinner className="mx-auto my-3" /> : null) }}
    />
  );
}
