"use client";

import { Plus, Search, WifiOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { memo, useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { AcceptTicketDialog } from "./accept-ticket-dialog";
import { NewTicketDialog } from "./new-ticket-dialog";
import { NewTicketNotifier, NotificationsButton } from "./new-ticket-notifier";
import { QueueFilter } from "./queue-filter";
import { SearchResults } from "./search-results";
import { TagFilter } from "./tag-filter";
import { TicketList } from "./ticket-list";
import type { ListFilters, QueueChoice, TicketStatus, TicketViewer } from "./types";
import { useTicketActions } from "./use-ticket-actions";
import { TabCount } from "./tab-count";
import { SelectedTicketWatch } from "./use-selected-ticket";
import { useCountsRefresh } from "./use-ticket-counts";
import { useSocketOnline, useTicketEvents, type TicketEvent } from "./use-ticket-events";
import { useTicketList, type PagesChange } from "./use-ticket-list";
import { useTicketSearch } from "./use-ticket-search";
import { VisibilityFilter } from "./visibility-filter";

// Spec section 9: the ticket search waits 500 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 500;

type Tab = TicketStatus | "search";

export type ManagerProps = {
  viewer: TicketViewer;
  queues: QueueChoice[];
  initialFilters: ListFilters;
  showVisibility: boolean;
};

/** The left pane of /tickets: search, new ticket, filters, the tabs with their counts and lists. */
export const TicketManager = memo(function TicketManager({
  viewer,
  queues,
  initialFilters,
  showVisibility,
}: ManagerProps) {
  const t = useTranslations("ticketsList");
  const router = useRouter();
  const [tab, setTab] = useState<Tab>("open");
  const [searchText, setSearchText] = useState("");
  const searchParam = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState(initialFilters);
  const [showTags, setShowTags] = useState(false);
  const [newTicketOpen, setNewTicketOpen] = useState(false);

  const open = useTicketList("open", filters);
  const pending = useTicketList("pending", filters);
  const closed = useTicketList("closed", filters);
  const lists = useMemo(() => ({ open, pending, closed }), [open, pending, closed]);
  const updateLists = useCallback(
    (change: PagesChange) => [open.update, pending.update, closed.update].forEach((update) => update(change)),
    [open.update, pending.update, closed.update],
  );
  const refreshCounts = useCountsRefresh(viewer.userId, filters);
  const search = useTicketSearch(searchParam);
  const online = useSocketOnline(() => {
    Object.values(lists).forEach((list) => list.reload());
    refreshCounts();
  });
  const onAccepted = useCallback(() => setTab("open"), []);
  const actions = useTicketActions({ updateLists, viewer, onAccepted });

  const searching = searchText.trim().length > 0;
  useTicketEvents({
    lists,
    filters,
    viewer,
    refreshCounts,
    onEvent: (event: TicketEvent) => {
      // Spec section 4: a transfer of a ticket found by the search box switches to the open tab and clears the search.
      if (
        event.action === "transferTicket" &&
        searching &&
        [...search.conversations, ...search.messages].some((found) => found.id === event.ticket.id)
      ) {
        setSearchText("");
        setTab("open");
      }
    },
  });

  const listOf = (status: TicketStatus) => (
    <TicketList
      status={status}
      tickets={lists[status].tickets}
      hasMore={lists[status].hasMore}
      loading={lists[status].loading}
      onLoadMore={lists[status].loadMore}
      showTags={showTags}
      onAccept={actions.accept}
      onMarkRead={actions.markRead}
      onMarkUnread={actions.markUnread}
    />
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-col gap-2 border-b border-border p-2">
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={t("search")}
              aria-label={t("search")}
              className="pl-9"
            />
          </div>
          <Button type="button" size="sm" onClick={() => setNewTicketOpen(true)}>
            <Plus />
            {t("newTicket")}
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {showVisibility && (
            <VisibilityFilter
              value={filters.visibility}
              onChange={(visibility) => setFilters((f) => ({ ...f, visibility }))}
              allMayBeSeen={viewer.canSeeAll}
            />
          )}
          <TagFilter
            showTags={showTags}
            onShowTags={setShowTags}
            selected={filters.tagIds}
            onChange={(tagIds) => setFilters((f) => ({ ...f, tagIds }))}
          />
          <QueueFilter
            queues={queues}
            selected={filters.queueIds}
            withoutQueue={filters.withoutQueue}
            onChange={(selection) => setFilters((f) => ({ ...f, ...selection }))}
          />
          <NotificationsButton />
          {!online && (
            <span
              role="status"
              className="ml-auto flex items-center gap-1 rounded bg-destructive px-2 py-0.5 text-xs font-medium text-destructive-foreground"
            >
              <WifiOff className="size-3.5" aria-hidden />
              {t("offline")}
            </span>
          )}
        </div>
      </div>
      {searching ? (
        <SearchResults
          conversations={search.conversations}
          messages={search.messages}
          loading={search.loading || searchParam !== searchText.trim()}
          onLoadMore={search.loadMore}
          showTags={showTags}
        />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex min-h-0 flex-1 flex-col">
          <TabsList className="m-2 flex">
            <TabsTrigger value="open">
              {t("tabOpen")}
              <TabCount userId={viewer.userId} filters={filters} of="openTicketsCount" />
            </TabsTrigger>
            <TabsTrigger value="pending">
              {t("tabPending")}
              <TabCount userId={viewer.userId} filters={filters} of="pendingTicketsCount" />
            </TabsTrigger>
            <TabsTrigger value="closed">{t("tabClosed")}</TabsTrigger>
            <TabsTrigger value="search">{t("tabSearch")}</TabsTrigger>
          </TabsList>
          {(["open", "pending", "closed"] as const).map((status) => (
            <TabsContent
              key={status}
              value={status}
              className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden"
            >
              {listOf(status)}
            </TabsContent>
          ))}
          <TabsContent value="search" className="p-6 text-center text-sm text-muted-foreground">
            {t("searchHint")}
          </TabsContent>
        </Tabs>
      )}
      <NewTicketNotifier viewer={viewer} />
      <SelectedTicketWatch onOpen={actions.opened} />
      <NewTicketDialog
        open={newTicketOpen}
        onOpenChange={setNewTicketOpen}
        userId={viewer.userId}
        onCreated={(id) => router.push(`/tickets/${id}`)}
      />
      <AcceptTicketDialog
        ticket={actions.choosingQueue}
        queues={queues}
        onOpenChange={(isOpen) => !isOpen && actions.cancelQueueChoice()}
        onConfirm={actions.acceptInQueue}
      />
    </div>
  );
});
