"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { ConnectionStatusBadge } from "@/components/connections/connection-status";
import { useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { channels } from "@/lib/realtime/channels";

type Me = { whatsapp: { id: number; name: string; status: string } | null };

/**
 * An attendant's own connection and its status, kept live by whatsappSession-{user} (spec section
 * 7): the one connection they write from, which admins see on the Connections screen.
 */
export function OwnConnectionStatus({ userId }: { userId: number }) {
  const t = useTranslations("ownConnection");
  const { data, isValidating, mutate } = useSWR<Me>("/auth/me", fetcher, { revalidateOnFocus: false });
  useSocketEvent(channels.userWhatsappSession(userId), ({ session }) =>
    changeLoaded(mutate, { data, isValidating }, (me) =>
      me.whatsapp?.id === session.id ? { ...me, whatsapp: { ...me.whatsapp, status: session.status } } : me,
    ),
  );
  const connection = data?.whatsapp;
  if (!connection) return null;
  return (
    <p role="status" aria-label={t("label")} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
      <span className="text-muted-foreground">{t("title", { name: connection.name })}</span>
      <ConnectionStatusBadge status={connection.status} />
    </p>
  );
}
