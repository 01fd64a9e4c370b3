"use client";

import type { QueueOption } from "@/lib/queues/list-queue-options";

type Props = {
  queues: QueueOption[];
  value: number[];
  onChange: (queueIds: number[]) => void;
  legend: string;
  emptyText: string;
};

/** Departments to choose from: a checkbox per queue of the tenant, with its colour. */
export function QueueCheckboxes({ queues, value, onChange, legend, emptyText }: Props) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {queues.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      <div className="flex max-h-40 flex-col gap-2 overflow-y-auto">
        {queues.map((queue) => (
          <label key={queue.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(queue.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, queue.id] : value.filter((id) => id !== queue.id))
              }
            />
            <span className="size-3 rounded-full" style={{ backgroundColor: queue.color }} aria-hidden />
            {queue.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
