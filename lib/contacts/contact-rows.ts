import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { contactSchema, DEFAULT_ZONE_CODE, type ContactInput } from "./schemas";
import { fullNumber, onlyDigits, zoneCodeOf } from "./phone-number";

/** One row of an import, as read: its line (1 is the file's header) and raw fields. */
export type RawContactRow = {
  line: number;
  name: string;
  number: string;
  email?: string;
  zoneCode?: string;
  extraInfo?: { name: string; value: string }[];
};
export type ContactRow = ContactInput & { line: number };
export type RejectedRow = { line: number; reason: string };

// Validating is synchronous: a long file is checked in slices, so other requests are served between.
const SLICE = 500;

/**
 * Without a calling code column, a number written with '+' is international; otherwise it is
 * Brazilian when its digits fit Brazil (with or without 55), else international.
 */
function zoneCodeFor(row: RawContactRow) {
  if (row.zoneCode?.trim()) return row.zoneCode;
  const digits = onlyDigits(row.number);
  const international = zoneCodeOf(digits);
  if (row.number.trim().startsWith("+")) return international ?? DEFAULT_ZONE_CODE;
  return fullNumber(digits, DEFAULT_ZONE_CODE) ? DEFAULT_ZONE_CODE : (international ?? DEFAULT_ZONE_CODE);
}

/**
 * Validates import rows with the contact form's rules. A rejected row names its line and reason
 * (`field.messageKey`, e.g. `number.invalidNumber`); a number already seen in the file is rejected
 * at its later lines.
 */
export async function validateContactRows(raw: RawContactRow[]) {
  const rows: ContactRow[] = [];
  const rejected: RejectedRow[] = [];
  const lineOfNumber = new Map<string, number>();
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && i % SLICE === 0) await yieldToEventLoop();
    const row = raw[i];
    const parsed = contactSchema.safeParse({ ...row, zoneCode: zoneCodeFor(row), extraInfo: row.extraInfo ?? [] });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      rejected.push({ line: row.line, reason: `${String(issue.path[0] ?? "row")}.${issue.message}` });
      continue;
    }
    const first = lineOfNumber.get(parsed.data.number);
    if (first !== undefined) {
      rejected.push({ line: row.line, reason: "number.duplicateInFile" });
      continue;
    }
    lineOfNumber.set(parsed.data.number, row.line);
    rows.push({ ...parsed.data, line: row.line });
  }
  return { rows, rejected };
}
