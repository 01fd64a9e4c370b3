"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ConnectionFormValues } from "./connection-form-values";
import { useFieldError } from "./use-field-error";

// Spec section 9: MON to FRI share the weekday hours; SAT and SUN, apart, the weekend's.
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;
const WEEKEND = ["saturday", "sunday"] as const;

type Day = (typeof WEEKDAYS)[number] | (typeof WEEKEND)[number];
type Hours = { start: "startWorkHour" | "startWorkHourWeekend"; end: "endWorkHour" | "endWorkHourWeekend" };

/** When the connection answers: days, hours, and the message sent outside them. */
export function WorkHoursFields() {
  const t = useTranslations("connections.form");
  const errorOf = useFieldError();
  const { register } = useFormContext<ConnectionFormValues>();
  return (
    <div className="grid gap-4 rounded-md border p-3">
      <DayGroup legend={t("weekdays")} days={WEEKDAYS} hours={{ start: "startWorkHour", end: "endWorkHour" }} />
      <DayGroup
        legend={t("weekend")}
        days={WEEKEND}
        hours={{ start: "startWorkHourWeekend", end: "endWorkHourWeekend" }}
      />
      <Field error={errorOf("outOfWorkMessage")} label={t("outOfWorkMessage")}>
        {(props) => <Textarea rows={2} {...props} {...register("outOfWorkMessage")} />}
      </Field>
    </div>
  );
}

function DayGroup({ legend, days, hours }: { legend: string; days: readonly Day[]; hours: Hours }) {
  const t = useTranslations("connections.form");
  const errorOf = useFieldError();
  const { register } = useFormContext<ConnectionFormValues>();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {days.map((day) => (
          <label key={day} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register(day)} />
            {t(`days.${day}`)}
          </label>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field error={errorOf(hours.start)} label={t("start")}>
          {(props) => <Input type="time" {...props} {...register(hours.start)} />}
        </Field>
        <Field error={errorOf(hours.end)} label={t("end")}>
          {(props) => <Input type="time" {...props} {...register(hours.end)} />}
        </Field>
      </div>
    </fieldset>
  );
}
