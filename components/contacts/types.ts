import type { ContactView } from "@/lib/contacts/contact-view";
import type { listContacts } from "@/lib/contacts/list-contacts";
import type { JsonOf } from "@/lib/utils/as-json";

/** A contact as the API sends it (spec section 3). */
export type Contact = JsonOf<ContactView>;
export type ContactsPage = JsonOf<Awaited<ReturnType<typeof listContacts>>>;
export type ImportResult = { created: number; updated: number; rejected: { line: number; reason: string }[] };
/** Where an import read its contacts: a CSV file (rejections by line) or a paired phone (by its place in the phone's list). */
export type ImportSource = "file" | "connection";
