"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { markNumberSchema, type MarkNumberValues } from "@/lib/whatsapp/simulator/not-on-whatsapp";

/** Marks a number as not on WhatsApp, to try what the inbox does with one (checks refuse it, sends to it fail). */
export function NotOnWhatsappForm({ whatsappId }: { whatsappId: number }) {
  const t = useTranslations("simulatorNumbers");
  const showError = useErrorToast();
  const [marked, setMarked] = useState<string[]>([]);
  const { register, handleSubmit, formState, reset } = useForm<MarkNumberValues>({
    resolver: zodResolver(markNumberSchema),
    defaultValues: { number: "" },
  });
  const onSubmit = handleSubmit(async ({ number }) => {
    try {
      const answer = await api<{ notOnWhatsapp: string[] }>(`/simulator/${whatsappId}/not-on-whatsapp`, {
        method: "POST",
        json: { numbers: [number] },
      });
      setMarked(answer.notOnWhatsapp);
      toast.success(t("marked", { number }));
      reset();
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t("number")} hint={t("hint")} error={formState.errors.number && t("invalid")}>
          {(props) => <Input {...props} inputMode="numeric" className="w-56" {...register("number")} />}
        </Field>
        <Button type="submit" variant="outline" disabled={formState.isSubmitting} className="mb-6">
          {t("mark")}
        </Button>
      </div>
      {marked.length > 0 && (
        <p className="text-sm text-muted-foreground">{t("list", { numbers: marked.join(", ") })}</p>
      )}
    </form>
  );
}
