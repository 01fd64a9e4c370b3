"use client";

import { AlertCircleIcon, LockIcon } from "lucide-react";
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

/** What WhatsApp said of a send of ours that did not arrive (a Cloud API status, the send job's last failure). */
export function SendFailure({ code }: { code: string }) {
  const t = useTranslations("cloud");
  const errors = useTranslations("errors");
  return (
    <p className="mt-1 flex items-start gap-1 text-xs text-destructive">
      <AlertCircleIcon className="mt-px size-3 shrink-0" aria-hidden />
      <span>
        {t("sendFailed")}
        {errors.has(code) ? `: ${errors(code)}` : ""}
      </span>
    </p>
  );
}
