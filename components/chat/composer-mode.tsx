"use client";

import { LockIcon, ReplyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";

export type ComposerMode = "reply" | "note";

/** Reply to the contact, or write an internal note only attendants see. */
export function ComposerModeToggle({ mode, onChange }: { mode: ComposerMode; onChange: (mode: ComposerMode) => void }) {
  const t = useTranslations("notes");
  const option = (value: ComposerMode, Icon: typeof ReplyIcon, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => onChange(value)}
      className={cn(
        "flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
        mode === value
          ? value === "note"
            ? "bg-amber-200 text-amber-950"
            : "bg-primary/15"
          : "text-muted-foreground hover:bg-muted",
      )}
    >
      <Icon className="size-3.5" aria-hidden /> {label}
    </button>
  );
  return (
    <div role="radiogroup" aria-label={t("mode")} className="flex gap-1 border-t bg-background px-2 pt-2">
      {option("reply", ReplyIcon, t("reply"))}
      {option("note", LockIcon, t("note"))}
    </div>
  );
}
