"use client";

import { DeleteConfirm } from "@/components/catalog/delete-confirm";
import type { Contact } from "./types";

type Props = { contact: Contact | null; onOpenChange: (open: boolean) => void; onDeleted: () => void };

/** Asks once more, saying that the contact's conversations and messages are deleted with it. */
export function DeleteContactDialog({ contact, onOpenChange, onDeleted }: Props) {
  return (
    <DeleteConfirm
      path={contact ? `/contacts/${contact.id}` : null}
      query={{ deleteTickets: true }}
      namespace="contacts"
      name={contact?.name ?? ""}
      onOpenChange={onOpenChange}
      onDeleted={onDeleted}
    />
  );
}
