import type { Caller } from "@/lib/auth/caller";
import { resendBulkRow } from "@/lib/bulk/resend-bulk-row";
import { AppError } from "@/lib/errors/app-error";
import { resendMessage } from "@/lib/messages/resend-message";
import { resendSchedule } from "@/lib/schedules/resend-schedule";
import type { ResendUndeliveredInput, UndeliveredKind } from "./schemas";

const resendOf: Record<UndeliveredKind, (caller: Caller, id: number) => Promise<boolean>> = {
  message: resendMessage,
  schedule: resendSchedule,
  bulk: resendBulkRow,
};

const notFound = (error: unknown) =>
  error instanceof AppError && (error.code === "ERR_NOT_FOUND" || error.code === "ERR_NO_PERMISSION");

/**
 * 'Send again' for rows of the undelivered list, each by its kind's own use case, which queues a
 * row only while it is still failed: a row sent again twice goes once. Rows the caller cannot see
 * (another tenant's, another attendant's ticket) are answered as `missing`, and when none was
 * found at all the answer is 404.
 */
export async function resendUndelivered(caller: Caller, { rows }: ResendUndeliveredInput) {
  let resent = 0;
  const missing: ResendUndeliveredInput["rows"] = [];
  for (const row of rows) {
    try {
      if (await resendOf[row.kind](caller, row.id)) resent++;
    } catch (error) {
      if (!notFound(error)) throw error;
      missing.push(row);
    }
  }
  if (missing.length === rows.length) throw new AppError("ERR_NOT_FOUND", "Nothing to send again was found");
  return { resent, missing };
}
