"use client";

import { useTranslations } from "next-intl";
import type { Connection } from "./types";

/**
 * Why a connection cannot connect, under its status: the provider's refusal the session stored,
 * or, for a Z-API instance Z-API expired, the spec's "instance expired" text whatever its status.
 */
export function ConnectionReason({ connection }: { connection: Connection }) {
  const t = useTranslations("connections.reasons");
  const expired = connection.zapi && connection.zapiStatus === "CANCELADO";
  const reason = expired ? "INSTANCE_EXPIRED" : connection.status === "CONNECTED" ? null : connection.statusReason;
  if (!reason || !t.has(reason)) return null;
  return <p className="mt-1 max-w-56 text-xs whitespace-normal text-destructive">{t(reason)}</p>;
}
