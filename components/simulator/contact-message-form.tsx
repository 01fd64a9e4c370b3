"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { INBOUND_TYPES, inboundPayload, MAX_MEDIA_BYTES, MEDIA_TYPES, type InboundFormValues } from "./inbound-message";

const defaultValues: InboundFormValues = {
  from: "",
  name: "",
  type: "text",
  body: "",
  file: null,
  latitude: "",
  longitude: "",
};

/** Writes to the business as a contact would, through one simulator connection. */
export function ContactMessageForm({ whatsappId }: { whatsappId: number }) {
  const t = useTranslations("simulator");
  const showError = useErrorToast();
  const { register, control, handleSubmit, formState, resetField } = useForm<InboundFormValues>({ defaultValues });
  const type = useWatch({ control, name: "type" });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api(`/simulator/${whatsappId}/inbound`, { method: "POST", json: await inboundPayload(values) });
      toast.success(t("sent"));
      resetField("body");
      resetField("file");
    } catch (error) {
      showError(error);
    }
  });

  const checkFile = (files: FileList | null) => {
    if (!MEDIA_TYPES.includes(type)) return true;
    if (!files?.[0]) return t("fileRequired");
    return files[0].size <= MAX_MEDIA_BYTES || t("fileTooLarge");
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <Field label={t("from")} hint={t("fromHint")} error={errors.from && t("fromHint")}>
        {(props) => (
          <Input inputMode="numeric" {...props} {...register("from", { pattern: /^\d{8,15}$/, required: true })} />
        )}
      </Field>
      <Field label={t("name")}>{(props) => <Input {...props} {...register("name")} />}</Field>
      <Field label={t("type")}>
        {(props) => (
          <NativeSelect {...props} {...register("type")}>
            {INBOUND_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`types.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {MEDIA_TYPES.includes(type) && (
        <Field label={t("file")} hint={t("fileHint")} error={errors.file?.message}>
          {(props) => <Input type="file" {...props} {...register("file", { validate: checkFile })} />}
        </Field>
      )}
      {type === "location" && (
        <>
          <Field label={t("latitude")} error={errors.latitude && t("invalidNumber")}>
            {(props) => (
              <Input
                type="number"
                step="any"
                {...props}
                {...register("latitude", { required: true, min: -90, max: 90 })}
              />
            )}
          </Field>
          <Field label={t("longitude")} error={errors.longitude && t("invalidNumber")}>
            {(props) => (
              <Input
                type="number"
                step="any"
                {...props}
                {...register("longitude", { required: true, min: -180, max: 180 })}
              />
            )}
          </Field>
        </>
      )}
      <div className="sm:col-span-2">
        <Field label={type === "contact" ? t("vcard") : MEDIA_TYPES.includes(type) ? t("caption") : t("body")}>
          {(props) => <Textarea rows={type === "contact" ? 6 : 3} {...props} {...register("body")} />}
        </Field>
      </div>
      <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
        {t("send")}
      </Button>
    </form>
  );
}
