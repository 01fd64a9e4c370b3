import type { InboundMessage } from "@/lib/whatsapp/provider";

export const LAST_MESSAGE_MAX = 255;

/** The ticket's last-message text: the body, or the kind of media when there is no text. */
export function messagePreview(message: Pick<InboundMessage, "kind" | "body">): string {
  const text = message.kind === "contactMessage" || message.kind === "locationMessage" ? "" : message.body.trim();
  return (text || `[${message.kind}]`).slice(0, LAST_MESSAGE_MAX);
}
