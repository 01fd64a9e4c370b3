"use client";

import { useTranslations } from "next-intl";
import { Virtuoso } from "react-virtuoso";
import { Spinner } from "@/components/ui/spinner";
import { TicketRow } from "./ticket-row";
import { useSelectedTicketId } from "./use-selected-ticket";
import type { FoundMessage, Ticket } from "./types";

type Item =
  | { kind: "header"; label: string }
  | { kind: "none"; label: string }
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
  // A section that found nothing says so under its heading, once the search has answered.
  const none = (label: string): Item[] => (loading ? [] : [{ kind: "none", label }]);
  const items: Item[] = [
    { kind: "header", label: t("conversations") },
    ...(conversations.length
      ? conversations.map((ticket) => ({ kind: "conversation" as const, ticket }))
      : none(t("noConversations"))),
    { kind: "header", label: t("messages") },
    ...(messages.length ? messages.map((found) => ({ kind: "message" as const, found })) : none(t("noMessages"))),
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
        item.kind === "header" || item.kind === "none"
          ? `${item.kind}${index}`
          : item.kind === "conversation"
            ? `c${item.ticket.id}`
            : `m${item.found.message.id}`
      }
      itemContent={(_, item) =>
        item.kind === "header" ? (
          <h2 className="border-b border-border bg-muted/50 px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {item.label}
          </h2>
        ) : item.kind === "none" ? (
          <p className="px-3 py-3 text-sm text-muted-foreground">{item.label}</p>
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
