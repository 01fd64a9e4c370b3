"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import useSWR from "swr";
import { CopyField } from "@/components/ui/copy-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { fetcher } from "@/lib/client/api";
import type { ConnectionFormValues } from "./connection-form-values";
import { useFieldError } from "./use-field-error";

/** What Meta's panel asks for a saved Cloud API connection: the callback URL and the verify token. */
function WebhookSetup({ connectionId }: { connectionId: number }) {
  const t = useTranslations("cloudConnection");
  const { data } = useSWR<{ url: string; verifyToken: string }>(`/whatsapp/${connectionId}/cloud-webhook`, fetcher);
  if (!data) return null;
  const copyTexts = (field: string) => ({ copy: t("copy"), copyLabel: t("copyField", { field }), copied: t("copied") });
  return (
    <>
      <CopyField label={t("webhookUrl")} value={data.url} hint={t("webhookHint")} texts={copyTexts(t("webhookUrl"))} />
      <CopyField label={t("verifyTokenForMeta")} value={data.verifyToken} texts={copyTexts(t("verifyTokenForMeta"))} />
    </>
  );
}

/** Meta's ids and secrets of a Cloud API number; the token and app secret are taken but never returned. */
export function CloudFields({ editing, savedCloudId }: { editing: boolean; savedCloudId?: number }) {
  const t = useTranslations("cloudConnection");
  const errorOf = useFieldError();
  const { register } = useFormContext<ConnectionFormValues>();
  const secret = { type: "password", autoComplete: "new-password", spellCheck: false } as const;
  return (
    <div className="grid gap-4 rounded-md border p-3">
      <p className="text-sm text-muted-foreground">{t("httpsNotice")}</p>
      <Field error={errorOf("cloudPhoneNumberId")} label={t("phoneNumberId")}>
        {(props) => <Input inputMode="numeric" autoComplete="off" {...props} {...register("cloudPhoneNumberId")} />}
      </Field>
      <Field error={errorOf("cloudBusinessAccountId")} label={t("businessAccountId")}>
        {(props) => <Input inputMode="numeric" autoComplete="off" {...props} {...register("cloudBusinessAccountId")} />}
      </Field>
      <Field error={errorOf("cloudAccessToken")} label={t("accessToken")} hint={editing ? t("secretsHint") : undefined}>
        {(props) => <Input {...secret} {...props} {...register("cloudAccessToken")} />}
      </Field>
      <Field error={errorOf("cloudAppSecret")} label={t("appSecret")}>
        {(props) => <Input {...secret} {...props} {...register("cloudAppSecret")} />}
      </Field>
      <Field error={errorOf("cloudVerifyToken")} label={t("verifyToken")} hint={t("verifyTokenHint")}>
        {(props) => <Input autoComplete="off" spellCheck={false} {...props} {...register("cloudVerifyToken")} />}
      </Field>
      {savedCloudId !== undefined && <WebhookSetup connectionId={savedCloudId} />}
    </div>
  );
}
