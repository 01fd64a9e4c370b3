import { getTranslations } from "next-intl/server";
import { TicketChat } from "@/components/chat/ticket-chat";

type Props = { params: Promise<{ ticketId?: string[] }>; searchParams: Promise<{ messageId?: string }> };

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** The right pane of /tickets/:ticketId?: the ticket's chat, or the welcome while none is open. */
export default async function TicketsPage({ params, searchParams }: Props) {
  const ticketId = idOf((await params).ticketId?.[0]);
  if (ticketId) return <TicketChat key={ticketId} ticketId={ticketId} focusMessageId={idOf((await searchParams).messageId)} />;
  const t = await getTranslations("tickets");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t("welcomeTitle")}</h1>
      <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
    </div>
  );
}
