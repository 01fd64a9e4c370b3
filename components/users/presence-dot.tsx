"use client";

import { useTranslations } from "next-intl";
import type { Presence } from "@/lib/auth/user-view";
import { cn } from "@/lib/utils/cn";

const COLOR: Record<Presence, string> = {
  online: "bg-emerald-500",
  away: "bg-amber-500",
  offline: "bg-muted-foreground/40",
};

/** A user's presence as a coloured dot and its word (online, away, offline). */
export function PresenceDot({ presence, className }: { presence: Presence; className?: string }) {
  const t = useTranslations("presence");
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm", className)} data-presence={presence}>
      <span aria-hidden className={cn("size-2 shrink-0 rounded-full", COLOR[presence])} />
      {t(presence)}
    </span>
  );
}
