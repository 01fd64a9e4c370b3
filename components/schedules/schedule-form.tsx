"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { addHours, format } from "date-fns";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { createScheduleSchema, type CreateScheduleInput } from "@/lib/schedules/schemas";
import type { ScheduleContact } from "@/lib/schedules/schedule-contact";
import type { ScheduleView } from "@/lib/schedules/schedule-view";
import type { JsonOf } from "@/lib/utils/as-json";
import { ContactPicker } from "./contact-picker";

// Spec section 9: a successful save closes after 400 ms.
const CLOSE_DELAY_MS = 400;
const LOCAL_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";

const userZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type Props = {
  schedule?: JsonOf<ScheduleView>;
  /** A contact chosen beforehand (?contactId= or a ticket's contact). */
  contact?: ScheduleContact;
  /** Opened from a ticket: its contact is fixed. */
  ticketId?: number;
  onSaved: (schedule: JsonOf<ScheduleView>) => void;
  onCancel: () => void;
};

/** The schedule modal's form (spec section 5): body of 5+ characters, sendAt defaulting to now + 1 h. */
export function ScheduleForm({ schedule, contact: initialContact, ticketId, onSaved, onCancel }: Props) {
  const t = useTranslations("scheduleDialog");
  const showError = useErrorToast();
  const sent = !!schedule?.sentAt;
  const [picked, setPicked] = useState<ScheduleContact | null>(schedule?.contact ?? initialContact ?? null);
  const { control, register, handleSubmit, formState } = useForm<
    z.input<typeof createScheduleSchema>,
    unknown,
    CreateScheduleInput
  >({
    resolver: zodResolver(createScheduleSchema),
    defaultValues: {
      contactId: schedule?.contactId ?? initialContact?.id,
      ticketId: schedule ? undefined : ticketId,
      body: schedule?.body ?? "",
      sendAt: format(schedule ? new Date(schedule.sendAt) : addHours(new Date(), 1), LOCAL_INPUT_FORMAT),
      timezone: schedule?.timezone ?? userZone(),
    },
  });
  const { errors, isSubmitting } = formState;
  const message = (key?: string) => (key ? (t.has(key) ? t(key) : key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await api<JsonOf<ScheduleView>>(schedule ? `/schedules/${schedule.id}` : "/schedules", {
        method: schedule ? "PUT" : "POST",
        json: values,
      });
      toast.success(t("saved"));
      await new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS));
      onSaved(saved);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("contact")} error={message(errors.contactId?.message)}>
        {(props) => (
          <Controller
            control={control}
            name="contactId"
            render={({ field }) => (
              <ContactPicker
                id={props.id}
                invalid={props["aria-invalid"]}
                describedBy={props["aria-describedby"]}
                locked={sent || (!!ticketId && !schedule)}
                value={picked}
                onChange={(contact) => {
                  setPicked(contact);
                  field.onChange(contact?.id);
                }}
              />
            )}
          />
        )}
      </Field>
      <Field label={t("body")} error={message(errors.body?.message)}>
        {(props) => <Textarea {...props} rows={4} disabled={sent} {...register("body")} />}
      </Field>
      <Field
        label={t("sendAt")}
        hint={t("timezone", { zone: schedule?.timezone ?? userZone() })}
        error={message(errors.sendAt?.message)}
      >
        {(props) => <Input {...props} type="datetime-local" step={1} disabled={sent} {...register("sendAt")} />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        {!sent && (
          <Button type="submit" disabled={isSubmitting}>
            {t("save")}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
