"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { Button } from "@/components/ui/button";
import { ColorPalettePicker } from "@/components/ui/color-palette-picker";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError } from "@/lib/client/api";
import { COLOR_PALETTE } from "@/lib/colors/palette";
import { ASSIGNMENTS, queueSchema, type QueueInput } from "@/lib/queues/schemas";
import { ChatbotOptionsEditor } from "./chatbot-options-editor";
import { MenuPreview } from "./menu-preview";
import type { QueueDetail, QueueFormValues } from "./types";

// Spec section 9: MON to FRI, then SAT and SUN apart; default hours 08:00 to 17:30.
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

const valuesOf = (queue?: QueueDetail): QueueFormValues => ({
  name: queue?.name ?? "",
  color: queue?.color ?? COLOR_PALETTE[22],
  greetingMessage: queue?.greetingMessage ?? "",
  transferQueueMessage: queue?.transferQueueMessage ?? "",
  outOfWorkMessage: queue?.outOfWorkMessage ?? "",
  startWork: queue ? (queue.startWork ?? "") : "08:00",
  endWork: queue ? (queue.endWork ?? "") : "17:30",
  monday: queue?.monday ?? true,
  tuesday: queue?.tuesday ?? true,
  wednesday: queue?.wednesday ?? true,
  thursday: queue?.thursday ?? true,
  friday: queue?.friday ?? true,
  saturday: queue?.saturday ?? false,
  sunday: queue?.sunday ?? false,
  holiday: queue?.holiday ?? false,
  assignment: queue?.assignment ?? "manual",
  token: queue?.token ?? "",
  chatbots: queue?.chatbots ?? [],
});

type Props = { queue?: QueueDetail; onSaved: (saved: QueueDetail) => void; onCancel: () => void };

/** The queue form of the spec: the department's texts, hours and days, and its chatbot menu. */
export function QueueForm({ queue, onSaved, onCancel }: Props) {
  const t = useTranslations();
  const message = useFieldMessage("queueDialog.errors");
  const showError = useErrorToast();
  const { register, control, handleSubmit, setError, formState } = useForm<QueueFormValues, unknown, QueueInput>({
    resolver: zodResolver(queueSchema),
    defaultValues: valuesOf(queue),
  });
  const { errors } = formState;
  const [greeting, chatbots] = useWatch({ control, name: ["greetingMessage", "chatbots"] });
  const q = (key: string) => t(`queueDialog.${key}`);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await api<QueueDetail>(queue ? `/queue/${queue.id}` : "/queue", {
        method: queue ? "PUT" : "POST",
        json: values,
      });
      toast.success(q("saved"));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_DUPLICATED") setError("name", { message: "duplicated" });
      else if (error instanceof ApiError && error.code === "ERR_QUEUE_COLOR_ALREADY_EXISTS")
        setError("color", { message: "ERR_QUEUE_COLOR_ALREADY_EXISTS" });
      else showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={q("name")} error={message(errors.name)}>
        {(props) => <Input autoComplete="off" {...props} {...register("name")} />}
      </Field>
      <Field
        label={q("color")}
        error={
          errors.color?.message === "ERR_QUEUE_COLOR_ALREADY_EXISTS"
            ? t("errors.ERR_QUEUE_COLOR_ALREADY_EXISTS")
            : message(errors.color)
        }
      >
        {(props) => (
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <ColorPalettePicker
                {...props}
                value={field.value}
                onChange={field.onChange}
                label={q("color")}
                swatchLabel={(color) => t("colors.swatch", { color })}
              />
            )}
          />
        )}
      </Field>
      <Field label={q("greetingMessage")} error={message(errors.greetingMessage)}>
        {(props) => <Textarea rows={3} {...props} {...register("greetingMessage")} />}
      </Field>
      <Field label={q("transferQueueMessage")} error={message(errors.transferQueueMessage)}>
        {(props) => <Textarea rows={2} {...props} {...register("transferQueueMessage")} />}
      </Field>
      <Field label={q("assignment")} hint={q("assignmentHint")}>
        {(props) => (
          <NativeSelect {...props} {...register("assignment")}>
            {ASSIGNMENTS.map((mode) => (
              <option key={mode} value={mode}>
                {t(`queueDialog.assignments.${mode}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{q("workHours")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field label={q("startWork")} error={message(errors.startWork)}>
            {(props) => <Input type="time" {...props} {...register("startWork")} />}
          </Field>
          <Field label={q("endWork")} error={message(errors.endWork)}>
            {(props) => <Input type="time" {...props} {...register("endWork")} />}
          </Field>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {DAYS.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...register(day)} />
              {t(`queueDialog.days.${day}`)}
            </label>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register("holiday")} />
          {q("holiday")}
        </label>
        <Field label={q("outOfWorkMessage")} error={message(errors.outOfWorkMessage)}>
          {(props) => <Textarea rows={2} {...props} {...register("outOfWorkMessage")} />}
        </Field>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("queueDialog.chatbot.title")}</legend>
        <Controller
          control={control}
          name="chatbots"
          render={({ field }) => (
            <>
              <ChatbotOptionsEditor
                options={field.value ?? []}
                onChange={field.onChange}
                errors={errors}
                path="chatbots"
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() =>
                  field.onChange([
                    ...(field.value ?? []),
                    { name: "", greetingMessage: "", isAgent: false, options: [] },
                  ])
                }
              >
                <Plus />
                {t("queueDialog.chatbot.add")}
              </Button>
            </>
          )}
        />
        {(chatbots?.length ?? 0) > 0 && (
          <MenuPreview
            greeting={greeting}
            names={(chatbots ?? []).map((option) => option.name)}
            label={t("queueDialog.chatbot.preview")}
          />
        )}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {q("cancel")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {queue ? q("save") : q("add")}
        </Button>
      </DialogFooter>
    </form>
  );
}
