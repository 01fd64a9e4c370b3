"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PaperclipIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { QueueCheckboxes } from "@/components/queues/queue-checkboxes";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import { ANSWER_VARIABLES, quickAnswerSchema, type QuickAnswerInput } from "@/lib/quick-answers/schemas";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quickAnswer?: QuickAnswerView;
  queues: QueueOption[];
  onSaved?: (saved: QuickAnswerView) => void;
};

/** Add or edit a quick answer (spec section 5: shortcut 2 to 15, message 8 to 30000 characters). */
export function QuickAnswerDialog({ open, onOpenChange, quickAnswer, queues, onSaved }: Props) {
  const t = useTranslations("quickAnswerDialog");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={quickAnswer ? t("editTitle") : t("addTitle")}
      closeLabel={t("cancel")}
    >
      <QuickAnswerForm
        quickAnswer={quickAnswer}
        queues={queues}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}

const VARIABLES = ANSWER_VARIABLES.map((name) => `{{${name}}}`).join(", ");

/** The answer's file as the form holds it: the stored one, a new one chosen, or none. */
type FileChoice = { stored: QuickAnswerView["media"]; chosen: File | null };

/** The form as multipart: the fields, the file chosen, or the stored file's removal. */
function formDataOf(values: QuickAnswerInput, { stored, chosen }: FileChoice) {
  const form = new FormData();
  form.set("shortcut", values.shortcut);
  form.set("message", values.message);
  for (const queueId of values.queueIds) form.append("queueIds", String(queueId));
  if (chosen) form.set("media", chosen);
  else form.set("removeMedia", String(!stored));
  return form;
}

function QuickAnswerForm({
  quickAnswer,
  queues,
  onCancel,
  onSaved,
}: {
  quickAnswer?: QuickAnswerView;
  queues: QueueOption[];
  onCancel: () => void;
  onSaved: (saved: QuickAnswerView) => void;
}) {
  const t = useTranslations("quickAnswerDialog");
  const message = useFieldMessage("quickAnswerDialog.errors");
  const showError = useErrorToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<FileChoice>({ stored: quickAnswer?.media ?? null, chosen: null });
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof quickAnswerSchema>,
    unknown,
    QuickAnswerInput
  >({
    resolver: zodResolver(quickAnswerSchema),
    defaultValues: {
      shortcut: quickAnswer?.shortcut ?? "",
      message: quickAnswer?.message ?? "",
      queueIds: quickAnswer?.queueIds ?? [],
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const path = quickAnswer ? `/quickAnswers/${quickAnswer.id}` : "/quickAnswers";
      const form = formDataOf(values, file);
      const saved = await api<QuickAnswerView>(path, { method: quickAnswer ? "PUT" : "POST", form });
      toast.success(t("saved"));
      onSaved(saved);
    } catch (error) {
      showError(error);
    }
  });
  const fileName = file.chosen?.name ?? file.stored?.name;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("shortcut")} hint={t("shortcutHint")} error={message(formState.errors.shortcut)}>
        {(props) => <Input autoComplete="off" {...props} {...register("shortcut")} />}
      </Field>
      <Field
        label={t("message")}
        hint={t("variablesHint", { variables: VARIABLES })}
        error={message(formState.errors.message)}
      >
        {(props) => <Textarea rows={6} {...props} {...register("message")} />}
      </Field>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t("file")}</p>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t("chooseFile")}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) setFile((current) => ({ ...current, chosen }));
            event.target.value = "";
          }}
        />
        {fileName ? (
          <div className="flex min-w-0 items-center gap-2 rounded-md bg-muted px-2 py-1 text-sm">
            <PaperclipIcon className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1 truncate" title={fileName}>
              {fileName}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("removeFile", { name: fileName })}
              onClick={() => setFile({ stored: null, chosen: null })}
            >
              <XIcon />
            </Button>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">{t("fileHint")}</p>
        )}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => fileInput.current?.click()}
        >
          {fileName ? t("replaceFile") : t("attachFile")}
        </Button>
      </div>
      <Controller
        control={control}
        name="queueIds"
        render={({ field }) => (
          <QueueCheckboxes
            queues={queues}
            value={field.value ?? []}
            onChange={field.onChange}
            legend={t("queues")}
            emptyText={t("noQueues")}
          />
        )}
      />
      <p className="-mt-2 text-xs text-muted-foreground">{t("queuesHint")}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {quickAnswer ? t("save") : t("add")}
        </Button>
      </DialogFooter>
    </form>
  );
}
