"use client";

import { format } from "date-fns";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { BulkBatch } from "./use-bulk-batches";

const TIME_FORMAT = "dd/MM/yyyy HH:mm:ss";

/** One bulk send's progress (sent, failed, skipped, waiting, next send) with pause, resume and cancel. */
function BatchRow({ batch, onChanged }: { batch: BulkBatch; onChanged: (batch: BulkBatch) => void }) {
  const t = useTranslations("bulk");
  const showError = useErrorToast();
  const act = async (action: "pause" | "resume" | "cancel") => {
    try {
      onChanged(await api<BulkBatch>(`/bulkMessage/${batch.id}`, { method: "PUT", json: { action } }));
    } catch (error) {
      showError(error);
    }
  };
  const counts = [
    ["sent", batch.sent],
    ["failed", batch.failed],
    ["skipped", batch.skipped],
    ["waiting", batch.waiting],
  ] as const;
  const label = t("batch", { id: batch.id, connection: batch.whatsapp.name });
  return (
    <li className="grid gap-2 rounded-md border p-3" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-medium">{label}</span>
        <Badge variant={batch.status === "done" ? "success" : batch.status === "cancelled" ? "secondary" : "default"}>
          {t(`status.${batch.status}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {counts.map(([key, value]) => (
          <div key={key} className="flex gap-2">
            <dt className="text-muted-foreground">{t(key)}</dt>
            <dd className="font-medium tabular-nums" data-count={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {batch.nextSendAt && batch.waiting > 0 && (
        <p className="text-sm text-muted-foreground">
          {t("nextSendAt", { time: format(new Date(batch.nextSendAt), TIME_FORMAT) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {batch.status === "running" && (
          <Button size="sm" variant="outline" onClick={() => void act("pause")}>
            {t("pause")}
          </Button>
        )}
        {batch.status === "paused" && (
          <Button size="sm" variant="outline" onClick={() => void act("resume")}>
            {t("resume")}
          </Button>
        )}
        {(batch.status === "running" || batch.status === "paused") && (
          <Button size="sm" variant="destructive" onClick={() => void act("cancel")}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </li>
  );
}

export function BulkProgress({ batches, onChanged }: { batches?: BulkBatch[]; onChanged: (batch: BulkBatch) => void }) {
  const t = useTranslations("bulk");
  return (
    <section aria-labelledby="bulk-progress-title" className="grid gap-3">
      <h2 id="bulk-progress-title" className="text-lg font-semibold">
        {t("progressTitle")}
      </h2>
      {batches?.length === 0 && <p className="text-sm text-muted-foreground">{t("noBatches")}</p>}
      <ul className="grid gap-3">
        {batches?.map((batch) => (
          <BatchRow key={batch.id} batch={batch} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  );
}
