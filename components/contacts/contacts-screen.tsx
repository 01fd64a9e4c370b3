"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { ListScreen } from "@/components/catalog/list-screen";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import type { ImportConnection } from "@/lib/contacts/list-import-connections";
import { ContactDialog } from "./contact-dialog";
import { ContactsTable } from "./contacts-table";
import { DeleteContactDialog } from "./delete-contact-dialog";
import { ImportButton } from "./import-button";
import type { Contact } from "./types";
import { useContactsList } from "./use-contacts-list";
import { useOpenTicket } from "./use-open-ticket";

// Spec section 9: searches wait 500 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  viewer: { id: number; canDelete: boolean };
  /** The paired connections whose phones' contacts may be imported. */
  importConnections: ImportConnection[];
};

/** The Contacts screen: search, import, add, and the infinite table with open-ticket, edit and delete. */
export function ContactsScreen({ viewer, importConnections }: Props) {
  const t = useTranslations("contacts");
  const [search, setSearch] = useState("");
  // Spec section 5: the contact search text is lowercased.
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const list = useContactsList(searchParam);
  const openTicket = useOpenTicket(viewer.id);
  const [dialog, setDialog] = useState<{ open: boolean; contactId?: number }>({ open: false });
  const [deleting, setDeleting] = useState<Contact | null>(null);
  // Stable, so the table's memoised rows stay as they are when a page is added.
  const onOpenTicket = useCallback((contact: Contact) => void openTicket(contact), [openTicket]);
  const onEdit = useCallback((contact: Contact) => setDialog({ open: true, contactId: contact.id }), []);

  return (
    <ListScreen
      title={t("title")}
      searchLabel={t("search")}
      search={search}
      onSearch={setSearch}
      controls={<ImportButton connections={importConnections} onImported={list.refresh} />}
      addLabel={t("add")}
      onAdd={() => setDialog({ open: true })}
    >
      <ContactsTable
        contacts={list.contacts}
        loading={list.loading}
        searching={!!searchParam}
        canDelete={viewer.canDelete}
        onLoadMore={list.loadMore}
        onOpenTicket={onOpenTicket}
        onEdit={onEdit}
        onDelete={setDeleting}
      />
      <ContactDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        contactId={dialog.contactId}
        onSaved={list.refresh}
      />
      <DeleteContactDialog
        contact={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={list.refresh}
      />
    </ListScreen>
  );
}
