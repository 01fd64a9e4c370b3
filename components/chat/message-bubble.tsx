"use client";

import { ForwardIcon, PencilIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { WhatsAppBold } from "@/components/ui/whatsapp-bold";
import { cn } from "@/lib/utils/cn";
import { AckIcon } from "./ack-icon";
import { timeOf } from "./format";
import { MessageContent } from "./message-media";
import { NoteHeader } from "./note-header";
import { MessageMenu } from "./message-menu";
import { useMessageTexts } from "./message-texts";
import { SendFailure } from "./send-failure";
import { SendRetrying } from "./send-retrying";
import type { ChatMessage } from "./types";

export type BubbleActions = {
  onReply: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  onForward: (message: ChatMessage) => void;
  onToggleSelect: (message: ChatMessage) => void;
  /** Where the connection can send reactions (the Cloud API). */
  onReact?: (message: ChatMessage, emoji: string) => void;
};

export type BubbleProps = {
  message: ChatMessage;
  /** The previous message is from the same side on the same day: less space between them. */
  grouped: boolean;
  highlighted: boolean;
  selecting: boolean;
  selected: boolean;
  canAct: boolean;
  actions: BubbleActions;
};

function Quoted({ quoted }: { quoted: NonNullable<ChatMessage["quotedMsg"]> }) {
  const t = useMessageTexts();
  return (
    <div className="mb-1 rounded border-l-4 border-primary bg-background/50 px-2 py-1 text-xs">
      <p className="font-medium">{quoted.fromMe ? t("you") : (quoted.contact?.name ?? "")}</p>
      <p className="line-clamp-2 text-muted-foreground">
        {quoted.isDeleted ? t("deleted") : quoted.body ? <WhatsAppBold text={quoted.body} /> : quoted.mediaType}
      </p>
    </div>
  );
}

/** A message of ours: its ticks, or why there are none yet (failed for good, or being tried again). */
function SendState({ message }: { message: ChatMessage }) {
  if (message.isDeleted) return <AckIcon ack={message.ack} />;
  if (message.sendError) return <SendFailure messageId={message.id} code={message.sendError} />;
  if (message.sendRetryError && message.ack === 0) return <SendRetrying code={message.sendRetryError} />;
  return <AckIcon ack={message.ack} />;
}

/** The searched message glows, then the glow fades while the mark (aria-current) stays. */
function useGlow(highlighted: boolean) {
  const [glowing, setGlowing] = useState(highlighted);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setGlowing(false), GLOW_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return glowing;
}

const GLOW_MS = 2500;

export function MessageBubble({ message, grouped, highlighted, selecting, selected, canAct, actions }: BubbleProps) {
  const t = useMessageTexts();
  const mine = message.fromMe;
  const glowing = useGlow(highlighted);
  const bubble = (
    <div
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
      className={cn(
        "group relative max-w-[85%] rounded-lg px-2.5 py-1.5 shadow-sm sm:max-w-[65%]",
        message.isPrivate
          ? "border border-amber-300 bg-amber-100 dark:border-amber-700 dark:bg-amber-900/40"
          : mine
            ? "bg-primary/15"
            : "bg-muted",
        highlighted && "ring-2 transition-[box-shadow] duration-1000",
        highlighted && (glowing ? "ring-amber-400" : "ring-transparent"),
        message.isDeleted && "opacity-70",
        // A touch screen has no hover to reveal the actions: they stay shown, beside the text.
        canAct && !selecting && "pointer-coarse:pr-7",
      )}
    >
      {canAct && !selecting && !message.optimistic && <MessageMenu message={message} actions={actions} />}
      {message.isPrivate && <NoteHeader message={message} />}
      {message.isForwardMessage && (
        <p className="flex items-center gap-1 text-xs italic text-muted-foreground">
          <ForwardIcon className="size-3" /> {t("forwarded")}
        </p>
      )}
      {message.quotedMsg && <Quoted quoted={message.quotedMsg} />}
      {message.isDeleted ? (
        <p className="text-sm italic text-muted-foreground">{t("deleted")}</p>
      ) : (
        <MessageContent message={message} />
      )}
      <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-muted-foreground">
        {message.editedMessage && (
          <span className="flex items-center gap-0.5">
            <PencilIcon className="size-3" /> {t("edited")}
          </span>
        )}
        <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        {mine && !message.isPrivate && <SendState message={message} />}
      </p>
    </div>
  );
  return (
    <div
      className={cn(
        "flex items-center gap-2 px-3 sm:px-6",
        mine ? "justify-end" : "justify-start",
        grouped ? "pt-0.5" : "pt-2",
      )}
    >
      {selecting && (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={selected}
          onChange={() => actions.onToggleSelect(message)}
          aria-label={t("select")}
        />
      )}
      {bubble}
    </div>
  );
}
