"use client";

import { XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Forwarding mode's bar in place of the composer: how many messages are chosen, clear, forward. */
export function ForwardBar({
  count,
  onClear,
  onForward,
}: {
  count: number;
  onClear: () => void;
  onForward: () => void;
}) {
  const t = useTranslations("forward");
  return (
    <div role="toolbar" aria-label={t("bar")} className="flex items-center gap-2 border-t bg-background px-4 py-3">
      <Button variant="ghost" size="icon" aria-label={t("clear")} onClick={onClear}>
        <XIcon />
      </Button>
      <span className="flex-1 text-sm">{t("selected", { count })}</span>
      <Button onClick={onForward}>{t("open")}</Button>
    </div>
  );
}
