"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { ConnectionStatus } from "@/lib/whatsapp/provider";

// A connection's status is stored as text; the provider writes only ConnectionStatus values.
const variants: Partial<Record<string, BadgeProps["variant"]>> = {
  CONNECTED: "success",
  DISCONNECTED: "destructive",
  TIMEOUT: "destructive",
  qrcode: "default",
  PAIRING: "secondary",
  OPENING: "secondary",
} satisfies Record<ConnectionStatus, BadgeProps["variant"]>;

/** Spec section 2: the drawer's '!' while any session is in one of these. */
const ATTENTION: ReadonlySet<string> = new Set<ConnectionStatus>([
  "qrcode",
  "PAIRING",
  "DISCONNECTED",
  "TIMEOUT",
  "OPENING",
]);

export const needsAttention = (status: string) => ATTENTION.has(status);

export function ConnectionStatusBadge({ status }: { status: string }) {
  const t = useTranslations("connections.status");
  return <Badge variant={variants[status]}>{t(status)}</Badge>;
}
