"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { QueueCheckboxes } from "@/components/queues/queue-checkboxes";
import type { UserFormControl, UserOptions } from "./types";

/** The departments a user serves. */
export function QueuesField({ control, queues }: { control: UserFormControl; queues: UserOptions["queues"] }) {
  const t = useTranslations("userDialog");
  return (
    <Controller
      control={control}
      name="queueIds"
      render={({ field }) => (
        <QueueCheckboxes
          queues={queues}
          value={field.value}
          onChange={field.onChange}
          legend={t("queues")}
          emptyText={t("noQueues")}
        />
      )}
    />
  );
}
