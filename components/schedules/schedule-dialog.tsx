"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { fetcher } from "@/lib/client/api";
import type { ScheduleContact } from "@/lib/schedules/schedule-contact";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { JsonOf } from "@/lib/utils/as-json";
import { ScheduleForm } from "./schedule-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule to edit; without it the dialog creates one. */
  scheduleId?: number;
  /** Preselected contact (?contactId=, or the contact of the ticket it is opened from). */
  contact?: ScheduleContact;
  /** Opened from a ticket: the schedule is for the ticket's contact. */
  ticketId?: number;
  onSaved?: (schedule: JsonOf<ScheduleView>) => void;
};

/** The schedule modal: create, edit, or look at a sent one (no submit once sentAt is set). */
export function ScheduleDialog({ open, onOpenChange, scheduleId, contact, ticketId, onSaved }: Props) {
  const t = useTranslations("scheduleDialog");
  const showError = useErrorToast();
  const { data: schedule } = useSWR<JsonOf<ScheduleView>>(
    open && scheduleId ? `/schedules/${scheduleId}` : null,
    fetcher,
    {
      onError: showError,
    },
  );
  const title = !scheduleId ? t("addTitle") : schedule?.sentAt ? t("viewTitle") : t("editTitle");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t("close")}
      loading={Boolean(scheduleId && !schedule)}
      loadingLabel={t("loading")}
    >
      <ScheduleForm
        key={schedule?.updatedAt ?? "new"}
        schedule={schedule}
        contact={contact}
        ticketId={ticketId}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}
