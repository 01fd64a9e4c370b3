"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, type ApiInit } from "@/lib/client/api";

type Props = {
  /** The API path to DELETE, or null while closed. */
  path: string | null;
  query?: ApiInit["query"];
  /** The catalogue namespace with deleteTitle, deleteMessage, deleted, confirmDelete and cancel. */
  namespace: "quickAnswers" | "tags" | "queues" | "contacts" | "users" | "schedules" | "connections";
  name: string;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

/** The confirmation before deleting a catalogue item (its name in the title or the message); errors show translated. */
export function DeleteConfirm({ path, query, namespace, name, onOpenChange, onDeleted }: Props) {
  const t = useTranslations(namespace);
  const showError = useErrorToast();
  const confirm = async () => {
    if (!path) return;
    try {
      await api(path, { method: "DELETE", query });
      toast.success(t("deleted"));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <ConfirmDialog
      open={path !== null}
      onOpenChange={onOpenChange}
      title={t("deleteTitle", { name })}
      description={t("deleteMessage", { name })}
      confirmLabel={t("confirmDelete")}
      cancelLabel={t("cancel")}
      onConfirm={confirm}
    />
  );
}
