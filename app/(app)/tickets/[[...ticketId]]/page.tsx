import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TicketChat } from "@/components/chat/ticket-chat";
import { TicketManager } from "@/components/tickets/ticket-manager";
import { resolveCaller } from "@/lib/auth/caller";
import { can, canSeeAllTickets } from "@/lib/auth/permissions";
import { cn } from "@/lib/utils/cn";

type Props = { params: Promise<{ ticketId?: string[] }>; searchParams: Promise<{ messageId?: string }> };

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default async function TicketsPage({ params, searchParams }: Props) {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const t = await getTranslations("tickets");
  const ticketId = positive((await params).ticketId?.[0]);
  const focusMessageId = positive((await searchParams).messageId);
  return (
    <div className="flex h-full min-h-0 flex-col min-[900px]:flex-row">
      <section
        aria-label={t("manager")}
        className={cn("w-full flex-col border-border min-[900px]:flex min-[900px]:w-[490px] min-[900px]:border-r", ticketId ? "hidden" : "flex")}
      >
        <TicketManager showVisibility={can(caller, "tickets-manager:showall")} allMayBeSeen={canSeeAllTickets(caller)} />
      </section>
      {ticketId ? (
        <div className="flex h-full min-h-0 flex-1 flex-col">
          <TicketChat ticketId={ticketId} focusMessageId={focusMessageId} />
        </div>
      ) : (
        <section className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
          <h1 className="text-2xl font-semibold">{t("welcomeTitle")}</h1>
          <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
        </section>
      )}
    </div>
  );
}
