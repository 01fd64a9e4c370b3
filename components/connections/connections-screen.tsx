"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { ListScreen } from "@/components/catalog/list-screen";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import { ConnectionDialog } from "./connection-dialog";
import { ConnectionsTable } from "./connections-table";
import { QrDialog } from "./qr-dialog";
import type { Connection } from "./types";
import {
  patchConnection,
  removeConnection,
  upsertConnection,
  useConnections,
  useConnectionsCache,
} from "./use-connections";

type Props = { queues: QueueOption[]; simulatorEnabled: boolean };

/** The Connections screen: the tenant's WhatsApp numbers, their sessions, live. */
export function ConnectionsScreen({ queues, simulatorEnabled }: Props) {
  const t = useTranslations("connections");
  const showError = useErrorToast();
  const { data: connections } = useConnections();
  const { update } = useConnectionsCache();
  const [editing, setEditing] = useState<{ open: boolean; connection?: Connection }>({ open: false });
  const [showingQr, setShowingQr] = useState<Connection | null>(null);
  const [disconnecting, setDisconnecting] = useState<Connection | null>(null);
  const [deleting, setDeleting] = useState<Connection | null>(null);

  const disconnect = async () => {
    if (!disconnecting) return;
    try {
      await api(`/${disconnecting.zapi ? "whatsappsessionZapi" : "whatsappsession"}/${disconnecting.id}`, {
        method: "DELETE",
      });
      update(patchConnection(disconnecting.id, { status: "DISCONNECTED", qrcode: null }));
      setDisconnecting(null);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <ListScreen title={t("title")} addLabel={t("add")} onAdd={() => setEditing({ open: true })}>
      <ConnectionsTable
        connections={connections}
        onShowQr={setShowingQr}
        onDisconnect={setDisconnecting}
        onEdit={(connection) => setEditing({ open: true, connection })}
        onDelete={setDeleting}
      />
      <ConnectionDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        connection={editing.connection}
        queues={queues}
        simulatorEnabled={simulatorEnabled}
        onSaved={(saved) => update(upsertConnection(saved))}
      />
      <QrDialog connection={showingQr} onOpenChange={(open) => !open && setShowingQr(null)} />
      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => !open && setDisconnecting(null)}
        title={t("disconnectTitle", { name: disconnecting?.name ?? "" })}
        description={t("disconnectMessage")}
        confirmLabel={t("confirmDisconnect")}
        cancelLabel={t("cancel")}
        onConfirm={disconnect}
      />
      <DeleteConfirm
        path={deleting && `/whatsapp/${deleting.id}`}
        namespace="connections"
        name={deleting?.name ?? ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={() => deleting && update(removeConnection(deleting.id))}
      />
    </ListScreen>
  );
}
