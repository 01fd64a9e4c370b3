"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fetcher } from "@/lib/client/api";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import type { ScheduleContact } from "@/lib/schedules/schedule-contact";

// Spec section 9: searches wait 500 ms; contact search text is lowercased (section 5).
const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  id: string;
  value: ScheduleContact | null;
  onChange: (contact: ScheduleContact | null) => void;
  /** Opened from a ticket: the contact is the ticket's and cannot change. */
  locked?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/** Picks one of the tenant's contacts from GET /contacts?searchParam=. */
export function ContactPicker({ id, value, onChange, locked, invalid, describedBy }: Props) {
  const t = useTranslations("scheduleDialog");
  const listId = useId();
  const [search, setSearch] = useState("");
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const { data } = useSWR<{ contacts: ScheduleContact[] }>(
    !value && searchParam ? `/contacts?${new URLSearchParams({ searchParam, pageNumber: "1" })}` : null,
    fetcher,
  );

  if (value) {
    return (
      <div className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
        <span id={id} className="mr-auto font-medium">
          {value.name} <span className="text-muted-foreground">{value.number}</span>
        </span>
        {!locked && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t("contactChange")}
          </Button>
        )}
      </div>
    );
  }
  const contacts = data?.contacts ?? [];
  return (
    <div className="grid gap-1">
      <Input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={!!searchParam}
        aria-controls={listId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={t("contactSearch")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {searchParam && data && (
        <ul id={listId} role="listbox" aria-label={t("contact")} className="max-h-48 overflow-auto rounded-md border">
          {contacts.map((contact) => (
            <li key={contact.id} role="option" aria-selected={false}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                onClick={() => onChange(contact)}
              >
                {contact.name} <span className="text-muted-foreground">{contact.number}</span>
              </button>
            </li>
          ))}
          {contacts.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">{t("contactEmpty")}</li>}
        </ul>
      )}
    </div>
  );
}
