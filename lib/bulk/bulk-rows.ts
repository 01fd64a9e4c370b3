import Papa from "papaparse";

// Spec section 5 (Bulk send), shared by the screen's preview and the API: the first CSV line holds
// the column headers, {column} in the model is replaced by the row's value, and the first column
// is the phone number.

/** Digits of the number, with Brazil's 55 in front unless it is already there (over 11 digits). */
export function bulkPhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (!digits) return "";
  return digits.length > 11 && digits.startsWith("55") ? digits : `55${digits}`;
}

export type BulkRow = { phone: string; message: string; invalidPhone: boolean };

/** Every data row of the CSV as the message it becomes; a row without a phone is marked invalid. */
export function bulkRows(model: string, csv: string): BulkRow[] {
  const { data } = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: "greedy" });
  const [headers = [], ...rows] = data;
  const names = headers.map((header) => header.trim());
  return rows.map((row) => {
    const values = new Map(names.map((name, index) => [name, (row[index] ?? "").trim()]));
    const message = model.replace(/\{([^{}]+)\}/g, (whole, name: string) => values.get(name.trim()) ?? whole);
    const phone = bulkPhone(row[0] ?? "");
    return { phone, message, invalidPhone: !phone };
  });
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
