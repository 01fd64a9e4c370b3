"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError } from "@/lib/client/api";
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  type UpdateWebhookEndpointInput,
} from "@/lib/webhooks/schemas";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/webhooks/webhook-events";
import { CheckboxGroup } from "./checkbox-group";
import { SecretReveal } from "./secret-reveal";
import type { CreatedEndpoint, Endpoint } from "./types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit; none to add one. */
  endpoint?: Endpoint;
  onSaved: () => void;
};

/** Adds an endpoint (then shows its signing secret, this once) or edits one. */
export function WebhookEndpointDialog({ open, onOpenChange, endpoint, onSaved }: Props) {
  const t = useTranslations("integrations");
  const [secret, setSecret] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setSecret(null);
    onOpenChange(next);
  };
  const title = t(secret ? "webhooks.createdTitle" : endpoint ? "webhooks.editTitle" : "webhooks.createTitle");
  return (
    <FormDialog open={open} onOpenChange={changeOpen} title={title} closeLabel={t("cancel")}>
      {secret ? (
        <SecretReveal label={t("webhooks.secret")} value={secret} onDone={() => changeOpen(false)} />
      ) : (
        <EndpointForm
          endpoint={endpoint}
          onCancel={() => changeOpen(false)}
          onSaved={(created) => {
            onSaved();
            if (created) setSecret(created.secret);
            else changeOpen(false);
          }}
        />
      )}
    </FormDialog>
  );
}

type FormValues = { url: string; events: WebhookEvent[]; description: string; enabled: boolean };

function EndpointForm({
  endpoint,
  onCancel,
  onSaved,
}: {
  endpoint?: Endpoint;
  onCancel: () => void;
  onSaved: (created?: CreatedEndpoint) => void;
}) {
  const t = useTranslations("integrations");
  const message = useFieldMessage("integrations.errors");
  const showError = useErrorToast();
  const eventsErrorId = useId();
  // The routes' own schemas: a new endpoint is always enabled, so the add form has no switch.
  const resolver = zodResolver(endpoint ? updateWebhookEndpointSchema : createWebhookEndpointSchema);
  const { register, control, handleSubmit, setError, formState } = useForm<
    FormValues,
    unknown,
    UpdateWebhookEndpointInput
  >({
    resolver: resolver as Resolver<FormValues, unknown, UpdateWebhookEndpointInput>,
    defaultValues: {
      url: endpoint?.url ?? "",
      events: (endpoint?.events as WebhookEvent[] | undefined) ?? [],
      description: endpoint?.description ?? "",
      enabled: endpoint?.enabled ?? true,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await api(`/webhook-endpoints/${endpoint.id}`, { method: "PATCH", json: values });
        toast.success(t("webhooks.saved"));
        onSaved();
      } else {
        onSaved(await api<CreatedEndpoint>("/webhook-endpoints", { method: "POST", json: values }));
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_WEBHOOK_URL_REFUSED")
        setError("url", { message: "refused" });
      showError(error);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("webhooks.url")} hint={t("webhooks.urlHint")} error={message(formState.errors.url)}>
        {(props) => (
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...props} {...register("url")} />
        )}
      </Field>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <CheckboxGroup
            legend={t("webhooks.eventsLabel")}
            options={WEBHOOK_EVENTS}
            value={field.value}
            onChange={field.onChange}
            error={message(formState.errors.events)}
            errorId={eventsErrorId}
          />
        )}
      />
      <Field label={t("webhooks.description")} error={message(formState.errors.description)}>
        {(props) => <Textarea rows={2} maxLength={200} {...props} {...register("description")} />}
      </Field>
      {endpoint && <SwitchField control={control} name="enabled" label={t("webhooks.enabled")} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("webhooks.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
