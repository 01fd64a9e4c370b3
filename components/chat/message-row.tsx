"use client";

import { memo } from "react";
import { cn } from "@/lib/utils/cn";
import { dayLabel } from "./format";
import { MessageBubble, type BubbleProps } from "./message-bubble";
import { useMessageTexts } from "./message-texts";

/** The sticky header of a day's messages: Today, Yesterday, else dd/MM/yyyy (`sticky` where the list does not place it itself). */
export function DaySeparator({ iso, sticky = false }: { iso: string; sticky?: boolean }) {
  const t = useMessageTexts();
  const label = dayLabel(iso, t);
  return (
    <div
      role="separator"
      aria-label={label}
      className={cn("flex h-10 items-center justify-center", sticky && "sticky top-0 z-10")}
    >
      <span className="rounded-md bg-background px-3 py-1 text-xs text-muted-foreground shadow-sm">{label}</span>
    </div>
  );
}

function UnreadDivider({ count }: { count: number }) {
  const t = useMessageTexts();
  const label = t("unreadDivider", { count });
  return (
    <div
      role="separator"
      aria-label={label}
      className="my-2 flex h-7 scroll-mt-12 items-center justify-center bg-background/70"
    >
      <span className="rounded-full bg-primary/15 px-3 py-0.5 text-xs font-medium text-primary">{label}</span>
    </div>
  );
}

type Props = BubbleProps & {
  /** The latest loaded message: room below it above the composer. */
  last: boolean;
  /** The count of unread messages when the divider goes above this one, else 0. */
  unreadDivider: number;
};

/** One message of the list with what goes around it; drawn again only when one of its props changes. */
export const MessageRow = memo(function MessageRow({ message, last, unreadDivider, ...bubble }: Props) {
  return (
    <div data-row className={last ? "pb-3" : undefined}>
      {unreadDivider > 0 && <UnreadDivider count={unreadDivider} />}
      <MessageBubble message={message} {...bubble} />
    </div>
  );
});
