"use client";

import { useTranslations } from "next-intl";
import { menuMessage } from "@/lib/chatbot/greeting-template";

type Props = { greeting: string | null | undefined; names: string[]; label: string };

/** The menu text the contact receives, built by the function the bot sends it with. */
export function MenuPreview({ greeting, names, label }: Props) {
  const t = useTranslations("queueDialog.chatbot");
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs font-medium text-muted-foreground">{label}</figcaption>
      <pre
        data-testid="menu-preview"
        className="rounded-md bg-muted p-2 font-sans text-sm whitespace-pre-wrap"
        aria-label={label}
      >
        {menuMessage(
          greeting,
          names.map((name) => name || t("emptyName")),
        )}
      </pre>
    </figure>
  );
}
