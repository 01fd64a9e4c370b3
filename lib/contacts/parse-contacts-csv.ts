import Papa from "papaparse";
import { AppError } from "@/lib/errors/app-error";
import type { RawContactRow } from "./contact-rows";

// Header names, compared lower-cased and without accents: English and Portuguese.
const COLUMNS = {
  name: ["name", "nome"],
  number: ["number", "numero", "telefone", "phone"],
  email: ["email", "e-mail"],
  zoneCode: ["zonecode", "ddi"],
} as const;
type Column = keyof typeof COLUMNS;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
const invalidFile = (message: string) => new AppError("ERR_IMPORT_INVALID_FILE", message);

function columnsOf(header: string[]) {
  const known = new Map<Column, number>();
  const extra: { index: number; name: string }[] = [];
  header.forEach((title, index) => {
    const column = (Object.keys(COLUMNS) as Column[]).find((key) =>
      (COLUMNS[key] as readonly string[]).includes(fold(title)),
    );
    if (column && !known.has(column)) known.set(column, index);
    else if (title.trim()) extra.push({ index, name: title.trim() });
  });
  return { known, extra };
}

/**
 * A contacts CSV: UTF-8 with or without a byte-order mark, comma or semicolon separated, a header
 * row with name and number (email, zoneCode optional; any other column becomes extra information).
 * A file that cannot be read as CSV, or has no number column, is refused whole.
 */
export function parseContactsCsv(text: string): RawContactRow[] {
  const content = text.replace(/^\uFEFF/, "");
  if (content.includes("\u0000")) throw invalidFile("The file is not a text (CSV) file");
  const { data, errors } = Papa.parse<string[]>(content, { delimitersToGuess: [",", ";"], skipEmptyLines: false });
  const quoteError = errors.find((error) => error.type === "Quotes");
  if (quoteError)
    throw invalidFile(`The file is not valid CSV: ${quoteError.message} (line ${(quoteError.row ?? 0) + 1})`);
  const [header = [], ...records] = data;
  const { known, extra } = columnsOf(header);
  const numberColumn = known.get("number");
  if (numberColumn === undefined) throw invalidFile("The file has no number column (number, numero, telefone)");
  const cell = (record: string[], column: Column) => {
    const index = known.get(column);
    return index === undefined ? undefined : (record[index] ?? "").trim();
  };
  return records.flatMap((record, index) => {
    if (record.every((value) => !value.trim())) return [];
    return [
      {
        line: index + 2,
        name: cell(record, "name") ?? "",
        number: cell(record, "number") ?? "",
        email: cell(record, "email"),
        zoneCode: cell(record, "zoneCode"),
        extraInfo: extra.flatMap(({ index: at, name }) => {
          const value = (record[at] ?? "").trim();
          return value ? [{ name, value }] : [];
        }),
      },
    ];
  });
}
