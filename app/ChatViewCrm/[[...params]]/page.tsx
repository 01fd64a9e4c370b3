import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { TicketChat } from "@/components/chat/ticket-chat";
import { SocketProvider } from "@/components/realtime/socket-provider";
import { resolveCaller } from "@/lib/auth/caller";
import { openChat } from "@/lib/messages/open-chat";
import { asJson } from "@/lib/utils/as-json";

type Props = { params: Promise<{ params?: string[] }> };

// The ERP's embedded chat-only view (/ChatViewCrm/:ticketId?/:paramEstimate?): no drawer, no ticket
// list. Signed-out visitors are not sent to the login page (the spec bypasses it here); they are
// told to reopen the view from the ERP.
export default async function ChatViewCrmPage({ params }: Props) {
  const caller = await resolveCaller(await headers());
  const t = await getTranslations("embedded");
  const [ticketParam, paramEstimate] = (await params).params ?? [];
  const ticketId = Number(ticketParam);
  if (!caller || !Number.isInteger(ticketId) || ticketId <= 0) {
    return (
      <main className="flex h-dvh flex-col items-center justify-center gap-2 p-8 text-center">
        <p role="alert" className="text-muted-foreground">
          {caller ? t("noTicket") : t("signedOut")}
        </p>
      </main>
    );
  }
  const first = await openChat(caller, ticketId);
  const viewer = { id: caller.userId, name: caller.name, profile: caller.profile };
  return (
    <SocketProvider idGraf={caller.idGraf}>
      <main className="flex h-dvh flex-col">
        <TicketChat
          ticketId={ticketId}
          first={first && asJson(first)}
          viewer={viewer}
          embedded
          paramEstimate={paramEstimate ? decodeURIComponent(paramEstimate) : undefined}
        />
      </main>
    </SocketProvider>
  );
}
