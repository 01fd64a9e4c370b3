import type { Caller } from "@/lib/auth/caller";
import { unknownNumbers } from "@/lib/connections/assert-on-whatsapp";
import { connectionFor } from "@/lib/tickets/create-ticket";
import { validateContactRows, type ContactRow, type RejectedRow } from "./contact-rows";
import { parseContactsCsv } from "./parse-contacts-csv";
import { upsertContactRows } from "./upsert-contact-rows";

/**
 * Valid rows whose numbers WhatsApp knows, as the connection the contacts will be written from
 * says (the caller's own, else the default), like every other way a number comes in; the others
 * are rejected as `number.notOnWhatsapp`.
 */
async function onWhatsapp(caller: Caller, rows: ContactRow[]) {
  if (!rows.length) return { known: rows, notOnWhatsapp: [] };
  const unknown = await unknownNumbers(
    { id: (await connectionFor(caller)).id, idGraf: caller.idGraf },
    rows.map((row) => row.number),
  );
  return {
    known: rows.filter((row) => !unknown.has(row.number)),
    notOnWhatsapp: rows
      .filter((row) => unknown.has(row.number))
      .map((row): RejectedRow => ({ line: row.line, reason: "number.notOnWhatsapp" })),
  };
}

/**
 * POST /contacts/import with a CSV: every valid row whose number is on WhatsApp creates a contact
 * or updates the one of its number; other rows are reported by line and reason. A malformed file,
 * or a connection that cannot check numbers (ERR_WAPP_CHECK_CONTACT), changes nothing.
 */
export async function importContactsFile(caller: Caller, text: string) {
  const { rows, rejected } = await validateContactRows(parseContactsCsv(text));
  const { known, notOnWhatsapp } = await onWhatsapp(caller, rows);
  const { created, updated } = await upsertContactRows(caller.idGraf, caller.userId, known);
  return { created, updated, rejected: [...rejected, ...notOnWhatsapp].sort((a, b) => a.line - b.line) };
}
