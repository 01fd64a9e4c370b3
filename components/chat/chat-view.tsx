"use client";

import { XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { addFiles } from "./attachments";
import { ChatHeader, type HeaderAction } from "./chat-header";
import { ContactDrawer } from "./contact-drawer";
import { ForwardDialog } from "./forward-dialog";
import { MessageList } from "./message-list";
import { ReplyArea } from "./reply-area";
import { TagsPanel } from "./tags-panel";
import { TransferTicketDialog } from "./transfer-ticket-dialog";
import type { ChatMessage, Viewer } from "./types";
import { useChatMessages } from "./use-chat-messages";
import { useChatRoom } from "./use-chat-room";
import { useEscape } from "./use-escape";
import { useReact } from "./use-react";
import { useSend } from "./use-send";
import { closedPath, useTicketActions } from "./use-ticket-actions";
import { useTicketGone } from "./use-ticket-gone";

type Props = { ticketId: number; embedded: boolean; estimate?: string; focusMessageId?: number; viewer: Viewer };

export function ChatView({ ticketId, embedded, estimate, focusMessageId, viewer }: Props) {
  const t = useTranslations("chat");
  const tf = useTranslations("forward");
  const router = useRouter();
  const showError = useErrorToast();
  const chat = useChatMessages(ticketId, focusMessageId);
  const { state, error } = chat;
  const ticket = state?.ticket;
  const { sendText, sendFiles } = useSend(ticketId, viewer, chat);
  const actions = useTicketActions(ticket, viewer, embedded, chat.setTicket);
  const onReact = useReact(ticketId, chat);
  const input = useRef<HTMLTextAreaElement>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [selection, setSelection] = useState<Set<number> | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [dialog, setDialog] = useState<"contact" | "transfer" | "accept" | "delete" | "forward" | null>(null);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [scrollSignal, setScrollSignal] = useState(0);
  useChatRoom(ticketId);
  useTicketGone(ticketId, () => {
    if (actions.leaving.current) return;
    toast.error(t("gone"));
    router.replace(closedPath(embedded));
  });

  const loaded = !!state;
  useEffect(() => {
    // Opening a ticket marks it read once its messages are read, so the unread divider knows where
    // it goes (the list's unread badge follows the ticket event).
    if (loaded) api(`/tickets/${ticketId}/markAsRead`, { method: "PUT", json: { unreadMessages: 0, unread: false } }).catch(() => undefined);
  }, [ticketId, loaded]);
  const isOpen = ticket?.status === "open";
  useEffect(() => {
    if (isOpen) input.current?.focus();
  }, [isOpen]);

  useEscape(() => {
    if (replyTo) setReplyTo(null);
    else if (selection) setSelection(null);
    else if (!embedded) router.push("/tickets");
  });

  if (error && !state) return <p role="alert" className="m-auto p-8 text-center text-muted-foreground">{t("notFound")}</p>;
  if (!state || !ticket) return <Spinner aria-label={t("loading")} className="m-auto" />;

  const onAction = (action: HeaderAction) => {
    if (action === "back") router.push("/tickets");
    else if (action === "tags") setTagsOpen(!tagsOpen);
    else if (action === "pending" || action === "resolve") void actions.setStatus(action === "pending" ? "pending" : "closed");
    else setDialog(action);
  };

  const startForward = (message: ChatMessage) => setSelection(new Set([message.id]));
  const toggleSelect = (message: ChatMessage) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(message.id)) next.delete(message.id);
      else next.add(message.id);
      return next;
    });
  const openForward = () => {
    const chosen = state.messages.filter((m) => selection?.has(m.id));
    if (!chosen.length) return toast.error(tf("noMessages"));
    if (chosen.some((m) => m.fromMe && m.ack === 0)) return toast.error(tf("neverSent"));
    setDialog("forward");
  };
  const deleteMessage = async (message: ChatMessage) => {
    try {
      chat.replace(await api<ChatMessage>(`/messages/${message.id}`, { method: "DELETE" }).then(() => ({ ...message, isDeleted: true })));
    } catch (err) {
      showError(err);
    }
  };
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
      {tagsOpen && <TagsPanel ticket={ticket} onChange={(tags) => chat.setTicket({ ...ticket, tags })} />}
      <MessageList
        state={state}
        focusMessageId={focusMessageId}
        selection={selection}
        canAct={!embedded || isOpen}
        loadOlder={chat.loadOlder}
        loadNewer={chat.loadNewer}
        scrollSignal={scrollSignal}
        onReply={(message) => (setReplyTo(message), input.current?.focus())}
        onDelete={(message) => void deleteMessage(message)}
        onForward={startForward}
        onToggleSelect={toggleSelect}
        onReact={isOpen ? onReact : undefined}
      />
      {selection ? (
        <div role="toolbar" aria-label={tf("bar")} className="flex items-center gap-2 border-t bg-background px-4 py-3">
          <Button variant="ghost" size="icon" aria-label={tf("clear")} onClick={() => setSelection(null)}>
            <XIcon />
          </Button>
          <span className="flex-1 text-sm">{tf("selected", { count: selection.size })}</span>
          <Button onClick={openForward}>{tf("open")}</Button>
        </div>
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
          onSendText={async (text, signature) => {
            const quoted = replyTo;
            setReplyTo(null);
            setScrollSignal((n) => n + 1);
            return sendText(text, signature || embedded, quoted);
          }}
          onSendFiles={async (list, text) => {
            const ok = await sendFiles(list, text);
            if (ok) setScrollSignal((n) => n + 1);
            return ok;
          }}
        />
      )}
      {dragging && (
        <div
          className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-1 border-4 border-dashed border-primary bg-background/90 text-center"
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            drop(event.dataTransfer.files);
          }}
        >
          <p className="text-lg font-medium">{t("dropTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("dropSubtitle")}</p>
        </div>
      )}
      {!embedded && <ContactDrawer open={dialog === "contact"} onOpenChange={(open) => setDialog(open ? "contact" : null)} contact={ticket.contact} />}
      <TransferTicketDialog
        open={dialog === "transfer" || dialog === "accept"}
        onOpenChange={(open) => !open && setDialog(null)}
        mode={dialog === "accept" ? "accept" : "transfer"}
        ticket={ticket}
        viewer={viewer}
        onDone={actions.settled}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={async () => {
          await actions.remove();
          setDialog(null);
        }}
      />
      <ForwardDialog
        open={dialog === "forward"}
        onOpenChange={(open) => !open && setDialog(null)}
        messageIds={state.messages.filter((m) => selection?.has(m.id)).map((m) => m.id)}
        onForwarded={() => setSelection(null)}
      />
    </section>
  );
}
