import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TicketManager } from "@/components/tickets/ticket-manager";
import { resolveCaller } from "@/lib/auth/caller";
import { can, canSeeAllTickets } from "@/lib/auth/permissions";

export default async function TicketsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const t = await getTranslations("tickets");
  return (
    <div className="flex h-full flex-col min-[900px]:flex-row">
      <section aria-label={t("manager")} className="flex w-full flex-col border-border min-[900px]:w-[490px] min-[900px]:border-r">
        <TicketManager showVisibility={can(caller, "tickets-manager:showall")} allMayBeSeen={canSeeAllTickets(caller)} />
      </section>
      <section className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
        <h1 className="text-2xl font-semibold">{t("welcomeTitle")}</h1>
        <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
      </section>
    </div>
  );
}
