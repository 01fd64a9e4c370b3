"use client";

import { BookOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ApiKeysSection } from "./api-keys-section";
import { WebhookEndpointsSection } from "./webhook-endpoints-section";

/** The Integrations screen (admins): API keys of the public API and outbound webhooks. */
export function IntegrationsScreen() {
  const t = useTranslations("integrations");
  return (
    <div className="h-full min-h-0 overflow-y-auto">
      <section className="mx-auto grid max-w-5xl gap-8 p-4">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="mr-auto text-xl font-semibold">{t("title")}</h1>
          <Button asChild variant="link">
            <Link href="/developers">
              <BookOpen />
              {t("developersLink")}
            </Link>
          </Button>
        </header>
        <ApiKeysSection />
        <WebhookEndpointsSection />
      </section>
    </div>
  );
}
