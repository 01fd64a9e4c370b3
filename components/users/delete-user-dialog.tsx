"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { useErrorToast } from "@/lib/client/use-error-toast";
import type { User } from "./types";

type Props = { user: User | null; onOpenChange: (open: boolean) => void; onDeleted: () => void };

export function DeleteUserDialog({ user, onOpenChange, onDeleted }: Props) {
  const t = useTranslations("users");
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!user) return;
    setBusy(true);
    try {
      await api(`/users/${user.id}`, { method: "DELETE" });
      toast.success(t("deleted"));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={t("cancel")}>
        <DialogHeader>
          <DialogTitle>{t("deleteTitle", { name: user?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("deleteMessage")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {t("confirmDelete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
