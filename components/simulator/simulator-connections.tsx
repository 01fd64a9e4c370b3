"use client";

import { useTranslations } from "next-intl";
import { ConnectionStatusBadge } from "@/components/connections/connection-status";
import type { Connection } from "@/components/connections/types";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";

/** The tenant's simulator connections; one showing its QR can be paired, as if a phone scanned it. */
export function SimulatorConnections({ connections }: { connections: Connection[] }) {
  const t = useTranslations("simulator");
  const showError = useErrorToast();
  // The new status arrives as a session event, like a real pairing.
  const pair = (id: number) => api(`/simulator/${id}/scan`, { method: "POST" }).catch(showError);
  return (
    <div className="overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead>{t("columns.phoneNumber")}</TableHead>
            <TableHead className="text-right">{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {connections.map((connection) => (
            <TableRow key={connection.id}>
              <TableCell className="font-medium">{connection.name}</TableCell>
              <TableCell>
                <ConnectionStatusBadge status={connection.status} />
              </TableCell>
              <TableCell>{connection.phoneNumber ?? "—"}</TableCell>
              <TableCell className="text-right">
                {connection.status === "qrcode" && (
                  <Button
                    size="sm"
                    aria-label={t("pair", { name: connection.name })}
                    onClick={() => void pair(connection.id)}
                  >
                    {t("pairLabel")}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {connections.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                {t("none")}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
