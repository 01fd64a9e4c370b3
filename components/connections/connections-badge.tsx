"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { needsAttention } from "./connection-status";
import { useConnections } from "./use-connections";

/** The drawer's '!' on Connections while a session waits for a QR, pairs, connects or is down. */
export function ConnectionsBadge() {
  const t = useTranslations("connections");
  const { data } = useConnections();
  if (!data?.some((connection) => needsAttention(connection.status))) return null;
  return (
    <Badge variant="destructive" className="ml-auto" title={t("needsAttention")}>
      !
    </Badge>
  );
}
