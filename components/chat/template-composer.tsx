"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import { sendTemplateSchema } from "@/lib/messages/send-template-schema";
import { renderTemplate, type TemplateView } from "@/lib/whatsapp/cloud/template-view";
import type { ChatMessage } from "./types";

type Values = { name: string; language: string; header: string[]; body: string[] };
const keyOf = (template: TemplateView) => `${template.name}|${template.language}`;

/** The chosen template's variables, filled in a small form with the same schema as the route. */
function TemplateForm({
  ticketId,
  template,
  onSent,
}: {
  ticketId: number;
  template: TemplateView;
  onSent: (message: ChatMessage) => void;
}) {
  const t = useTranslations("cloud");
  const tv = useTranslations("validation");
  const showError = useErrorToast();
  const message = (error?: { message?: string }) =>
    error?.message && tv.has(error.message) ? tv(error.message) : error?.message;
  const form = useForm<Values>({
    resolver: zodResolver(sendTemplateSchema) as never,
    defaultValues: {
      name: template.name,
      language: template.language,
      header: template.headerVariables.map(() => ""),
      body: template.bodyVariables.map(() => ""),
    },
  });
  const [header, body] = useWatch({ control: form.control, name: ["header", "body"] });
  const submit = form.handleSubmit(async (values) => {
    try {
      onSent(await api<ChatMessage>(`/messages/${ticketId}/template`, { method: "POST", json: values }));
    } catch (error) {
      showError(error);
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2">
      {template.headerVariables.map((name, index) => (
        <Field key={`h${name}`} label={t("headerVariable", { name })} error={message(errors.header?.[index])}>
          {(props) => <Input {...props} {...form.register(`header.${index}`)} />}
        </Field>
      ))}
      {template.bodyVariables.map((name, index) => (
        <Field key={`b${name}`} label={t("bodyVariable", { name })} error={message(errors.body?.[index])}>
          {(props) => <Input {...props} {...form.register(`body.${index}`)} />}
        </Field>
      ))}
      <p className="text-xs text-muted-foreground">{t("preview")}</p>
      <p className="rounded-md bg-primary/10 px-3 py-2 text-sm whitespace-pre-wrap" aria-live="polite">
        {renderTemplate(template, header, body)}
      </p>
      <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-end">
        {t("sendTemplate")}
      </Button>
    </form>
  );
}

/**
 * In place of the composer once a Cloud API contact's 24-hour window has closed: why free text
 * cannot go, and the connection's approved templates to choose from.
 */
export function TemplateComposer({
  ticketId,
  enabled,
  onSent,
}: {
  ticketId: number;
  enabled: boolean;
  onSent: (message: ChatMessage) => void;
}) {
  const t = useTranslations("cloud");
  const { data, error } = useSWR<{ templates: TemplateView[] }>(`/tickets/${ticketId}/templates`, fetcher, {
    revalidateOnFocus: false,
  });
  const [chosen, setChosen] = useState("");
  const template = data?.templates.find((candidate) => keyOf(candidate) === chosen);
  return (
    <section aria-label={t("template")} className="grid max-h-[50vh] gap-3 overflow-y-auto border-t bg-background p-3">
      <p role="note" className="text-sm text-muted-foreground">
        {t("windowClosed")}
      </p>
      {error && <p className="text-sm text-destructive">{t("templatesError")}</p>}
      {!data && !error && <Spinner aria-label={t("loadingTemplates")} />}
      {data && !data.templates.length && <p className="text-sm">{t("noTemplates")}</p>}
      {data && data.templates.length > 0 && (
        <Field label={t("template")}>
          {(props) => (
            <NativeSelect
              {...props}
              value={chosen}
              disabled={!enabled}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{t("chooseTemplate")}</option>
              {data.templates.map((candidate) => (
                <option key={keyOf(candidate)} value={keyOf(candidate)}>
                  {candidate.name} ({candidate.language})
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      {template && enabled && <TemplateForm key={chosen} ticketId={ticketId} template={template} onSent={onSent} />}
    </section>
  );
}
