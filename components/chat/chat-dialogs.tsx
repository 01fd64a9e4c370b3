"use client";

import { useTranslations } from "next-intl";
import { memo, useState } from "react";
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

/** The dialogs opened so far: a dialog is drawn from its first opening on (its form, its reads), not with every chat. */
function useOpenedOnce(open: ChatDialog | null) {
  const [opened, setOpened] = useState<ChatDialog[]>([]);
  const kind = open === "accept" ? "transfer" : open;
  if (kind && !opened.includes(kind)) setOpened([...opened, kind]);
  return (dialog: ChatDialog) => opened.includes(dialog);
}

/** The chat's dialogs, one open at a time: the contact's drawer, transfer or accept, delete, forward. */
export const ChatDialogs = memo(function ChatDialogs({
  open,
  onClose,
  ticket,
  viewer,
  embedded,
  forwardIds,
  onForwarded,
  onTransferred,
  onDelete,
}: Props) {
  const t = useTranslations("chat");
  const opened = useOpenedOnce(open);
  const closing = (isOpen: boolean) => !isOpen && onClose();
  return (
    <>
      {!embedded && opened("contact") && (
        <ContactDrawer open={open === "contact"} onOpenChange={closing} contact={ticket.contact} />
      )}
      {opened("transfer") && (
        <TransferTicketDialog
          open={open === "transfer" || open === "accept"}
          onOpenChange={closing}
          mode={open === "accept" ? "accept" : "transfer"}
          ticket={ticket}
          viewer={viewer}
          onDone={onTransferred}
        />
      )}
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
      {opened("forward") && (
        <ForwardDialog
          open={open === "forward"}
          onOpenChange={closing}
          messageIds={forwardIds}
          onForwarded={onForwarded}
        />
      )}
    </>
  );
});
