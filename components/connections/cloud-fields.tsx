"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { fetcher } from "@/lib/client/api";
import type { ConnectionFormValues } from "./connection-form-values";
import { useFieldError } from "./use-field-error";

/** A read-only value an admin copies into Meta's app panel. */
function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const t = useTranslations("cloudConnection");
  const copy = () => void navigator.clipboard.writeText(value).then(() => toast.success(t("copied")));
  return (
    <Field label={label} hint={hint}>
      {(props) => (
        <div className="flex gap-2">
          <Input
            readOnly
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            {...props}
          />
          <Button type="button" variant="outline" aria-label={t("copyField", { field: label })} onClick={copy}>
            {t("copy")}
          </Button>
        </div>
      )}
    </Field>
  );
}

/** What Meta's panel asks for a saved Cloud API connection: the callback URL and the verify token. */
function WebhookSetup({ connectionId }: { connectionId: number }) {
  const t = useTranslations("cloudConnection");
  const { data } = useSWR<{ url: string; verifyToken: string }>(`/whatsapp/${connectionId}/cloud-webhook`, fetcher);
  if (!data) return null;
  return (
    <>
      <CopyField label={t("webhookUrl")} value={data.url} hint={t("webhookHint")} />
      <CopyField label={t("verifyTokenForMeta")} value={data.verifyToken} />
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
