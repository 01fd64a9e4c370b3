"use client";

import { ArrowLeftIcon, CalendarClockIcon, CheckIcon, CornerUpLeftIcon, SendToBackIcon, TagIcon, Trash2Icon, UserCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ScheduleDialog } from "@/components/schedules/schedule-dialog";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { can } from "@/lib/auth/permissions";
import { ContactAvatar } from "./contact-avatar";
import type { ChatTicket, Viewer } from "./types";

export type HeaderAction = "back" | "contact" | "tags" | "transfer" | "accept" | "pending" | "resolve" | "delete";

type Props = { ticket: ChatTicket; viewer: Viewer | undefined; embedded: boolean; tagsOpen: boolean; onAction: (action: HeaderAction) => void };

function Action({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: React.ReactNode; pressed?: boolean }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} aria-pressed={pressed} onClick={onClick}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Back, the contact, 'assigned to {user} - {queue}', and the actions the status and role allow;
 * scheduling a message to the ticket's contact whatever the status (not embedded: the spec gives
 * the ERP's view only tags and transfer).
 */
export function ChatHeader({ ticket, viewer, embedded, tagsOpen, onAction }: Props) {
  const t = useTranslations("chat");
  const tSchedule = useTranslations("scheduleDialog");
  const [scheduling, setScheduling] = useState(false);
  const open = ticket.status === "open";
  return (
    <header className="flex items-center gap-2 border-b bg-background px-2 py-2">
      {!embedded && (
        <Button variant="ghost" size="icon" className="min-[900px]:hidden" aria-label={t("back")} onClick={() => onAction("back")}>
          <ArrowLeftIcon />
        </Button>
      )}
      <button
        type="button"
        onClick={() => !embedded && onAction("contact")}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t("contactDetails", { name: ticket.contact.name })}
      >
        <ContactAvatar name={ticket.contact.name} url={ticket.contact.profilePicUrl} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{ticket.contact.name}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {ticket.user ? t("assignedTo", { user: ticket.user.name, queue: ticket.queue?.name ?? t("noQueue") }) : (ticket.queue?.name ?? t("noQueue"))}
          </span>
        </span>
      </button>
      <div className="flex items-center" role="toolbar" aria-label={t("actions")}>
        <Action label={t("tags")} pressed={tagsOpen} onClick={() => onAction("tags")}>
          <TagIcon />
        </Action>
        {!embedded && (
          <Action label={tSchedule("scheduleMessage")} onClick={() => setScheduling(true)}>
            <CalendarClockIcon />
          </Action>
        )}
        {(embedded || open) && (
          <Action label={t("transfer")} onClick={() => onAction("transfer")}>
            <SendToBackIcon />
          </Action>
        )}
        {!embedded && open && (
          <>
            <Action label={t("returnToPending")} onClick={() => onAction("pending")}>
              <CornerUpLeftIcon />
            </Action>
            <Action label={t("resolve")} onClick={() => onAction("resolve")}>
              <CheckIcon />
            </Action>
            {can(viewer, "ticket-options:deleteTicket") && (
              <Action label={t("delete")} onClick={() => onAction("delete")}>
                <Trash2Icon />
              </Action>
            )}
          </>
        )}
        {!embedded && !open && (
          <Button size="sm" onClick={() => onAction("accept")}>
            <UserCheckIcon /> {t("accept")}
          </Button>
        )}
      </div>
      {!embedded && <ScheduleDialog open={scheduling} onOpenChange={setScheduling} contact={ticket.contact} ticketId={ticket.id} />}
    </header>
  );
}
