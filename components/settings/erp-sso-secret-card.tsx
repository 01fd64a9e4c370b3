"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ERP_SSO_SECRET_MIN_LENGTH, erpSsoSecretSchema } from "@/lib/settings/schemas";

const formSchema = z.object({ value: erpSsoSecretSchema });
type FormValues = z.infer<typeof formSchema>;

type Props = { isSet: boolean; saving: boolean; onSave: (secret: string | null) => Promise<boolean> };

/** Write-only: the stored secret never reaches the browser, only whether one is set. */
export function ErpSsoSecretCard({ isSet, saving, onSave }: Props) {
  const t = useTranslations("settings.erpSso");
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { value: "" },
  });
  const submit = handleSubmit(async ({ value }) => {
    if (await onSave(value)) reset();
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t("title")}
          <Badge variant={isSet ? "success" : "secondary"}>
            {isSet ? t("configured") : t("notConfigured")}
          </Badge>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <Label htmlFor="erpSsoSecret">{t("newSecret")}</Label>
          <div className="flex gap-2">
            <Input
              id="erpSsoSecret"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={t("placeholder", { min: ERP_SSO_SECRET_MIN_LENGTH })}
              aria-invalid={!!formState.errors.value}
              {...register("value")}
            />
            <Button type="submit" disabled={saving}>
              {t("save")}
            </Button>
          </div>
          {formState.errors.value && (
            <p role="alert" className="text-sm text-destructive">
              {t("invalid", { min: ERP_SSO_SECRET_MIN_LENGTH })}
            </p>
          )}
        </form>
        {isSet && (
          <Button type="button" variant="outline" className="self-start" disabled={saving} onClick={() => onSave(null)}>
            {t("remove")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
