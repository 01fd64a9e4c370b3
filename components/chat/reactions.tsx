"use client";

import { useTranslations } from "next-intl";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { ChatMessage } from "./types";

const EMOJIS = ["👍", "❤️", "😂", "😮", "😢", "🙏"];

/** A reaction's bubble: the emoji someone put on the quoted message, or that it was taken away. */
export function ReactionContent({ message }: { message: ChatMessage }) {
  const t = useTranslations("cloud");
  return <p className="text-sm">{message.body ? t("reacted", { emoji: message.body }) : t("reactionRemoved")}</p>;
}

/** The message menu's emojis, where the connection can send reactions (the Cloud API). */
export function ReactionItems({
  message,
  onReact,
}: {
  message: ChatMessage;
  onReact: (message: ChatMessage, emoji: string) => void;
}) {
  const t = useTranslations("cloud");
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{t("react")}</DropdownMenuLabel>
      <div className="flex px-1">
        {EMOJIS.map((emoji) => (
          <DropdownMenuItem
            key={emoji}
            aria-label={t("reactWith", { emoji })}
            onSelect={() => onReact(message, emoji)}
            className="px-1.5 text-base"
          >
            {emoji}
          </DropdownMenuItem>
        ))}
      </div>
    </>
  );
}
