"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { QrPanel } from "./qr-panel";
import type { Connection } from "./types";

type Props = { connection: Pick<Connection, "id" | "zapi"> | null; onOpenChange: (open: boolean) => void };

/** The pairing dialog of a connection whose status is qrcode. */
export function QrDialog({ connection, onOpenChange }: Props) {
  const t = useTranslations("qrDialog");
  return (
    <Dialog open={connection !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {connection && <QrPanel key={connection.id} connection={connection} onPaired={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
