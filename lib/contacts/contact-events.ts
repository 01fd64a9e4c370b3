import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import type { ContactView } from "./contact-view";

/** `contact-{idGraf}` of spec section 7, emitted after the change has committed. */
export function emitContactEvent(idGraf: number, action: "create" | "update" | "delete", contact: ContactView) {
  emitToTenant(idGraf, channels.contact(idGraf), { action, contact });
}
