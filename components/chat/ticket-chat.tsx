"use client";

import { useTranslations } from "next-intl";
import { ChatView } from "./chat-view";
import { decodeEstimate } from "./estimate";
import type { MessagePage, Viewer } from "./types";

export type TicketChatProps = {
  ticketId: number;
  /** The page the chat opens with, read by the server's render of the page; null when the ticket is not the viewer's to see. */
  first: MessagePage | null;
  /** The signed-in user. */
  viewer: Viewer;
  /** The ERP's chat-only view: no back, no drawer, only tags and transfer in the header. */
  embedded?: boolean;
  /** base64url text that prefills the composer (embedded view), sent by 'Enviar Orçamento'. */
  paramEstimate?: string;
  /** Opens the chat at this message, highlighted. */
  focusMessageId?: number;
};

/** The chat of one ticket: header, messages, composer. Everything resets when the ticket changes. */
export function TicketChat({
  ticketId,
  first,
  viewer,
  embedded = false,
  paramEstimate,
  focusMessageId,
}: TicketChatProps) {
  const t = useTranslations("chat");
  if (!first)
    return (
      <p role="alert" className="m-auto p-8 text-center text-muted-foreground">
        {t("notFound")}
      </p>
    );
  // A searched message that is not the ticket's opened the latest page instead.
  const focus = first.messages.some((m) => m.id === focusMessageId) ? focusMessageId : undefined;
  return (
    <ChatView
      key={`${ticketId}-${focus ?? ""}`}
      ticketId={ticketId}
      first={first}
      embedded={embedded}
      estimate={embedded ? decodeEstimate(paramEstimate) : undefined}
      focusMessageId={focus}
      viewer={viewer}
    />
  );
}
