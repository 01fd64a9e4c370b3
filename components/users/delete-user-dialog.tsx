"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { useErrorToast } from "@/lib/client/use-error-toast";
import type { User } from "./types";

type Props = { user: User | null; onOpenChange: (open: boolean) => void; onDeleted: () => void };

export function DeleteUserDialog({ user, onOpenChange, onDeleted }: Props) {
  const t = useTranslations("users");
  const showError = useErrorToast();

  const confirm = async () => {
    if (!user) return;
    try {
      await api(`/users/${user.id}`, { method: "DELETE" });
      toast.success(t("deleted"));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={t("deleteTitle", { name: user?.name ?? "" })}
      description={t("deleteMessage")}
      confirmLabel={t("confirmDelete")}
      cancelLabel={t("cancel")}
      onConfirm={confirm}
    />
  );
}
