import type { Caller } from "@/lib/auth/caller";
import { connectionFor } from "@/lib/tickets/create-ticket";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";

/**
 * A contact's number must be on WhatsApp, as the caller's connection (their own, else the default)
 * says, before the contact is stored: a number WhatsApp does not know would lose every message.
 */
export async function checkContactNumber(caller: Caller, number: string) {
  const connection = { id: await connectionFor(caller), idGraf: caller.idGraf };
  await assertOnWhatsapp(connection, [{ number, path: "number" }]);
}
