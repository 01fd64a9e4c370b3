"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import type { TagView } from "@/lib/tags/tag-view";
import { cn } from "@/lib/utils/cn";
import type { ChatTicket } from "./types";

/** The tenant's tags as checkable chips; each change saves the ticket's tags (POST /tags/sync). */
export function TagsPanel({ ticket, onChange }: { ticket: ChatTicket; onChange: (tags: TagView[]) => void }) {
  const t = useTranslations("chat");
  const showError = useErrorToast();
  const { data: tags } = useSWR<TagView[]>("/tags/list", fetcher, { shouldRetryOnError: false });
  const chosen = new Set(ticket.tags.map((tag) => tag.id));
  const toggle = async (tag: TagView) => {
    const next = chosen.has(tag.id) ? ticket.tags.filter((t) => t.id !== tag.id) : [...ticket.tags, tag];
    onChange(next);
    try {
      await api("/tags/sync", { method: "POST", json: { ticketId: ticket.id, tags: next.map(({ id }) => ({ id })) } });
    } catch (error) {
      onChange(ticket.tags);
      showError(error);
    }
  };
  return (
    <div role="group" aria-label={t("tags")} className="flex flex-wrap gap-2 border-b bg-background px-4 py-2">
      {!tags?.length && <p className="text-sm text-muted-foreground">{t("noTags")}</p>}
      {tags?.map((tag) => (
        <button
          key={tag.id}
          type="button"
          role="checkbox"
          aria-checked={chosen.has(tag.id)}
          onClick={() => void toggle(tag)}
          className={cn(
            "rounded-full border px-3 py-0.5 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
            !chosen.has(tag.id) && "opacity-50",
          )}
          style={{
            borderColor: tag.color,
            backgroundColor: chosen.has(tag.id) ? tag.color : undefined,
            color: chosen.has(tag.id) ? "#fff" : undefined,
          }}
        >
          {tag.name}
        </button>
      ))}
    </div>
  );
}
