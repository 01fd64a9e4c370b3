"use client";

import { PencilIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { ContactDialog } from "@/components/contacts/contact-dialog";
import { Button } from "@/components/ui/button";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import { ContactAvatar } from "./contact-avatar";
import type { ChatTicket } from "./types";

type ContactDetails = { id: number; extraInfo?: { id: number; name: string; value: string }[] };

/** The right contact drawer: avatar, name, phone link, edit, and the extra-info pairs. */
export function ContactDrawer({
  open,
  onOpenChange,
  contact,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: ChatTicket["contact"];
}) {
  const t = useTranslations("contactDrawer");
  const [editing, setEditing] = useState(false);
  const { data, mutate } = useSWR<ContactDetails>(open ? `/contacts/${contact.id}` : null, fetcher, {
    shouldRetryOnError: false,
  });
  // Its extra information as it is now, whoever changed it (the name and number come with the ticket).
  useSocketEvent(channels.contact(useIdGraf()), (event) => {
    if (event.action === "update" && event.contact.id === contact.id) void mutate(event.contact, { revalidate: false });
  });
  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent side="right" closeLabel={t("close")}>
          <SheetHeader className="items-center pt-10 text-center">
            <ContactAvatar name={contact.name} url={contact.profilePicUrl} className="size-24 text-3xl" />
            <SheetTitle>{contact.name}</SheetTitle>
            <SheetDescription asChild>
              <a href={`tel:+${contact.number}`} className="underline">
                +{contact.number}
              </a>
            </SheetDescription>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon /> {t("edit")}
            </Button>
          </SheetHeader>
          {!!data?.extraInfo?.length && (
            <dl className="grid gap-2 px-4">
              {data.extraInfo.map((info) => (
                <div key={info.id} className="rounded-md border p-2 text-sm">
                  <dt className="text-muted-foreground">{info.name}</dt>
                  <dd>{info.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </SheetContent>
      </Sheet>
      <ContactDialog open={editing} onOpenChange={setEditing} contactId={contact.id} onSaved={() => void mutate()} />
    </>
  );
}
