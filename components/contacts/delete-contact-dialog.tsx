"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { useErrorToast } from "@/lib/client/use-error-toast";
import type { Contact } from "./types";

type Props = { contact: Contact | null; onOpenChange: (open: boolean) => void; onDeleted: () => void };

/** Asks once more, saying that the contact's conversations and messages are deleted with it. */
export function DeleteContactDialog({ contact, onOpenChange, onDeleted }: Props) {
  const t = useTranslations("contacts");
  const showError = useErrorToast();
  const confirm = async () => {
    if (!contact) return;
    try {
      await api(`/contacts/${contact.id}`, { method: "DELETE", query: { deleteTickets: true } });
      toast.success(t("deleted"));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <ConfirmDialog
      open={contact !== null}
      onOpenChange={onOpenChange}
      title={t("deleteTitle", { name: contact?.name ?? "" })}
      description={t("deleteMessage")}
      confirmLabel={t("confirmDelete")}
      cancelLabel={t("cancel")}
      onConfirm={confirm}
    />
  );
}
