"use client";

import { format } from "date-fns";
import { RotateCwIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useErrorText } from "@/components/ui/use-error-toast";
import type { UndeliveredRow as Row } from "./use-undelivered";

const FAILED_AT_FORMAT = "dd/MM/yyyy HH:mm";

type Props = {
  row: Row;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onSendAgain: () => void;
};

/** One failure: who it was for, its kind, the reason in the user's language, the text, and its actions. */
export function UndeliveredItem({ row, selected, busy, onSelect, onSendAgain }: Props) {
  const t = useTranslations("undelivered");
  const sendFailure = useTranslations("sendFailure");
  const errorText = useErrorText();
  const who = row.contact.name || row.contact.number;
  return (
    <li className="flex gap-3 rounded-md border p-3" data-testid="undelivered-row">
      <Checkbox
        className="mt-1"
        checked={selected}
        onCheckedChange={(checked) => onSelect(checked === true)}
        aria-label={t("select", { name: who })}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{who}</span>
          <Badge variant="secondary">{t(`kinds.${row.kind}`)}</Badge>
          <time className="ml-auto text-xs text-muted-foreground" dateTime={row.failedAt}>
            {format(new Date(row.failedAt), FAILED_AT_FORMAT)}
          </time>
        </div>
        <p className="text-sm text-destructive">{errorText({ code: row.reason })}</p>
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{row.body}</p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Button size="sm" disabled={busy} onClick={onSendAgain}>
            <RotateCwIcon /> {sendFailure("sendAgain")}
          </Button>
          {row.ticketId && (
            <Button size="sm" variant="outline" asChild>
              <Link href={`/tickets/${row.ticketId}`}>{t("openTicket")}</Link>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
