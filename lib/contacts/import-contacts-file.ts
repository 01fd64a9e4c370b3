import type { Caller } from "@/lib/auth/caller";
import { validateContactRows } from "./contact-rows";
import { parseContactsCsv } from "./parse-contacts-csv";
import { upsertContactRows } from "./upsert-contact-rows";

/**
 * POST /contacts/import with a CSV: every valid row creates a contact or updates the one of its
 * number; invalid rows are reported by line and reason. A malformed file changes nothing.
 */
export async function importContactsFile(caller: Caller, text: string) {
  const { rows, rejected } = await validateContactRows(parseContactsCsv(text));
  const { created, updated } = await upsertContactRows(caller.idGraf, caller.userId, rows);
  return { created, updated, rejected };
}
