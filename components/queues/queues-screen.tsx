"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { ListScreen } from "@/components/catalog/list-screen";
import { RowActions } from "@/components/catalog/row-actions";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import { QueueDialog } from "./queue-dialog";
import type { QueueRow } from "./types";

/** The Departments screen: table with name, colour, greeting and actions; kept live by queue events. */
export function QueuesScreen() {
  const t = useTranslations("queues");
  const { data: queues, isLoading, mutate } = useSWR<QueueRow[]>("/queue", fetcher);
  useSocketEvent(channels.queue(useIdGraf()), () => void mutate());
  const [editing, setEditing] = useState<{ open: boolean; queueId?: number }>({ open: false });
  const [deleting, setDeleting] = useState<QueueRow | null>(null);
  return (
    <ListScreen title={t("title")} addLabel={t("add")} onAdd={() => setEditing({ open: true })}>
      <div className="min-h-0 flex-1 overflow-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead>{t("columns.color")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("columns.greeting")}</TableHead>
              <TableHead className="w-24 text-right">{t("columns.actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {queues?.map((queue) => (
              <TableRow key={queue.id}>
                <TableCell className="font-medium">{queue.name}</TableCell>
                <TableCell>
                  <span
                    className="inline-block h-5 w-12 rounded border align-middle"
                    style={{ backgroundColor: queue.color }}
                    title={queue.color}
                  />
                  <span className="sr-only">{queue.color}</span>
                </TableCell>
                <TableCell className="hidden max-w-80 truncate sm:table-cell">{queue.greetingMessage ?? "—"}</TableCell>
                <TableCell>
                  <RowActions
                    editLabel={t("edit", { name: queue.name })}
                    deleteLabel={t("delete", { name: queue.name })}
                    onEdit={() => setEditing({ open: true, queueId: queue.id })}
                    onDelete={() => setDeleting(queue)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {queues?.length === 0 && <EmptyTableRow colSpan={4}>{t("empty")}</EmptyTableRow>}
          </TableBody>
        </Table>
        {isLoading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
      </div>
      <QueueDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        queueId={editing.queueId}
        onSaved={() => void mutate()}
      />
      <DeleteConfirm
        path={deleting ? `/queue/${deleting.id}` : null}
        namespace="queues"
        name={deleting?.name ?? ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={() => void mutate()}
      />
    </ListScreen>
  );
}
