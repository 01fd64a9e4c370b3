"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import type { UserFormControl, UserOptions } from "./types";

/** The departments a user serves: a checkbox per queue of the tenant. */
export function QueuesField({ control, queues }: { control: UserFormControl; queues: UserOptions["queues"] }) {
  const t = useTranslations("userDialog");
  return (
    <Controller
      control={control}
      name="queueIds"
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("queues")}</legend>
          {queues.length === 0 && <p className="text-sm text-muted-foreground">{t("noQueues")}</p>}
          <div className="flex max-h-40 flex-col gap-2 overflow-y-auto">
            {queues.map((queue) => (
              <label key={queue.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={field.value.includes(queue.id)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...field.value, queue.id] : field.value.filter((id) => id !== queue.id))
                  }
                />
                <span className="size-3 rounded-full" style={{ backgroundColor: queue.color }} aria-hidden />
                {queue.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
