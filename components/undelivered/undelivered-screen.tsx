"use client";

import { RotateCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { UndeliveredItem } from "./undelivered-row";
import { useUndeliveredList, type UndeliveredRow } from "./use-undelivered";

const keyOf = (row: Pick<UndeliveredRow, "kind" | "id">) => `${row.kind}:${row.id}`;

/**
 * What did not reach WhatsApp, newest first: chat messages, schedules and bulk rows, each with its
 * reason, sent again one by one or as a selection. Rows leave the list as the server tells the
 * screens that they were sent again.
 */
export function UndeliveredScreen() {
  const t = useTranslations("undelivered");
  const showError = useErrorToast();
  const list = useUndeliveredList();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // Only rows still listed count as selected: one that left the list is no longer there to send.
  const chosen = list.rows.filter((row) => selected.has(keyOf(row)));
  const allChosen = list.rows.length > 0 && chosen.length === list.rows.length;

  const sendAgain = async (rows: UndeliveredRow[]) => {
    setBusy(true);
    try {
      const { resent } = await api<{ resent: number }>("/undelivered/resend", {
        method: "POST",
        json: { rows: rows.map(({ kind, id }) => ({ kind, id })) },
      });
      toast.success(t("queued", { count: resent }));
      setSelected((current) => new Set([...current].filter((key) => !rows.some((row) => keyOf(row) === key))));
      list.refresh();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (row: UndeliveredRow, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(row));
      else next.delete(keyOf(row));
      return next;
    });

  return (
    <section className="flex h-full min-h-0 flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{t("title")}</h1>
        <Button disabled={busy || !chosen.length} onClick={() => void sendAgain(chosen)}>
          <RotateCwIcon /> {t("sendSelected", { count: chosen.length })}
        </Button>
      </header>
      {list.rows.length > 0 && (
        <label className="flex items-center gap-3 px-3 text-sm">
          <Checkbox
            checked={allChosen}
            onCheckedChange={(checked) => setSelected(checked === true ? new Set(list.rows.map(keyOf)) : new Set())}
          />
          {t("selectAll", { count: list.count })}
        </label>
      )}
      <div className="min-h-0 flex-1 overflow-auto">
        <ul className="grid gap-2" aria-label={t("title")}>
          {list.rows.map((row) => (
            <UndeliveredItem
              key={keyOf(row)}
              row={row}
              selected={selected.has(keyOf(row))}
              busy={busy}
              onSelect={(on) => toggle(row, on)}
              onSendAgain={() => void sendAgain([row])}
            />
          ))}
        </ul>
        {list.loading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
        {!list.loading && !list.rows.length && (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("empty")}</p>
        )}
        {list.hasMore && !list.loading && (
          <Button variant="outline" className="mx-auto mt-3 flex" onClick={list.loadMore}>
            {t("loadMore")}
          </Button>
        )}
      </div>
    </section>
  );
}
