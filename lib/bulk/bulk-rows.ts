import Papa from "papaparse";
import { AppError } from "@/lib/errors/app-error";
import { fullNumber, onlyDigits } from "@/lib/contacts/phone-number";

// Spec section 5 (Bulk send), shared by the screen's preview and the API: the first CSV line holds
// the column headers, {column} in the model is replaced by the row's value, and the first column
// is the phone number. Rows are numbered from 1, the header line not counted, on the screen and in
// the API's answers alike.

/**
 * The number a row is sent to: its digits with Brazil's 55 in front, unless it already starts with
 * 55 and is longer than 11 digits. Undefined when the digits after 55 are not a Brazilian number
 * (libphonenumber's fixed-line and mobile lengths, 10 or 11): '123' is refused, never sent as 55123.
 */
export const bulkPhone = (given: string): string | undefined => fullNumber(onlyDigits(given), "55");

/** A data row: its number (1 is the first after the header), the phone as given, where it goes, the text. */
export type BulkRow = { row: number; given: string; phone: string | undefined; message: string };

/** Every data row of the CSV as the message it becomes; `phone` is undefined when the number is invalid. */
export function bulkRows(model: string, csv: string): BulkRow[] {
  const { data } = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: "greedy" });
  const [headers = [], ...rows] = data;
  const names = headers.map((header) => header.trim());
  return rows.map((row, index) => {
    const values = new Map(names.map((name, column) => [name, (row[column] ?? "").trim()]));
    const message = model.replace(/\{([^{}]+)\}/g, (whole, name: string) => values.get(name.trim()) ?? whole);
    const given = (row[0] ?? "").trim();
    return { row: index + 1, given, phone: bulkPhone(given), message };
  });
}

/** One row ERR_BULK_INVALID_PHONE names: its index in the request (`path`), its number from 1, the phone given. */
export type InvalidPhoneRow = { path: string; message: "invalidPhone"; row: number; phone: string };

/**
 * The rows with the number each is sent to. A row whose phone is not a number refuses the whole send
 * (400 ERR_BULK_INVALID_PHONE), its details naming every such row, so nothing half-checked is stored.
 */
export function withBulkPhones<T extends { phone: string }>(rows: T[]): T[] {
  const invalid: InvalidPhoneRow[] = [];
  const checked = rows.map((item, index) => {
    const phone = bulkPhone(item.phone);
    if (!phone) invalid.push({ path: `${index}.phone`, message: "invalidPhone", row: index + 1, phone: item.phone });
    return { ...item, phone: phone ?? "" };
  });
  if (invalid.length) throw new AppError("ERR_BULK_INVALID_PHONE", "Invalid phone numbers in rows", invalid);
  return checked;
}

/**
 * The word a contact answers to stop receiving bulk sends: the first word of the opt-out text written
 * in capitals ('Responda SAIR para não receber mais mensagens' → SAIR).
 */
export function optOutWord(optOut: string | null | undefined): string | undefined {
  return (optOut ?? "")
    .split(/[^\p{L}\p{N}]+/u)
    .find((word) => word.length >= 2 && /\p{Lu}/u.test(word) && word === word.toLocaleUpperCase("pt-BR"));
}
