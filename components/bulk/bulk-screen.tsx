"use client";

import { useTranslations } from "next-intl";
import { CircleAlert } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorText, useErrorToast } from "@/components/ui/use-error-toast";
import { bulkRows, type BulkRow } from "@/lib/bulk/bulk-rows";
import { cn } from "@/lib/utils/cn";
import { api, ApiError } from "@/lib/client/api";
import type { ConnectionOption } from "@/lib/connections/list-connection-options";
import { BulkProgress } from "./bulk-progress";
import { useBulkBatches, type BulkBatches } from "./use-bulk-batches";

// Rows are named by their number and the phone given: "3 (123), 7 (abc)"; a long list ends in "…".
const NAMED_ROWS = 10;
const rowNames = (rows: BulkRow[]) =>
  rows
    .slice(0, NAMED_ROWS)
    .map(({ row, given }) => (given ? `${row} (${given})` : String(row)))
    .join(", ") + (rows.length > NAMED_ROWS ? ", …" : "");

/** The codes whose details name rows by index ("3.phone" is the fourth row). */
type RowRefusal = "ERR_BULK_INVALID_PHONE" | "ERR_WAPP_INVALID_CONTACT";
const isRowRefusal = (error: unknown): error is ApiError & { code: RowRefusal } =>
  error instanceof ApiError && (error.code === "ERR_BULK_INVALID_PHONE" || error.code === "ERR_WAPP_INVALID_CONTACT");

/**
 * The bulk send screen (spec sections 2 and 5): connection, model, CSV data, preview and send. Rows
 * whose number is invalid (the API's own rule, lib/bulk/bulk-rows.ts) are marked in the preview and
 * keep Send disabled, the reason naming them, until the CSV is fixed: nothing is left out unseen.
 */
export function BulkScreen({
  connections,
  batches: initialBatches,
}: {
  connections: ConnectionOption[];
  batches: BulkBatches;
}) {
  const t = useTranslations("bulk");
  const showError = useErrorToast();
  const errorText = useErrorText();
  const [whatsappId, setWhatsappId] = useState("");
  const [model, setModel] = useState("");
  const [csv, setCsv] = useState("");
  const [showPreview, setShowPreview] = useState(false);
  // Rows the server refused at the last send, by index, with the code that refused them.
  const [refused, setRefused] = useState<Map<number, RowRefusal>>(new Map());
  const [sending, setSending] = useState(false);
  const batches = useBulkBatches(initialBatches);
  const rows = useMemo(() => bulkRows(model, csv), [model, csv]);
  const invalid = rows.filter((row) => !row.phone);

  const editCsv = (text: string) => {
    setCsv(text);
    setRefused(new Map());
  };

  /** The rows to send, or null after telling the user what is missing (spec section 8's texts). */
  const checkedRows = () => {
    if (!csv.trim() || !model.trim()) return void toast.error(t("fillAll"));
    if (!whatsappId) return void toast.error(t("selectConnection"));
    if (!rows.length) return void toast.error(t("fillAll"));
    setShowPreview(true);
    return invalid.length ? undefined : rows;
  };

  const send = async () => {
    const toSend = checkedRows();
    if (!toSend) return;
    setSending(true);
    setRefused(new Map());
    try {
      await api("/bulkMessage", {
        method: "POST",
        json: toSend.map(({ given, message }) => ({ phone: given, message, whatsappId: Number(whatsappId) })),
      });
      toast.success(t("queued", { count: toSend.length }));
      batches.refresh();
    } catch (error) {
      if (!isRowRefusal(error) || !error.details?.length) return void showError(error);
      const indexes = error.details.map((detail) => Number(detail.path.split(".")[0]));
      setRefused(new Map(indexes.map((index) => [index, error.code])));
      const named = { count: indexes.length, rows: rowNames(indexes.flatMap((index) => toSend[index] ?? [])) };
      toast.error(t(error.code === "ERR_BULK_INVALID_PHONE" ? "invalidRows" : "notOnWhatsapp", named));
    } finally {
      setSending(false);
    }
  };

  /** What marks a row as not sendable, if anything: the number's own check, or the server's refusal. */
  const markOf = (row: BulkRow, index: number) => {
    if (!row.phone || refused.get(index) === "ERR_BULK_INVALID_PHONE") return t("invalidPhone");
    return refused.has(index) ? errorText({ code: "ERR_WAPP_INVALID_CONTACT" }) : undefined;
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
                onChange={(e) => editCsv(e.target.value)}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={checkedRows}>
              {t("preview")}
            </Button>
            <Button
              type="button"
              onClick={() => void send()}
              disabled={sending || invalid.length > 0}
              aria-describedby={invalid.length ? "bulk-send-blocked" : undefined}
            >
              {t("send")}
            </Button>
          </div>
          {invalid.length > 0 && (
            <p id="bulk-send-blocked" role="status" className="text-sm text-destructive">
              {t("invalidRows", { count: invalid.length, rows: rowNames(invalid) })}
            </p>
          )}
        </div>
        <BulkProgress batches={batches.batches} onChanged={batches.replace} />
      </div>
      {showPreview && rows.length > 0 && (
        <section aria-labelledby="bulk-preview-title" className="grid gap-2">
          <h2 id="bulk-preview-title" className="text-lg font-semibold">
            {t("previewTitle", { count: rows.length })}
          </h2>
          {invalid.length > 0 && (
            <p className="text-sm font-medium text-destructive">{t("invalidCount", { count: invalid.length })}</p>
          )}
          <div className="overflow-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-px">{t("row")}</TableHead>
                  <TableHead>{t("phone")}</TableHead>
                  <TableHead>{t("message")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row, index) => {
                  const mark = markOf(row, index);
                  return (
                    <TableRow
                      key={index}
                      data-invalid={mark ? "" : undefined}
                      className={cn(mark && "bg-destructive/10")}
                    >
                      <TableCell className="tabular-nums">{row.row}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {mark ? (
                          <span className="grid gap-0.5">
                            <span className="font-mono">{row.given}</span>
                            <span className="flex items-center gap-1 text-destructive">
                              <CircleAlert aria-hidden className="size-4 shrink-0" />
                              {mark}
                            </span>
                          </span>
                        ) : (
                          row.phone
                        )}
                      </TableCell>
                      <TableCell className="whitespace-pre-wrap">{row.message}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </section>
      )}
    </section>
  );
}
