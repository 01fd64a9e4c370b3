"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { fetcher } from "@/lib/client/api";
import { QueueForm } from "./queue-form";
import type { QueueDetail } from "./types";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; queueId?: number; onSaved?: () => void };

/** Add a department, or edit one with its whole chatbot menu (read fresh when the dialog opens). */
export function QueueDialog({ open, onOpenChange, queueId, onSaved }: Props) {
  const t = useTranslations("queueDialog");
  const showError = useErrorToast();
  const { data: queue } = useSWR<QueueDetail>(open && queueId ? `/queue/${queueId}` : null, fetcher, {
    onError: showError,
    revalidateOnFocus: false,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={queueId ? t("editTitle") : t("addTitle")}
      closeLabel={t("cancel")}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      loading={Boolean(queueId && !queue)}
      loadingLabel={t("loading")}
    >
      <QueueForm
        key={queue?.id ?? "new"}
        queue={queue}
        onCancel={() => onOpenChange(false)}
        onSaved={() => {
          onOpenChange(false);
          onSaved?.();
        }}
      />
    </FormDialog>
  );
}
