"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { ConnectionStatus } from "@/lib/whatsapp/provider";

const variants: Record<ConnectionStatus, BadgeProps["variant"]> = {
  CONNECTED: "success",
  DISCONNECTED: "destructive",
  TIMEOUT: "destructive",
  qrcode: "default",
  PAIRING: "secondary",
  OPENING: "secondary",
};

/** Spec section 2: the drawer's '!' while any session is in one of these. */
const ATTENTION: ReadonlySet<ConnectionStatus> = new Set(["qrcode", "PAIRING", "DISCONNECTED", "TIMEOUT", "OPENING"]);

export const needsAttention = (status: ConnectionStatus) => ATTENTION.has(status);

export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const t = useTranslations("connections.status");
  return <Badge variant={variants[status]}>{t(status)}</Badge>;
}
