"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/catalog/form-dialog";
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
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={t("close")}>
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
    </FormDialog>
  );
}
