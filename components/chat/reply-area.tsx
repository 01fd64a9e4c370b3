"use client";

import { useState } from "react";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { Composer } from "./composer";
import { ComposerModeToggle, type ComposerMode } from "./composer-mode";
import { TemplateComposer } from "./template-composer";
import type { ChatMessage, ChatTicket } from "./types";
import type { useChatMessages } from "./use-chat-messages";
import { useReplyWindow } from "./use-reply-window";

type ComposerProps = Omit<React.ComponentProps<typeof Composer>, "mode" | "onSendNote">;
type Props = ComposerProps & { ticket: ChatTicket; chat: ReturnType<typeof useChatMessages>; onSent: () => void };

/**
 * Where an attendant writes: a reply to the contact or an internal note (which any ticket the
 * attendant sees may take, whatever its status). Once a Cloud API contact's 24-hour window has
 * closed, replies are the connection's approved templates instead of free text.
 */
export function ReplyArea({ ticket, chat, onSent, ...composer }: Props) {
  const showError = useErrorToast();
  const [mode, setMode] = useState<ComposerMode>("reply");
  const window = useReplyWindow(ticket.id, chat.state?.messages ?? []);
  const settled = (message: ChatMessage) => {
    chat.settle(0, [message]);
    onSent();
  };
  const sendNote = async (body: string, mentionedUserIds: number[]) => {
    try {
      const quotedMsg = composer.replyTo && { id: composer.replyTo.id };
      settled(
        await api<ChatMessage>(`/messages/${ticket.id}`, {
          method: "POST",
          json: { body, isPrivate: true, mentionedUserIds, quotedMsg },
        }),
      );
      composer.onCancelReply();
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };
  const templatesOnly = mode === "reply" && window?.provider === "cloud" && !window.open;
  return (
    <div>
      {!composer.embedded && <ComposerModeToggle mode={mode} onChange={setMode} />}
      {templatesOnly ? (
        <TemplateComposer ticketId={ticket.id} enabled={composer.enabled} onSent={settled} />
      ) : (
        <Composer {...composer} enabled={mode === "note" || composer.enabled} mode={mode} onSendNote={sendNote} />
      )}
    </div>
  );
}
