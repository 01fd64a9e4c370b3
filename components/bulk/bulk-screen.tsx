"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorText, useErrorToast } from "@/components/ui/use-error-toast";
import { bulkRows, type BulkRow } from "@/lib/bulk/bulk-rows";
import { api, ApiError } from "@/lib/client/api";
import type { ConnectionOption } from "@/lib/connections/list-connection-options";
import { BulkProgress } from "./bulk-progress";
import { useBulkBatches } from "./use-bulk-batches";

/** The bulk send screen (spec sections 2 and 5): connection, model, CSV data, preview and send. */
export function BulkScreen({ connections }: { connections: ConnectionOption[] }) {
  const t = useTranslations("bulk");
  const showError = useErrorToast();
  const errorText = useErrorText();
  // Rows whose number the connection said is not on WhatsApp ("3.phone" names the fourth row).
  const [unknownRows, setUnknownRows] = useState<Set<number>>(new Set());
  const [whatsappId, setWhatsappId] = useState("");
  const [model, setModel] = useState("");
  const [csv, setCsv] = useState("");
  const [preview, setPreview] = useState<BulkRow[] | null>(null);
  const [sending, setSending] = useState(false);
  const batches = useBulkBatches();

  /** The rows to send, or null after telling the user what is missing (spec section 8's texts). */
  const checkedRows = () => {
    if (!csv.trim() || !model.trim()) return void toast.error(t("fillAll"));
    if (!whatsappId) return void toast.error(t("selectConnection"));
    const rows = bulkRows(model, csv);
    if (!rows.length) return void toast.error(t("fillAll"));
    setPreview(rows);
    if (rows.some((row) => row.invalidPhone)) return void toast.error(t("invalidPhone"));
    return rows;
  };

  const send = async () => {
    const rows = checkedRows();
    if (!rows) return;
    setSending(true);
    setUnknownRows(new Set());
    try {
      await api("/bulkMessage", {
        method: "POST",
        json: rows.map(({ phone, message }) => ({ phone, message, whatsappId: Number(whatsappId) })),
      });
      toast.success(t("queued", { count: rows.length }));
      batches.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_WAPP_INVALID_CONTACT")
        setUnknownRows(new Set(error.details?.map((d) => Number(d.path.split(".")[0]))));
      showError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="flex h-full flex-col gap-6 overflow-auto p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{t("title")}</h1>
        <Button asChild variant="link">
          <Link href="/SettingsMessage">{t("settingsLink")}</Link>
        </Button>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Field label={t("connection")}>
            {(props) => (
              <NativeSelect {...props} value={whatsappId} onChange={(e) => setWhatsappId(e.target.value)}>
                <option value="">{t("chooseConnection")}</option>
                {connections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t("model")} hint={t("modelHint")}>
            {(props) => <Textarea {...props} rows={4} value={model} onChange={(e) => setModel(e.target.value)} />}
          </Field>
          <Field label={t("csv")} hint={t("csvHint")}>
            {(props) => (
              <Textarea
                {...props}
                rows={8}
                className="font-mono"
                value={csv}
                onChange={(e) => setCsv(e.target.value)}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={checkedRows}>
              {t("preview")}
            </Button>
            <Button type="button" onClick={() => void send()} disabled={sending}>
              {t("send")}
            </Button>
          </div>
        </div>
        <BulkProgress batches={batches.batches} onChanged={batches.replace} />
      </div>
      {preview && (
        <section aria-labelledby="bulk-preview-title" className="grid gap-2">
          <h2 id="bulk-preview-title" className="text-lg font-semibold">
            {t("previewTitle", { count: preview.length })}
          </h2>
          <div className="overflow-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("phone")}</TableHead>
                  <TableHead>{t("message")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.map((row, index) => (
                  <TableRow key={index}>
                    <TableCell className="whitespace-nowrap">
                      {row.invalidPhone ? (
                        <span className="text-destructive">{t("invalidPhone")}</span>
                      ) : unknownRows.has(index) ? (
                        <span className="text-destructive">
                          {row.phone}: {errorText({ code: "ERR_WAPP_INVALID_CONTACT" })}
                        </span>
                      ) : (
                        row.phone
                      )}
                    </TableCell>
                    <TableCell className="whitespace-pre-wrap">{row.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      )}
    </section>
  );
}
