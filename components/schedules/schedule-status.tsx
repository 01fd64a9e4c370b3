"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { JsonOf } from "@/lib/utils/as-json";

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/** Spec section 4: the status capitalised; ERRO is titled 'Erro de Envio', with the reason beside it. */
export function ScheduleStatus({ schedule }: { schedule: Pick<JsonOf<ScheduleView>, "status" | "error"> }) {
  const t = useTranslations("schedules");
  if (schedule.status === "ERRO") {
    return (
      <div className="grid gap-1">
        <Badge variant="destructive" title={t("errorTitle")}>
          {t("errorTitle")}
        </Badge>
        {schedule.error && <span className="max-w-64 text-xs break-words text-muted-foreground">{schedule.error}</span>}
      </div>
    );
  }
  return (
    <Badge variant={schedule.status === "ENVIADA" ? "success" : "secondary"}>{capitalised(schedule.status)}</Badge>
  );
}
