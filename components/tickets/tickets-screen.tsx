"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { SWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import { cn } from "@/lib/utils/cn";
import { countsKey } from "./list-keys";
import { TicketManager, type ManagerProps } from "./ticket-manager";
import { useSelectedTicketId } from "./use-selected-ticket";
import { ticketListKeyOf } from "./use-ticket-list";
import type { Counts, TicketPage, TicketStatus } from "./types";

/** What the server's render reads: each tab's first page, and the counts, which come after the document's first rows. */
export type InitialLists = { pages: Record<TicketStatus, TicketPage>; counts: Promise<Counts | undefined> };

/**
 * The chat's code is evaluated and the page's web storage opened while the page is idle, once,
 * instead of when the first ticket is opened: they took about 14 and 8 ms of it (bench/ui.ts).
 */
function useChatWarm() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(
      () =>
        void import("@/components/chat/drafts").then(
          ({ openStorage }) => (openStorage(), import("@/components/chat/ticket-chat")),
        ),
    );
    return () => cancel(handle);
  }, []);
}

/**
 * /tickets: the ticket manager (490 px) beside the chat. Under 1200 px one pane at a time: the list
 * while no ticket is open, the chat when one is (beside the 320 px menu, two panes on a narrower
 * screen leave the chat too thin to read). The server's first pages and counts are SWR's
 * fallback for the default filters, so the lists show at once and are not fetched again.
 */
export function TicketsScreen({
  initial,
  children,
  ...manager
}: ManagerProps & { initial: InitialLists; children: React.ReactNode }) {
  const t = useTranslations("tickets");
  const ticketOpen = useSelectedTicketId() !== undefined;
  useChatWarm();
  const { initialFilters: filters, viewer } = manager;
  // The same configuration every render: a new one would draw every list again on each navigation.
  const config = useMemo(
    () => ({
      fallback: {
        [countsKey(viewer.userId, filters)]: initial.counts,
        ...Object.fromEntries(
          (["open", "pending", "closed"] as const).map((status) => [
            unstable_serialize(ticketListKeyOf(status, filters)),
            [initial.pages[status]],
          ]),
        ),
      },
    }),
    [initial, viewer.userId, filters],
  );
  return (
    <SWRConfig value={config}>
      <div className="flex h-full min-h-0 flex-col min-[1200px]:flex-row">
        <section
          aria-label={t("manager")}
          className={cn(
            "min-h-0 w-full flex-1 flex-col border-border min-[1200px]:flex min-[1200px]:w-[490px] min-[1200px]:flex-none min-[1200px]:border-r",
            ticketOpen ? "hidden" : "flex",
          )}
        >
          <header className="border-b border-border px-3 py-2 min-[1200px]:hidden">
            <h1 className="font-semibold">{t("welcomeTitle")}</h1>
            <p className="text-sm text-muted-foreground">{t("welcomeSubtitle")}</p>
          </header>
          <TicketManager {...manager} />
        </section>
        <section className={cn("min-h-0 min-w-0 flex-1 flex-col min-[1200px]:flex", ticketOpen ? "flex" : "hidden")}>
          {children}
        </section>
      </div>
    </SWRConfig>
  );
}
