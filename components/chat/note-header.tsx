"use client";

import { LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ChatMessage } from "./types";

/** "Internal note · author" above a note's text: the contact never sees it. */
export function NoteHeader({ message }: { message: ChatMessage }) {
  const t = useTranslations("notes");
  return (
    <p className="mb-0.5 flex items-center gap-1 text-xs font-medium text-amber-900 dark:text-amber-200">
      <LockIcon className="size-3" aria-hidden /> {t("by", { name: message.user?.name ?? "" })}
    </p>
  );
}
