"use client";

import { AtSignIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSocketEvent } from "@/components/realtime/socket-provider";
import { Button } from "@/components/ui/button";
import { channels } from "@/lib/realtime/channels";
import type { NoteMention } from "@/lib/realtime/events";

const KEPT = 5;

/**
 * A note that mentioned the signed-in attendant, on their own channel: a card that stays until it
 * is opened or dismissed (a toast would vanish before a busy attendant reads it).
 */
export function MentionAlerts({ userId }: { userId: number }) {
  const t = useTranslations("notes");
  const [mentions, setMentions] = useState<NoteMention[]>([]);
  useSocketEvent(channels.noteMention(userId), (mention) =>
    setMentions((current) => [mention, ...current].slice(0, KEPT)),
  );
  const dismiss = (messageId: number) => setMentions((current) => current.filter((m) => m.messageId !== messageId));
  if (!mentions.length) return null;
  return (
    <section
      aria-label={t("alerts")}
      aria-live="polite"
      className="fixed right-4 bottom-4 z-90 grid w-80 max-w-[calc(100vw-2rem)] gap-2"
    >
      {mentions.map((mention) => (
        <div
          key={mention.messageId}
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm shadow-lg dark:bg-amber-950"
        >
          <p className="flex items-start gap-2 font-medium">
            <AtSignIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="flex-1">
              {t("mentioned", { author: mention.author?.name ?? "", contact: mention.contactName })}
            </span>
            <button
              type="button"
              aria-label={t("dismiss")}
              onClick={() => dismiss(mention.messageId)}
              className="rounded p-0.5 hover:bg-amber-200"
            >
              <XIcon className="size-4" />
            </button>
          </p>
          <p className="mt-1 line-clamp-2 text-muted-foreground">{mention.body}</p>
          <Button asChild size="sm" variant="outline" className="mt-2">
            <Link
              href={`/tickets/${mention.ticketId}?messageId=${mention.messageId}`}
              onClick={() => dismiss(mention.messageId)}
            >
              {t("open")}
            </Link>
          </Button>
        </div>
      ))}
    </section>
  );
}
