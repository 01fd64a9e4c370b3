"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useErrorText } from "@/components/ui/use-error-toast";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { JsonOf } from "@/lib/utils/as-json";

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/**
 * Spec section 4: the status capitalised; ERRO is titled 'Erro de Envio', with the reason (a code of
 * the catalogue) beside it in the user's language.
 */
export function ScheduleStatus({ schedule }: { schedule: Pick<JsonOf<ScheduleView>, "status" | "error"> }) {
  const t = useTranslations("schedules");
  const errorText = useErrorText();
  if (schedule.status === "ERRO") {
    return (
      <div className="grid gap-1">
        <Badge variant="destructive" title={t("errorTitle")}>
          {t("errorTitle")}
        </Badge>
        {schedule.error && (
          <span className="max-w-64 text-xs break-words text-muted-foreground">
            {errorText({ code: schedule.error })}
          </span>
        )}
      </div>
    );
  }
  return (
    <Badge variant={schedule.status === "ENVIADA" ? "success" : "secondary"}>{capitalised(schedule.status)}</Badge>
  );
}
