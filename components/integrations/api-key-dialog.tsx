"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/api-keys/schemas";
import { API_SCOPES } from "@/lib/auth/api-key-scopes";
import { CheckboxGroup } from "./checkbox-group";
import { SecretReveal } from "./secret-reveal";
import type { CreatedApiKey } from "./types";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void };

/** Creates a key: name and scopes, then the key itself, shown this once. */
export function ApiKeyDialog({ open, onOpenChange, onCreated }: Props) {
  const t = useTranslations("integrations");
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const changeOpen = (next: boolean) => {
    // The key leaves the page's memory with the dialog.
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={created ? t("keys.createdTitle") : t("keys.createTitle")}
      closeLabel={t("cancel")}
    >
      {created ? (
        <SecretReveal label={t("keys.key")} value={created.key} onDone={() => changeOpen(false)} />
      ) : (
        <ApiKeyForm
          onCancel={() => changeOpen(false)}
          onCreated={(key) => {
            setCreated(key);
            onCreated();
          }}
        />
      )}
    </FormDialog>
  );
}

function ApiKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const t = useTranslations("integrations");
  const message = useFieldMessage("integrations.errors");
  const showError = useErrorToast();
  const scopesErrorId = useId();
  const { register, control, handleSubmit, formState } = useForm<CreateApiKeyInput>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: "", scopes: [] },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await api<CreatedApiKey>("/api-keys", { method: "POST", json: values }));
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("keys.name")} error={message(formState.errors.name)}>
        {(props) => <Input autoComplete="off" maxLength={80} {...props} {...register("name")} />}
      </Field>
      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <CheckboxGroup
            legend={t("keys.scopesLabel")}
            options={API_SCOPES}
            labelOf={(scope) => t(`scopes.${scope}`)}
            value={field.value}
            onChange={field.onChange}
            error={message(formState.errors.scopes)}
            errorId={scopesErrorId}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("keys.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
