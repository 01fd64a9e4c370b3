"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { signInThroughApi } from "@/lib/client/sign-in";
import { LoginForm } from "./login-form";

/** ERP single sign-on: exchanges the token from the URL once, then lands where the ERP asked. */
export function SsoSignIn({ tokenErp, landing }: { tokenErp: string; landing: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  // A token is accepted once: never send it twice (React may run effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void signInThroughApi("/api/auth/login/sso", { tokenErp }).then((result) => {
      if (result.ok) {
        router.replace(landing);
        router.refresh();
      } else {
        setError(t.has(`errors.${result.code}`) ? t(`errors.${result.code}`) : t("errors.ERR_INVALID_CREDENTIALS"));
      }
    });
  }, [tokenErp, landing, router, t]);

  if (error) return <LoginForm initialError={error} />;
  return (
    <div role="status" className="flex items-center gap-3 text-muted-foreground">
      <Spinner />
      {t("login.signingIn")}
    </div>
  );
}
