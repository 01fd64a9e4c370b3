"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";
import type { Mentionable } from "./use-mentions";

type Props = { id: string; users: Mentionable[]; active: number; onChoose: (user: Mentionable) => void };

/** The attendants an @ may name, as a listbox the composer moves through with ↑/↓. */
export function MentionList({ id, users, active, onChoose }: Props) {
  const t = useTranslations("notes");
  return (
    <ul id={id} role="listbox" aria-label={t("mentions")} className="max-h-56 overflow-y-auto border-b bg-background py-1">
      {users.length === 0 && <li className="px-4 py-2 text-sm text-muted-foreground">{t("noMatch")}</li>}
      {users.map((user, index) => (
        <li
          key={user.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={cn("cursor-pointer px-4 py-2 text-sm", index === active && "bg-accent")}
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(user);
          }}
        >
          @{user.name}
        </li>
      ))}
    </ul>
  );
}
