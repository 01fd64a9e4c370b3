import { getTranslations } from "next-intl/server";

export default async function TicketsPage() {
  const t = await getTranslations("tickets");
  return (
    <section className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t("welcomeTitle")}</h1>
      <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
    </section>
  );
}
