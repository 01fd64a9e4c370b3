"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { ERP_SSO_SECRET_MIN_LENGTH, ssoSecretFormSchema, type SsoSecretView } from "@/lib/settings/schemas";
import type { SaveOutcome } from "./use-settings";

type FormValues = z.infer<typeof ssoSecretFormSchema>;

type Props = {
  secret: SsoSecretView;
  saving: boolean;
  onSave: (secret: string | null, currentPassword: string) => Promise<SaveOutcome>;
};

/** Write-only: the stored secret never reaches the browser, only whether one is set and who changed it, when. */
export function ErpSsoSecretCard({ secret, saving, onSave }: Props) {
  const t = useTranslations("settings.erpSso");
  const tl = useTranslations("login");
  const { register, handleSubmit, reset, setError, trigger, getValues, formState } = useForm<FormValues>({
    resolver: zodResolver(ssoSecretFormSchema),
    defaultValues: { value: "", currentPassword: "" },
  });
  const { errors } = formState;
  const store = async (value: string | null, currentPassword: string) => {
    const outcome = await onSave(value, currentPassword);
    if (outcome.ok) reset();
    else if (outcome.code === "ERR_WRONG_PASSWORD")
      setError("currentPassword", { message: "wrongPassword" }, { shouldFocus: true });
  };
  const submit = handleSubmit(({ value, currentPassword }) => store(value, currentPassword));
  // Removing asks only for the current password.
  const remove = async () => {
    if (await trigger("currentPassword", { shouldFocus: true })) await store(null, getValues("currentPassword"));
  };
  const describedBy = (name: keyof FormValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `erpSso-${name}-error` } : {};

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t("title")}
          <Badge variant={secret.isSet ? "success" : "secondary"}>
            {secret.isSet ? t("configured") : t("notConfigured")}
          </Badge>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
        {secret.changedAt && secret.changedBy && (
          <p className="text-sm text-muted-foreground" data-testid="erp-sso-changed">
            {t(secret.isSet ? "changedSet" : "changedCleared", {
              name: secret.changedBy.name,
              when: format(new Date(secret.changedAt), "dd/MM/yyyy HH:mm"),
            })}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="erpSsoSecret">{t("newSecret")}</Label>
            <Input
              id="erpSsoSecret"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={t("placeholder", { min: ERP_SSO_SECRET_MIN_LENGTH })}
              {...describedBy("value")}
              {...register("value")}
            />
            {errors.value && (
              <p id="erpSso-value-error" role="alert" className="text-sm text-destructive">
                {t("invalid", { min: ERP_SSO_SECRET_MIN_LENGTH })}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="erpSsoCurrentPassword">{t("currentPassword")}</Label>
            <PasswordInput
              id="erpSsoCurrentPassword"
              autoComplete="current-password"
              showLabel={tl("showPassword")}
              hideLabel={tl("hidePassword")}
              {...describedBy("currentPassword")}
              {...register("currentPassword")}
            />
            <p className="text-sm text-muted-foreground">{t("currentPasswordHint")}</p>
            {errors.currentPassword && (
              <p id="erpSso-currentPassword-error" role="alert" className="text-sm text-destructive">
                {t(errors.currentPassword.message === "wrongPassword" ? "wrongPassword" : "currentPasswordRequired")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {t("save")}
            </Button>
            {secret.isSet && (
              <Button type="button" variant="outline" disabled={saving} onClick={() => void remove()}>
                {t("remove")}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
