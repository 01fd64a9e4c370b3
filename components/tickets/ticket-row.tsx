"use client";

import { Check, CircleAlert } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { WhatsAppBold } from "@/components/ui/whatsapp-bold";
import { cn } from "@/lib/utils/cn";
import { cutName, shortMessage, ticketTime } from "./format";
import { TicketAvatar } from "./ticket-avatar";
import { TicketRating } from "./ticket-rating";
import type { Ticket } from "./types";
import { useLastMessageText } from "./use-last-message-text";

// The default colour of a ticket without a department (spec section 9: grey).
const NO_QUEUE_COLOR = "#9ca3af";

/** Spec section 2: the open list cuts names at 30 and messages at 45; the other lists at 40 and 40. */
const LIMITS = { open: { name: 30, message: 45 }, manager: { name: 40, message: 40 } } as const;

type Props = {
  ticket: Ticket;
  kind: keyof typeof LIMITS;
  selected: boolean;
  showTags: boolean;
  /** Opens the accept flow; given for pending and closed rows. */
  onAccept?: (ticket: Ticket) => void;
  /** The search result's message, shown instead of the last message; the link opens the chat at it. */
  message?: { id: number; body: string; createdAt: string };
};

function UnreadBadge({ ticket }: { ticket: Ticket }) {
  const t = useTranslations("ticketsList");
  if (!ticket.unreadMessages && !ticket.unread) return null;
  return (
    <span
      aria-label={t("unread", { count: ticket.unreadMessages })}
      data-testid="unread-badge"
      className="flex h-5 min-w-5 items-center justify-center rounded-full bg-success px-1.5 text-xs font-semibold text-success-foreground"
    >
      {ticket.unreadMessages || ""}
    </span>
  );
}

/** The department's colour, named in a tooltip; the tooltip is drawn once the pointer has been on the dot, not with every row. */
function QueueDot({ queue }: { queue: Ticket["queue"] }) {
  const t = useTranslations("ticketsList");
  const [pointed, setPointed] = useState(false);
  const name = queue?.name ?? t("withoutQueue");
  const dot = (
    <span
      role="img"
      aria-label={name}
      className="size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: queue?.color ?? NO_QUEUE_COLOR }}
      onPointerEnter={() => setPointed(true)}
    />
  );
  if (!pointed) return dot;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{dot}</TooltipTrigger>
      <TooltipContent>{name}</TooltipContent>
    </Tooltip>
  );
}

function LastMessageFailed() {
  const t = useTranslations("sendFailure");
  return (
    <CircleAlert
      role="img"
      aria-label={t("lastMessageFailed")}
      data-testid="last-message-failed"
      className="size-4 shrink-0 text-destructive"
    />
  );
}

/** A ticket in a list (spec section 2): department dot, avatar, name, time, last message, rating, connection, unread. */
export const TicketRow = memo(function TicketRow({ ticket, kind, selected, showTags, onAccept, message }: Props) {
  const t = useTranslations("ticketsList");
  const limits = LIMITS[kind];
  const name = cutName(ticket.contact.name, limits.name);
  const lastMessageText = useLastMessageText();
  const reopens = ticket.status === "closed";
  const text = shortMessage(message?.body ?? lastMessageText(ticket.lastMessage), limits.message);
  const time = message?.createdAt ?? ticket.lastMessageTime ?? ticket.updatedAt;
  const href = message ? `/tickets/${ticket.id}?messageId=${message.id}` : `/tickets/${ticket.id}`;
  const router = useRouter();
  // Prefetched when pointed at or focused, not when scrolled into view: a link prefetches its page
  // from the server, and scrolling 2,000 rows made about 900 such requests (docs/PERFORMANCE.md).
  const prefetch = () => router.prefetch(href);
  return (
    <div
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      className={cn(
        "relative flex items-center gap-3 border-b border-border px-3 py-2 hover:bg-accent/60",
        ticket.status === "pending" && "bg-primary/5",
        selected && "bg-accent",
      )}
    >
      <QueueDot queue={ticket.queue} />
      <TicketAvatar name={ticket.contact.name} picture={ticket.contact.profilePicUrl} />
      <Link
        href={href}
        // The panes scroll inside themselves, never the document: nothing to scroll into view.
        scroll={false}
        prefetch={false}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-current={selected ? "page" : undefined}
        className="min-w-0 flex-1 outline-none after:absolute after:inset-0 focus-visible:after:ring-2 focus-visible:after:ring-ring"
      >
        <span className="flex items-baseline gap-2">
          <span className="truncate font-medium" title={ticket.contact.name}>
            {name}
          </span>
          <time className="ml-auto shrink-0 text-xs text-muted-foreground" dateTime={time}>
            {ticketTime(time)}
          </time>
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          {!message && ticket.lastMessageFailed && <LastMessageFailed />}
          <span className="truncate">
            <WhatsAppBold text={text} />
          </span>
          <span className="ml-auto flex shrink-0 items-center gap-1.5">
            <TicketRating rate={ticket.rating} />
            {ticket.whatsapp && (
              // Whole up to about 20 characters ("Loja Centro", "Suporte Sul"); longer ones end in an
              // ellipsis, named whole on pointing.
              <span
                data-testid="ticket-connection"
                title={ticket.whatsapp.name}
                className="max-w-32 truncate rounded bg-muted px-1 text-xs"
              >
                {ticket.whatsapp.name}
              </span>
            )}
            <UnreadBadge ticket={ticket} />
          </span>
        </span>
        {showTags && ticket.tags.length > 0 && (
          <span className="mt-1 flex flex-wrap gap-1">
            {ticket.tags.map((tag) => (
              <span key={tag.id} className="rounded px-1.5 text-xs text-white" style={{ backgroundColor: tag.color }}>
                {tag.name}
              </span>
            ))}
          </span>
        )}
      </Link>
      {onAccept && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="relative z-10"
          onClick={() => onAccept(ticket)}
          aria-label={t(reopens ? "reopenTicket" : "acceptTicket", { name: ticket.contact.name })}
        >
          <Check />
          {reopens ? t("reopen") : t("accept")}
        </Button>
      )}
    </div>
  );
});
