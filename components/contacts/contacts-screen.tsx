"use client";

import { Plus, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { ContactDialog } from "./contact-dialog";
import { ContactsTable } from "./contacts-table";
import { DeleteContactDialog } from "./delete-contact-dialog";
import type { ImportConnection } from "@/lib/contacts/list-import-connections";
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
    <section className="flex h-full flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{t("title")}</h1>
        <div className="relative max-sm:w-full">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("search")}
            aria-label={t("search")}
            className="w-full pl-9 sm:w-64"
          />
        </div>
        <ImportButton connections={importConnections} onImported={list.refresh} />
        <Button onClick={() => setDialog({ open: true })}>
          <Plus />
          {t("add")}
        </Button>
      </header>
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
      <DeleteContactDialog contact={deleting} onOpenChange={(open) => !open && setDeleting(null)} onDeleted={list.refresh} />
    </section>
  );
}
