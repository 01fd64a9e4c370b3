"use client";

import { format } from "date-fns";
import { Check, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, tableStickyEnd } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";
import { ConnectionReason } from "./connection-reason";
import { ConnectionStatusBadge } from "./connection-status";
import { SessionButtons } from "./session-buttons";
import type { Connection } from "./types";

// Spec section 9: the connections' date format.
const UPDATED_AT_FORMAT = "dd/MM/yy HH:mm";

type Props = {
  connections: Connection[] | undefined;
  onShowQr: (connection: Connection) => void;
  onDisconnect: (connection: Connection) => void;
  onEdit: (connection: Connection) => void;
  onDelete: (connection: Connection) => void;
};

export function ConnectionsTable({ connections, onShowQr, onDisconnect, onEdit, onDelete }: Props) {
  const t = useTranslations("connections");
  return (
    <div className="min-h-0 flex-1 overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead>{t("columns.session")}</TableHead>
            <TableHead>{t("columns.updatedAt")}</TableHead>
            <TableHead>{t("columns.isDefault")}</TableHead>
            <TableHead>{t("columns.phoneNumber")}</TableHead>
            <TableHead className={cn("text-right", tableStickyEnd)}>{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {connections?.map((connection) => (
            <TableRow key={connection.id}>
              <TableCell className="font-medium">{connection.name}</TableCell>
              <TableCell>
                <ConnectionStatusBadge status={connection.status} />
                <ConnectionReason connection={connection} />
              </TableCell>
              <TableCell>
                <SessionButtons connection={connection} onShowQr={onShowQr} onDisconnect={onDisconnect} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {format(new Date(connection.updatedAt), UPDATED_AT_FORMAT)}
              </TableCell>
              <TableCell>
                {connection.isDefault && (
                  <Check className="size-4 text-success" role="img" aria-label={t("isDefault")} />
                )}
              </TableCell>
              <TableCell>{connection.phoneNumber ?? "—"}</TableCell>
              <TableCell className={cn("text-right whitespace-nowrap", tableStickyEnd)}>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("edit", { name: connection.name })}
                  onClick={() => onEdit(connection)}
                >
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("delete", { name: connection.name })}
                  onClick={() => onDelete(connection)}
                >
                  <Trash2 />
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {connections?.length === 0 && <EmptyTableRow colSpan={7}>{t("empty")}</EmptyTableRow>}
        </TableBody>
      </Table>
      {!connections && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
    </div>
  );
}
