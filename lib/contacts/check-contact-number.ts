import type { Caller } from "@/lib/auth/caller";
import { connectionFor } from "@/lib/tickets/create-ticket";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";

/**
 * A contact's number must be on WhatsApp, as the connection it will be written from says (the one
 * named, else the caller's own, else the default), before the contact is stored: a number WhatsApp
 * does not know would lose every message.
 */
export async function checkContactNumber(caller: Caller, number: string, whatsappId?: number) {
  const connection = { id: whatsappId ?? (await connectionFor(caller)).id, idGraf: caller.idGraf };
  await assertOnWhatsapp(connection, [{ number, path: "number" }]);
}
