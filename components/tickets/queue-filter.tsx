"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { QueueChoice } from "./types";

/** The departments filter: the caller's own departments and 'without department', all chosen at first. */
export function QueueFilter({
  queues,
  selected,
  withoutQueue,
  onChange,
}: {
  queues: QueueChoice[];
  selected: number[];
  withoutQueue: boolean;
  onChange: (selection: { queueIds: number[]; withoutQueue: boolean }) => void;
}) {
  const t = useTranslations("ticketsList");
  const toggle = (id: number, on: boolean) =>
    onChange({ queueIds: on ? [...selected, id] : selected.filter((q) => q !== id), withoutQueue });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          {t("departments", { count: selected.length + (withoutQueue ? 1 : 0) })}
          <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {queues.map((queue) => (
          <DropdownMenuCheckboxItem
            key={queue.id}
            checked={selected.includes(queue.id)}
            onCheckedChange={(on) => toggle(queue.id, on)}
            onSelect={(e) => e.preventDefault()}
          >
            <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: queue.color }} />
            {queue.name}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuCheckboxItem
          checked={withoutQueue}
          onCheckedChange={(on) => onChange({ queueIds: selected, withoutQueue: on })}
          onSelect={(e) => e.preventDefault()}
        >
          {t("withoutQueue")}
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
