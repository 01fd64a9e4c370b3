"use client";

import {
  ArrowLeftIcon,
  CalendarClockIcon,
  CheckIcon,
  CornerUpLeftIcon,
  EllipsisVerticalIcon,
  SendToBackIcon,
  TagIcon,
  Trash2Icon,
  UserCheckIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ScheduleDialog } from "@/components/schedules/schedule-dialog";
import { TicketRating } from "@/components/tickets/ticket-rating";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { can } from "@/lib/auth/permissions";
import { useHydrated } from "@/lib/client/use-hydrated";
import { ContactAvatar } from "./contact-avatar";
import type { ChatTicket, Viewer } from "./types";

export type HeaderAction = "back" | "contact" | "tags" | "transfer" | "accept" | "pending" | "resolve" | "delete";

type Props = {
  ticket: ChatTicket;
  viewer: Viewer | undefined;
  embedded: boolean;
  tagsOpen: boolean;
  onAction: (action: HeaderAction) => void;
};

type ToolbarAction = {
  key: string;
  label: string;
  icon: React.ReactNode;
  onSelect: () => void;
  pressed?: boolean;
  keep?: boolean;
};

type ActionProps = {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
  pressed?: boolean;
  disabled: boolean;
  className?: string;
};

function Action({ label, onClick, children, pressed, disabled, className }: ActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Back, the contact (and a resolved ticket's rating), 'assigned to {user} - {queue}', and the
 * actions the status and role allow; scheduling a message to the ticket's contact whatever the
 * status (not embedded: the spec gives the ERP's view only tags and transfer).
 */
export function ChatHeader({ ticket, viewer, embedded, tagsOpen, onAction }: Props) {
  const t = useTranslations("chat");
  const tSchedule = useTranslations("scheduleDialog");
  const [scheduling, setScheduling] = useState(false);
  // Its form is drawn from its first opening on, not with every chat.
  const [scheduled, setScheduled] = useState(false);
  if (scheduling && !scheduled) setScheduled(true);
  // Buttons drawn by the server do nothing until React hydrates them: they show as disabled till then.
  const inert = !useHydrated();
  const open = ticket.status === "open";
  const candidates: (ToolbarAction | false)[] = [
    {
      key: "tags",
      label: t("tags"),
      icon: <TagIcon />,
      onSelect: () => onAction("tags"),
      pressed: tagsOpen,
      keep: true,
    },
    !embedded && {
      key: "schedule",
      label: tSchedule("scheduleMessage"),
      icon: <CalendarClockIcon />,
      onSelect: () => setScheduling(true),
    },
    (embedded || open) && {
      key: "transfer",
      label: t("transfer"),
      icon: <SendToBackIcon />,
      onSelect: () => onAction("transfer"),
    },
    !embedded &&
      open && {
        key: "pending",
        label: t("returnToPending"),
        icon: <CornerUpLeftIcon />,
        onSelect: () => onAction("pending"),
      },
    !embedded &&
      open && {
        key: "resolve",
        label: t("resolve"),
        icon: <CheckIcon />,
        onSelect: () => onAction("resolve"),
        keep: true,
      },
    !embedded &&
      open &&
      can(viewer, "ticket-options:deleteTicket") && {
        key: "delete",
        label: t("delete"),
        icon: <Trash2Icon />,
        onSelect: () => onAction("delete"),
      },
  ];
  const actions = candidates.filter((action) => action !== false);
  // In a chat narrower than 420 px more than three icons leave no room for the contact's name: the
  // rest go in a menu. The pane's width counts, not the window's: the menu beside it takes 320 px.
  const folded = actions.length > 3;
  return (
    <header className="@container flex items-center gap-2 border-b bg-background px-2 py-2">
      {!embedded && (
        <Button
          variant="ghost"
          size="icon"
          className="min-[1200px]:hidden"
          aria-label={t("back")}
          disabled={inert}
          onClick={() => onAction("back")}
        >
          <ArrowLeftIcon />
        </Button>
      )}
      <button
        type="button"
        disabled={inert}
        onClick={() => !embedded && onAction("contact")}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t("contactDetails", { name: ticket.contact.name })}
      >
        <ContactAvatar name={ticket.contact.name} url={ticket.contact.profilePicUrl} />
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium">{ticket.contact.name}</span>
            <TicketRating rate={ticket.rating} />
          </span>
          <span className="line-clamp-2 text-xs break-words text-muted-foreground">
            {ticket.user
              ? t(ticket.status === "closed" ? "resolvedBy" : "assignedTo", {
                  user: ticket.user.name,
                  queue: ticket.queue?.name ?? t("noQueue"),
                })
              : (ticket.queue?.name ?? t("noQueue"))}
          </span>
        </span>
      </button>
      <div className="flex items-center" role="toolbar" aria-label={t("actions")}>
        {actions.map((action) => (
          <Action
            key={action.key}
            label={action.label}
            pressed={action.pressed}
            disabled={inert}
            onClick={action.onSelect}
            className={folded && !action.keep ? "@max-[420px]:hidden" : undefined}
          >
            {action.icon}
          </Action>
        ))}
        {folded && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="@min-[420px]:hidden"
                aria-label={t("moreActions")}
                disabled={inert}
              >
                <EllipsisVerticalIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {actions
                .filter((action) => !action.keep)
                .map((action) => (
                  <DropdownMenuItem key={action.key} onSelect={action.onSelect}>
                    {action.icon} {action.label}
                  </DropdownMenuItem>
                ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        {!embedded && !open && (
          <Button size="sm" disabled={inert} onClick={() => onAction("accept")}>
            <UserCheckIcon /> {ticket.status === "closed" ? t("reopen") : t("accept")}
          </Button>
        )}
      </div>
      {!embedded && scheduled && (
        <ScheduleDialog open={scheduling} onOpenChange={setScheduling} contact={ticket.contact} ticketId={ticket.id} />
      )}
    </header>
  );
}
