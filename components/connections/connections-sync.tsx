"use client";

import { useTranslations } from "next-intl";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { toast } from "@/components/ui/toast";
import { channels } from "@/lib/realtime/channels";
import { patchConnection, removeConnection, upsertConnection, useConnectionsCache } from "./use-connections";

/**
 * Applies connection and session events to the connections cache, once for the whole signed-in
 * admin (the drawer badge needs it on every page), and alerts when an instance drops: once, as a
 * disconnect may be reported by the provider and again by the action that caused it.
 */
export function ConnectionsSync() {
  const t = useTranslations("connections");
  const idGraf = useIdGraf();
  const { current, update } = useConnectionsCache();
  useSocketEvent(channels.whatsapp(idGraf), (event) =>
    update(event.action === "delete" ? removeConnection(event.whatsappId) : upsertConnection(event.whatsapp)),
  );
  useSocketEvent(channels.whatsappSession(idGraf), ({ session }) => {
    const before = current()?.find((connection) => connection.id === session.id);
    update(patchConnection(session.id, session));
    if (session.status === "DISCONNECTED" && before?.status !== "DISCONNECTED") {
      toast.error(t("disconnectedAlert", { name: session.name }));
    }
  });
  return null;
}
