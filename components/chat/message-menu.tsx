"use client";

import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { BubbleActions } from "./message-bubble";
import { useMessageTexts } from "./message-texts";
import { ReactionItems } from "./reactions";
import type { ChatMessage } from "./types";

const MENU_BUTTON =
  "absolute top-1 right-1 rounded bg-inherit p-0.5 opacity-0 outline-none group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:opacity-100 pointer-coarse:opacity-100";

/**
 * A message's menu: reply, forward, delete (own messages), and reactions where the connection can send them. Until it is first opened its button is
 * a plain one; the menu's machinery (a dozen components and contexts) is drawn from then on, not
 * with every row of every chat.
 */
export function MessageMenu({ message, actions }: { message: ChatMessage; actions: BubbleActions }) {
  const t = useMessageTexts();
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const opening = () => (setDrawn(true), setOpen(true));
  if (!drawn) {
    return (
      <button
        type="button"
        aria-label={t("actions")}
        aria-haspopup="menu"
        aria-expanded={false}
        className={MENU_BUTTON}
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          // As the menu's own trigger does: the focus goes into the menu, not to the button.
          event.preventDefault();
          opening();
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
          event.preventDefault();
          opening();
        }}
      >
        <ChevronDownIcon className="size-4" />
      </button>
    );
  }
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger aria-label={t("actions")} className={MENU_BUTTON}>
        <ChevronDownIcon className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onReply(message)}>{t("reply")}</DropdownMenuItem>
        {!message.isPrivate && (
          <DropdownMenuItem onSelect={() => actions.onForward(message)}>{t("forward")}</DropdownMenuItem>
        )}
        {message.fromMe && (
          <DropdownMenuItem
            variant="destructive"
            disabled={message.isDeleted}
            onSelect={() => actions.onDelete(message)}
          >
            {t("delete")}
          </DropdownMenuItem>
        )}
        {actions.onReact && !message.isPrivate && !(message.fromMe && message.ack === 0) && (
          <ReactionItems message={message} onReact={actions.onReact} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
