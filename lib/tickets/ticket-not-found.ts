import { AppError } from "@/lib/errors/app-error";

/** Another tenant's ticket and a ticket the caller may not see answer alike. */
export const ticketNotFound = () => new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
