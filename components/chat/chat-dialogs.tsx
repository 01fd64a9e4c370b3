"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContactDrawer } from "./contact-drawer";
import { ForwardDialog } from "./forward-dialog";
import { TransferTicketDialog } from "./transfer-ticket-dialog";
import type { ChatTicket, Viewer } from "./types";

export type ChatDialog = "contact" | "transfer" | "accept" | "delete" | "forward";

type Props = {
  open: ChatDialog | null;
  onClose: () => void;
  ticket: ChatTicket;
  viewer: Viewer;
  embedded: boolean;
  /** The messages chosen for forwarding. */
  forwardIds: number[];
  onForwarded: () => void;
  onTransferred: (ticket: ChatTicket) => void;
  onDelete: () => Promise<void>;
};

/** The chat's dialogs, one open at a time: the contact's drawer, transfer or accept, delete, forward. */
export const ChatDialogs = memo(function ChatDialogs({ open, onClose, ticket, viewer, embedded, forwardIds, onForwarded, onTransferred, onDelete }: Props) {
  const t = useTranslations("chat");
  const closing = (isOpen: boolean) => !isOpen && onClose();
  return (
    <>
      {!embedded && <ContactDrawer open={open === "contact"} onOpenChange={closing} contact={ticket.contact} />}
      <TransferTicketDialog
        open={open === "transfer" || open === "accept"}
        onOpenChange={closing}
        mode={open === "accept" ? "accept" : "transfer"}
        ticket={ticket}
        viewer={viewer}
        onDone={onTransferred}
      />
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={closing}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={async () => {
          await onDelete();
          onClose();
        }}
      />
      <ForwardDialog open={open === "forward"} onOpenChange={closing} messageIds={forwardIds} onForwarded={onForwarded} />
    </>
  );
});
