import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { resolveCaller } from "@/lib/auth/caller";

// The ERP's embedded chat-only view: no drawer, no ticket list. Signed-out visitors are not sent to
// the login page (the spec bypasses it here); they are told to reopen the view from the ERP.
export default async function ChatViewCrmPage() {
  const caller = await resolveCaller(await headers());
  const t = await getTranslations();
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-2 p-8 text-center">
      {caller ? (
        <>
          <h1 className="text-2xl font-semibold">{t("tickets.welcomeTitle")}</h1>
          <p className="text-muted-foreground">{t("tickets.welcomeSubtitle")}</p>
        </>
      ) : (
        <p role="alert" className="text-muted-foreground">
          {t("embedded.signedOut")}
        </p>
      )}
    </main>
  );
}
