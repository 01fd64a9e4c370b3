import { format, isToday } from "date-fns";

// The row's texts as spec section 2 cuts them.

/** A name cut to `max` characters (40 in the ticket manager, 30 in the open list). */
export const cutName = (name: string, max: number) => (name.length > max ? name.slice(0, max) : name);

/** A last message longer than `limit` (40 or 45) shows its first 35 characters and an ellipsis. */
export const shortMessage = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, 35)}...` : text);

/** HH:mm if today, else dd/MM/yyyy (spec section 9). */
export const ticketTime = (iso: string) => format(iso, isToday(iso) ? "HH:mm" : "dd/MM/yyyy");
