"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useErrorText } from "@/components/ui/use-error-toast";
import { signInThroughApi } from "@/lib/client/sign-in";
import { LoginForm } from "./login-form";

/** ERP single sign-on: exchanges the token from the URL once, then lands where the ERP asked. */
export function SsoSignIn({ tokenErp, landing }: { tokenErp: string; landing: string }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  // A token is accepted once: never send it twice (React may run effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void signInThroughApi("/api/auth/login/sso", { tokenErp }).then((result) => {
      // A full load of the landing page: its server render must see the new session cookie, and a
      // client replace followed by a refresh could lose the replace to the refresh of /login.
      if (result.ok) {
        window.location.replace(landing);
      } else {
        setError(errorText(result, "ERR_INVALID_CREDENTIALS"));
      }
    });
  }, [tokenErp, landing, errorText]);

  if (error) return <LoginForm initialError={error} />;
  return (
    <div role="status" className="flex items-center gap-3 text-muted-foreground">
      <Spinner />
      {t("login.signingIn")}
    </div>
  );
}
