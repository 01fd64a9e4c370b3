"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { addFiles } from "./attachments";
import { ChatDialogs, type ChatDialog } from "./chat-dialogs";
import { ChatHeader, type HeaderAction } from "./chat-header";
import { DropOverlay } from "./drop-overlay";
import { ForwardBar } from "./forward-bar";
import type { BubbleActions } from "./message-bubble";
import { MessageList } from "./message-list";
import { MessageTextsProvider } from "./message-texts";
import { ReplyArea } from "./reply-area";
import { TagsPanel } from "./tags-panel";
import type { ChatMessage, MessagePage, Viewer } from "./types";
import { useChatMessages } from "./use-chat-messages";
import { useChatRoom } from "./use-chat-room";
import { useEscape } from "./use-escape";
import { useForwardSelection } from "./use-forward-selection";
import { useReact } from "./use-react";
import { useReadWhileOpen } from "./use-read-while-open";
import { useSend } from "./use-send";
import { closedPath, useTicketActions } from "./use-ticket-actions";
import { useTicketGone } from "./use-ticket-gone";

type Props = {
  ticketId: number;
  first: MessagePage;
  embedded: boolean;
  estimate?: string;
  focusMessageId?: number;
  viewer: Viewer;
};

/** One opening of a ticket's chat: header, messages, the composer or the forwarding bar, dialogs. */
export function ChatView({ ticketId, first, embedded, estimate, focusMessageId, viewer }: Props) {
  const t = useTranslations("chat");
  const router = useRouter();
  const showError = useErrorToast();
  const chat = useChatMessages(ticketId, first, focusMessageId);
  const { state, replace, setTicket } = chat;
  const { ticket, messages } = state;
  const { sendText, sendFiles, sendQuickAnswer } = useSend(ticketId, viewer, chat);
  const actions = useTicketActions(ticket, viewer, embedded, setTicket);
  const [dialog, setDialog] = useState<ChatDialog | null>(null);
  const forward = useForwardSelection(messages, () => setDialog("forward"));
  const onReact = useReact(ticketId, chat);
  const input = useRef<HTMLTextAreaElement>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [scrollSignal, setScrollSignal] = useState(0);
  useChatRoom(ticketId);
  useReadWhileOpen(ticketId, first.ticket);
  useTicketGone(ticketId, chat.missing, () => {
    if (actions.leaving.current) return;
    toast.error(t("gone"));
    router.replace(closedPath(embedded));
  });
  const isOpen = ticket.status === "open";
  useEffect(() => {
    if (isOpen) input.current?.focus();
  }, [isOpen]);
  useEscape(() => {
    if (replyTo) setReplyTo(null);
    else if (forward.selection) forward.clear();
    else if (!embedded) router.push("/tickets");
  });

  const bubbleActions = useMemo<BubbleActions>(
    () => ({
      onReply: (message) => (setReplyTo(message), input.current?.focus()),
      onDelete: (message) =>
        void api(`/messages/${message.id}`, { method: "DELETE" }).then(
          () => replace({ ...message, isDeleted: true }),
          showError,
        ),
      onForward: forward.start,
      onToggleSelect: forward.toggle,
      onReact: isOpen && onReact ? (message, emoji) => void onReact(message, emoji) : undefined,
    }),
    [replace, showError, forward.start, forward.toggle, isOpen, onReact],
  );
  const { setStatus } = actions;
  const onAction = useCallback(
    (action: HeaderAction) => {
      if (action === "back") router.push("/tickets");
      else if (action === "tags") setTagsOpen((open) => !open);
      else if (action === "pending" || action === "resolve")
        void setStatus(action === "pending" ? "pending" : "closed");
      else setDialog(action);
    },
    [router, setStatus],
  );
  const closeDialog = useCallback(() => setDialog(null), []);
  const onSendText = async (text: string, signature: boolean) => {
    const quoted = replyTo;
    setReplyTo(null);
    setScrollSignal((n) => n + 1);
    return sendText(text, signature || embedded, quoted);
  };
  const scrolledIfSent = async (sent: Promise<boolean>) => {
    const ok = await sent;
    if (ok) setScrollSignal((n) => n + 1);
    return ok;
  };
  const onSendFiles = (list: File[], text: string) => scrolledIfSent(sendFiles(list, text));
  const onSendQuickAnswer = (quickAnswerId: number, text: string) =>
    scrolledIfSent(sendQuickAnswer(quickAnswerId, text));
  const drop = (list: FileList) => {
    const added = addFiles(files, Array.from(list));
    if (added.tooLarge) toast.error(t("tooLarge"));
    else setFiles(added.files);
  };

  return (
    <section
      aria-label={t("region", { name: ticket.contact.name })}
      className="relative flex h-full min-h-0 flex-1 flex-col"
      onDragEnter={(event) => isOpen && event.dataTransfer.types.includes("Files") && setDragging(true)}
    >
      <ChatHeader ticket={ticket} viewer={viewer} embedded={embedded} tagsOpen={tagsOpen} onAction={onAction} />
      {tagsOpen && <TagsPanel ticket={ticket} onChange={(tags) => setTicket({ ...ticket, tags })} />}
      <MessageTextsProvider>
        <MessageList
          messages={messages}
          firstItemIndex={state.firstItemIndex}
          hasOlder={state.hasOlder}
          hasNewer={state.hasNewer}
          live={state.live}
          unreadFromId={state.unreadFromId}
          focusMessageId={focusMessageId}
          selection={forward.selection}
          canAct={!embedded || isOpen}
          loadOlder={chat.loadOlder}
          loadNewer={chat.loadNewer}
          scrollSignal={scrollSignal}
          actions={bubbleActions}
        />
      </MessageTextsProvider>
      {forward.selection ? (
        <ForwardBar count={forward.selection.size} onClear={forward.clear} onForward={forward.open} />
      ) : (
        <ReplyArea
          ticket={ticket}
          chat={chat}
          onSent={() => setScrollSignal((n) => n + 1)}
          ticketId={ticketId}
          userId={viewer.id}
          enabled={isOpen}
          embedded={embedded}
          estimate={estimate}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          files={files}
          onFilesChange={setFiles}
          inputRef={input}
          onSendText={onSendText}
          onSendFiles={onSendFiles}
          onSendQuickAnswer={onSendQuickAnswer}
        />
      )}
      {dragging && <DropOverlay onDrop={drop} onLeave={() => setDragging(false)} />}
      <ChatDialogs
        open={dialog}
        onClose={closeDialog}
        ticket={ticket}
        viewer={viewer}
        embedded={embedded}
        forwardIds={forward.ids}
        onForwarded={forward.clear}
        onTransferred={actions.settled}
        onDelete={actions.remove}
      />
    </section>
  );
}
