"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Spinner } from "@/components/ui/spinner";
import { fetcher } from "@/lib/client/api";
import { ChatView } from "./chat-view";
import { decodeEstimate } from "./estimate";
import type { Viewer } from "./types";

export type TicketChatProps = {
  ticketId: number;
  /** The ERP's chat-only view: no back, no drawer, only tags and transfer in the header. */
  embedded?: boolean;
  /** base64url text that prefills the composer (embedded view), sent by 'Enviar Orçamento'. */
  paramEstimate?: string;
  /** Opens the chat at this message, highlighted. */
  focusMessageId?: number;
};

/** The chat of one ticket: header, messages, composer. Everything resets when the ticket changes. */
export function TicketChat({ ticketId, embedded = false, paramEstimate, focusMessageId }: TicketChatProps) {
  const t = useTranslations("chat");
  const { data: viewer } = useSWR<Viewer>("/auth/me", fetcher, { revalidateOnFocus: false });
  if (!viewer) return <Spinner aria-label={t("loading")} className="m-auto" />;
  return (
    <ChatView
      key={`${ticketId}-${focusMessageId ?? ""}`}
      ticketId={ticketId}
      embedded={embedded}
      estimate={embedded ? decodeEstimate(paramEstimate) : undefined}
      focusMessageId={focusMessageId}
      viewer={viewer}
    />
  );
}
