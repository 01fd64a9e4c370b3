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

/**
 * The URL to give Z-API for every webhook of the instance (its panel, or its update-every-webhooks
 * call): Z-API takes only a URL, so the connection's secret is in it. Only this read answers it.
 */
function WebhookUrl({ connectionId }: { connectionId: number }) {
  const t = useTranslations("connections.form");
  const { data } = useSWR<{ webhookUrl: string | null }>(`/whatsapp/${connectionId}`, fetcher);
  const url = data?.webhookUrl;
  if (!url) return null;
  const copy = () => void navigator.clipboard.writeText(url).then(() => toast.success(t("zapiWebhookUrlCopied")));
  return (
    <Field label={t("zapiWebhookUrl")} hint={t("zapiWebhookUrlHint")}>
      {(props) => (
        <div className="flex gap-2">
          <Input readOnly value={url} spellCheck={false} onFocus={(event) => event.currentTarget.select()} {...props} />
          <Button type="button" variant="outline" onClick={copy}>
            {t("zapiWebhookUrlCopy")}
          </Button>
        </div>
      )}
    </Field>
  );
}

/** The provider-hosted instance: its id and tokens, which the API takes but never returns, and the webhook URL of a saved one. */
export function ZapiFields({ editing, savedZapiId }: { editing: boolean; savedZapiId?: number }) {
  const t = useTranslations("connections.form");
  const errorOf = useFieldError();
  const { register } = useFormContext<ConnectionFormValues>();
  return (
    <div className="grid gap-4 rounded-md border p-3">
      <Field error={errorOf("zapiInstanceId")} label={t("zapiInstanceId")}>
        {(props) => <Input autoComplete="off" spellCheck={false} {...props} {...register("zapiInstanceId")} />}
      </Field>
      <Field error={errorOf("zapiToken")} label={t("zapiToken")} hint={editing ? t("zapiTokensHint") : undefined}>
        {(props) => <Input type="password" autoComplete="new-password" {...props} {...register("zapiToken")} />}
      </Field>
      <Field error={errorOf("zapiClientToken")} label={t("zapiClientToken")}>
        {(props) => <Input type="password" autoComplete="new-password" {...props} {...register("zapiClientToken")} />}
      </Field>
      {savedZapiId !== undefined && <WebhookUrl connectionId={savedZapiId} />}
    </div>
  );
}
