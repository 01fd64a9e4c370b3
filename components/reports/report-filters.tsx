"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { ReportChoice } from "@/lib/reports/list-report-choices";
import { attendanceFiltersSchema, type AttendanceFilters } from "@/lib/reports/schemas";

export type Filters = AttendanceFilters;

type Props = {
  value: Filters;
  choices: { queues: ReportChoice[]; users: ReportChoice[] };
  onApply: (filters: Filters) => void;
};

/** The report's filters: the days (in the tenant's time zone), a department and an attendant. */
export function ReportFilters({ value, choices, onApply }: Props) {
  const t = useTranslations("reports");
  const { register, handleSubmit, getValues, formState } = useForm<
    Filters,
    unknown,
    z.output<typeof attendanceFiltersSchema>
  >({
    resolver: zodResolver(attendanceFiltersSchema),
    defaultValues: value,
  });
  const { errors } = formState;
  const message = (key?: string) => (key ? (t.has(`errors.${key}`) ? t(`errors.${key}`) : key) : undefined);
  // One line below the row, its space kept while empty: a message appearing moves no input.
  const errorId = useId();
  const rangeError = message(errors.from?.message) ?? message(errors.to?.message);
  const invalid = (field: "from" | "to") =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const select = (name: "queueId" | "userId", label: string, options: ReportChoice[]) => (
    <div className="col-span-2 lg:col-span-1">
      <Field label={label}>
        {(props) => (
          <NativeSelect {...props} {...register(name)}>
            <option value="">{t("filters.all")}</option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
  return (
    <form
      // The route's schema checks the form; the screen keeps the values as typed (ids as text).
      onSubmit={(event) => void handleSubmit(() => onApply(getValues()))(event)}
      noValidate
      aria-label={t("filters.label")}
      className="grid gap-1"
    >
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-5">
        <Field label={t("filters.from")}>
          {(props) => <Input type="date" {...props} {...invalid("from")} {...register("from")} />}
        </Field>
        <Field label={t("filters.to")}>
          {(props) => <Input type="date" {...props} {...invalid("to")} {...register("to")} />}
        </Field>
        {select("queueId", t("filters.department"), choices.queues)}
        {select("userId", t("filters.attendant"), choices.users)}
        <Button type="submit" className="col-span-2 lg:col-span-1">
          {t("filters.apply")}
        </Button>
      </div>
      <p id={errorId} role="alert" className="min-h-5 text-sm text-destructive">
        {rangeError}
      </p>
    </form>
  );
}
