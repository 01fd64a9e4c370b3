"use client";

import { format } from "date-fns";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import type { OutboxItem } from "@/lib/whatsapp/simulator/simulator-phone";

// The phone's outbox is polled while the page is open: the simulator has no channel of its own.
const OUTBOX_REFRESH_MS = 2000;
// Acks the contact's phone sends back: delivered and read.
const ACKS = [
  { ack: 3, label: "delivered" },
  { ack: 4, label: "read" },
] as const;

/** What attendants sent through a simulator connection, newest first, with the contact's acks. */
export function OutboxTable({ whatsappId }: { whatsappId: number }) {
  const t = useTranslations("simulator");
  const showError = useErrorToast();
  const key = `/simulator/${whatsappId}/outbox`;
  const { data, mutate } = useSWR<{ messages: OutboxItem[] }>(key, fetcher, { refreshInterval: OUTBOX_REFRESH_MS });

  const acknowledge = async (id: string, ack: number) => {
    try {
      await api(`/simulator/${whatsappId}/ack`, { method: "POST", json: { id, ack } });
      toast.success(t("ackSent"));
      await mutate();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("outboxColumns.sentAt")}</TableHead>
            <TableHead>{t("outboxColumns.to")}</TableHead>
            <TableHead>{t("outboxColumns.body")}</TableHead>
            <TableHead>{t("outboxColumns.ack")}</TableHead>
            <TableHead className="text-right">{t("outboxColumns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data?.messages.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="whitespace-nowrap">{format(new Date(item.sentAt), "HH:mm:ss")}</TableCell>
              <TableCell>{item.to}</TableCell>
              <TableCell className={item.deleted ? "text-muted-foreground line-through" : undefined}>
                {[item.fileName, item.body].filter(Boolean).join(" — ")}
                {item.deleted && <span className="sr-only"> ({t("deleted")})</span>}
              </TableCell>
              <TableCell>{item.ack}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {ACKS.map(({ ack, label }) => (
                  <Button
                    key={ack}
                    size="sm"
                    variant="outline"
                    className="ml-2"
                    disabled={item.ack >= ack}
                    onClick={() => void acknowledge(item.id, ack)}
                  >
                    {t(label)}
                  </Button>
                ))}
              </TableCell>
            </TableRow>
          ))}
          {data?.messages.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                {t("outboxEmpty")}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
