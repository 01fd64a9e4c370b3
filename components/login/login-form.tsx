"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { useErrorText } from "@/components/ui/use-error-toast";
import { loginSchema, type LoginInput } from "@/lib/auth/schemas";
import { signInThroughApi } from "@/lib/client/sign-in";

export function LoginForm({ initialError }: { initialError?: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(initialError ?? null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signInThroughApi("/api/auth/login", values);
    if (!result.ok) {
      setError(errorText(result));
      return;
    }
    router.replace("/tickets");
    router.refresh();
  });

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle className="text-center text-2xl">{t("app.name")}</CardTitle>
        <p className="text-center text-sm text-muted-foreground">{t("login.title")}</p>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => {
            // An attempt's own errors replace the last one's, the fields' too.
            setError(null);
            void onSubmit(event);
          }}
          className="flex flex-col gap-4"
          noValidate
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="email">{t("login.email")}</Label>
            <Input id="email" type="email" autoComplete="email" autoFocus {...register("email")} />
            {formState.errors.email && <p className="text-sm text-destructive">{t("fieldErrors.invalidEmail")}</p>}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="password">{t("login.password")}</Label>
            <PasswordInput
              id="password"
              autoComplete="current-password"
              showLabel={t("login.showPassword")}
              hideLabel={t("login.hidePassword")}
              {...register("password")}
            />
            {formState.errors.password && <p className="text-sm text-destructive">{t("fieldErrors.required")}</p>}
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("login.signingIn") : t("login.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
