"use client";

import { StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** The contact's rating of a resolved ticket (1 to 5), on its row and in its chat's header. */
export function TicketRating({ rate }: { rate: number | null }) {
  const t = useTranslations("ticketsList");
  if (rate === null) return null;
  return (
    <span
      role="img"
      aria-label={t("rating", { rate })}
      title={t("rating", { rate })}
      data-testid="ticket-rating"
      className="flex shrink-0 items-center gap-0.5 rounded bg-muted px-1 text-xs font-medium text-foreground"
    >
      <StarIcon aria-hidden className="size-3 fill-amber-400 text-amber-400" />
      {rate}
    </span>
  );
}
