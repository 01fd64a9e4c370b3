import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TicketChat } from "@/components/chat/ticket-chat";
import { resolveCaller } from "@/lib/auth/caller";
import { openChat } from "@/lib/messages/open-chat";
import { asJson } from "@/lib/utils/as-json";

type Props = { params: Promise<{ ticketId?: string[] }>; searchParams: Promise<{ messageId?: string }> };

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The right pane of /tickets/:ticketId?: the ticket's chat, or the welcome while none is open. The
 * chat's first page is read here, so it comes with the page: in the document when opened by its
 * address, in the navigation's answer when opened from the list.
 */
export default async function TicketsPage({ params, searchParams }: Props) {
  const ticketId = idOf((await params).ticketId?.[0]);
  if (ticketId) {
    const caller = await resolveCaller(await headers());
    if (!caller) redirect("/login");
    const focusMessageId = idOf((await searchParams).messageId);
    const first = await openChat(caller, ticketId, focusMessageId);
    const viewer = { id: caller.userId, name: caller.name, profile: caller.profile };
    return (
      <TicketChat
        key={ticketId}
        ticketId={ticketId}
        first={first && asJson(first)}
        viewer={viewer}
        focusMessageId={focusMessageId}
      />
    );
  }
  const t = await getTranslations("tickets");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t("welcomeTitle")}</h1>
      <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
    </div>
  );
}
