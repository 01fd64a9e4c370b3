"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import { ConnectionForm } from "./connection-form";
import type { Connection } from "./types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The connection to edit, as it was when the dialog opened; without it the dialog creates one. */
  connection?: Connection;
  queues: QueueOption[];
  simulatorEnabled: boolean;
  onSaved: (connection: Connection) => void;
};

/** The WhatsApp connection modal: add and edit. */
export function ConnectionDialog({ open, onOpenChange, connection, queues, simulatorEnabled, onSaved }: Props) {
  const t = useTranslations("connections.dialog");
  const title = connection ? t("editTitle") : t("addTitle");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <ConnectionForm
          key={connection?.id ?? "new"}
          connection={connection}
          queues={queues}
          simulatorEnabled={simulatorEnabled}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
