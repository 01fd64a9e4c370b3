"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { addHours } from "date-fns";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { useCompanyTimeZone } from "@/components/shell/company-time-zone";
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
import { momentAtWallTime, wallTimeIn } from "@/lib/utils/zoned-day";
import { ContactPicker } from "./contact-picker";

// Spec section 9: a successful save closes after 400 ms.
const CLOSE_DELAY_MS = 400;

type FormInput = z.input<typeof createScheduleSchema>;

/** sendAt is entered on the company's clock, whatever the browser's: checked as the moment it names there. */
const onCompanyClock =
  (timeZone: string): Resolver<FormInput, unknown, CreateScheduleInput> =>
  (values, context, options) =>
    zodResolver(createScheduleSchema)(
      { ...values, sendAt: momentAtWallTime(String(values.sendAt ?? ""), timeZone) ?? values.sendAt },
      context,
      options,
    );

type Props = {
  schedule?: JsonOf<ScheduleView>;
  /** A contact chosen beforehand (?contactId= or a ticket's contact). */
  contact?: ScheduleContact;
  /** Opened from a ticket: its contact is fixed. */
  ticketId?: number;
  onSaved: (schedule: JsonOf<ScheduleView>) => void;
  onCancel: () => void;
};

/**
 * The schedule modal's form (spec section 5): body of 5+ characters, sendAt defaulting to now + 1 h,
 * entered and shown in the company's time zone.
 */
export function ScheduleForm({ schedule, contact: initialContact, ticketId, onSaved, onCancel }: Props) {
  const t = useTranslations("scheduleDialog");
  const showError = useErrorToast();
  const timeZone = useCompanyTimeZone();
  const sent = !!schedule?.sentAt;
  const [picked, setPicked] = useState<ScheduleContact | null>(schedule?.contact ?? initialContact ?? null);
  const { control, register, handleSubmit, formState } = useForm<FormInput, unknown, CreateScheduleInput>({
    resolver: onCompanyClock(timeZone),
    defaultValues: {
      contactId: schedule?.contactId ?? initialContact?.id,
      ticketId: schedule ? undefined : ticketId,
      body: schedule?.body ?? "",
      sendAt: wallTimeIn(schedule ? new Date(schedule.sendAt) : addHours(new Date(), 1), timeZone),
      timezone: timeZone,
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
      <Field label={t("sendAt")} hint={t("timezone", { zone: timeZone })} error={message(errors.sendAt?.message)}>
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
