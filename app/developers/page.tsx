import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/developers/api-reference";
import { publicOrigin } from "@/lib/http/public-origin";
import { publicApiDocument } from "../api/v1/openapi.json/document";

export const metadata: Metadata = { title: "Atende · API" };

/**
 * The public API's reference, public as the API it documents (the proxy lets it through): the
 * OpenAPI document of GET /api/v1/openapi.json, rendered here on the server, with no script of its own.
 */
export default async function DevelopersPage() {
  const t = await getTranslations("developers");
  const requestHeaders = await headers();
  const origin = publicOrigin(
    new Request(`http://${requestHeaders.get("host") ?? "localhost"}/`, { headers: requestHeaders }),
  );
  return (
    <main className="mx-auto grid max-w-5xl gap-6 p-4">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">
          {t.rich("intro", {
            document: (chunks) => (
              <a href="/api/v1/openapi.json" className="underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
        </p>
        <p className="text-sm">
          <Link href="/integrations" className="underline underline-offset-4">
            {t("keysLink")}
          </Link>
        </p>
      </header>
      <ApiReference document={publicApiDocument()} origin={origin} />
    </main>
  );
}
