"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useUndeliveredCount } from "./use-undelivered";

/** The drawer's count on 'Not delivered': what failed for good and the user may send again. */
export function UndeliveredBadge() {
  const t = useTranslations("undelivered");
  const count = useUndeliveredCount();
  if (!count) return null;
  return (
    <Badge variant="destructive" className="ml-auto" aria-label={t("badge", { count })} data-testid="undelivered-count">
      {count}
    </Badge>
  );
}
