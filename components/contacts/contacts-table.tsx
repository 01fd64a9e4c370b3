"use client";

import { MessageSquarePlus, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo } from "react";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, tableStickyEnd } from "@/components/ui/table";
import { useNearBottom } from "@/lib/client/use-near-bottom";
import type { Contact } from "./types";

// Spec section 9: the contacts list loads its next page within 50 px of the bottom.
const LOAD_MORE_THRESHOLD_PX = 50;

type Props = {
  contacts: Contact[];
  loading: boolean;
  /** A search is on: an empty table says no contact has that name. */
  searching: boolean;
  canDelete: boolean;
  onLoadMore: () => void;
  onOpenTicket: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
};

export function ContactsTable({
  contacts,
  loading,
  searching,
  canDelete,
  onLoadMore,
  onOpenTicket,
  onEdit,
  onDelete,
}: Props) {
  const t = useTranslations("contacts");
  const nearBottom = useNearBottom<HTMLDivElement>(onLoadMore, LOAD_MORE_THRESHOLD_PX, contacts.length);
  return (
    <div {...nearBottom} data-testid="contacts-scroll" className="min-h-0 flex-1 overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">
              <span className="sr-only">{t("columns.avatar")}</span>
            </TableHead>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead>{t("columns.number")}</TableHead>
            <TableHead className="max-sm:hidden">{t("columns.email")}</TableHead>
            <TableHead className={cn("text-right", tableStickyEnd)}>{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              canDelete={canDelete}
              onOpenTicket={onOpenTicket}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
          {!loading && contacts.length === 0 && (
            <EmptyTableRow colSpan={5}>{searching ? t("notFound") : t("empty")}</EmptyTableRow>
          )}
        </TableBody>
      </Table>
      {loading && <Spinner className="mx-auto my-4" aria-label={t("loading")} />}
    </div>
  );
}

type RowProps = Pick<Props, "canDelete" | "onOpenTicket" | "onEdit" | "onDelete"> & { contact: Contact };

/** One contact's row; memoised, so a page loaded by scrolling renders only its own rows. */
const ContactRow = memo(function ContactRow({ contact, canDelete, onOpenTicket, onEdit, onDelete }: RowProps) {
  const t = useTranslations("contacts");
  return (
    <TableRow>
      <TableCell>
        <Avatar>
          {contact.profilePicUrl && <AvatarImage src={contact.profilePicUrl} alt="" />}
          <AvatarFallback>{contact.name.trim().charAt(0)}</AvatarFallback>
        </Avatar>
      </TableCell>
      <TableCell className="font-medium break-words">{contact.name}</TableCell>
      <TableCell className="tabular-nums">{contact.number}</TableCell>
      <TableCell className="max-sm:hidden">{contact.email}</TableCell>
      <TableCell className={cn("text-right whitespace-nowrap", tableStickyEnd)}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("openTicket", { name: contact.name })}
          onClick={() => onOpenTicket(contact)}
        >
          <MessageSquarePlus />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("edit", { name: contact.name })}
          onClick={() => onEdit(contact)}
        >
          <Pencil />
        </Button>
        {canDelete && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("delete", { name: contact.name })}
            onClick={() => onDelete(contact)}
          >
            <Trash2 />
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
});
