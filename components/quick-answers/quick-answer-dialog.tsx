"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { quickAnswerSchema, type QuickAnswerInput } from "@/lib/quick-answers/schemas";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quickAnswer?: QuickAnswerView;
  onSaved?: (saved: QuickAnswerView) => void;
};

/** Add or edit a quick answer (spec section 5: shortcut 2 to 15, message 8 to 30000 characters). */
export function QuickAnswerDialog({ open, onOpenChange, quickAnswer, onSaved }: Props) {
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
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}

function QuickAnswerForm({
  quickAnswer,
  onCancel,
  onSaved,
}: {
  quickAnswer?: QuickAnswerView;
  onCancel: () => void;
  onSaved: (saved: QuickAnswerView) => void;
}) {
  const t = useTranslations("quickAnswerDialog");
  const message = useFieldMessage("quickAnswerDialog.errors");
  const showError = useErrorToast();
  const { register, handleSubmit, formState } = useForm<QuickAnswerInput>({
    resolver: zodResolver(quickAnswerSchema),
    defaultValues: { shortcut: quickAnswer?.shortcut ?? "", message: quickAnswer?.message ?? "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const path = quickAnswer ? `/quickAnswers/${quickAnswer.id}` : "/quickAnswers";
      const saved = await api<QuickAnswerView>(path, { method: quickAnswer ? "PUT" : "POST", json: values });
      toast.success(t("saved"));
      onSaved(saved);
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("shortcut")} hint={t("shortcutHint")} error={message(formState.errors.shortcut)}>
        {(props) => <Input autoComplete="off" {...props} {...register("shortcut")} />}
      </Field>
      <Field label={t("message")} error={message(formState.errors.message)}>
        {(props) => <Textarea rows={6} {...props} {...register("message")} />}
      </Field>
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
