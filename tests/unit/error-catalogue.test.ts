import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { errorStatus } from "@/lib/errors/app-error";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";

// Spec section 8's server codes, copied here so a clone without shared/ checks them too; where
// shared/ is beside the project, the copy must be the spec's list.
const SPEC_CODES = [
  "ERR_TAG_NAME_ALREADY_EXISTS",
  "ERR_NO_OTHER_WHATSAPP",
  "ERR_NO_DEF_WAPP_FOUND",
  "ERR_WAPP_NOT_INITIALIZED",
  "ERR_WAPP_CHECK_CONTACT",
  "ERR_WAPP_INVALID_CONTACT",
  "ERR_WAPP_DOWNLOAD_MEDIA",
  "ERR_INVALID_CREDENTIALS",
  "ERR_SENDING_WAPP_MSG",
  "ERR_DELETE_WAPP_MSG",
  "ERR_OTHER_OPEN_TICKET",
  "ERR_SESSION_EXPIRED",
  "ERR_USER_CREATION_DISABLED",
  "ERR_NO_PERMISSION",
  "ERR_DUPLICATED_CONTACT",
  "ERR_NO_SETTING_FOUND",
  "ERR_NO_CONTACT_FOUND",
  "ERR_NO_TICKET_FOUND",
  "ERR_NO_USER_FOUND",
  "ERR_NO_WAPP_FOUND",
  "ERR_CREATING_MESSAGE",
  "ERR_CREATING_TICKET",
  "ERR_FETCH_WAPP_MSG",
  "ERR_QUEUE_COLOR_ALREADY_EXISTS",
  "ERR_WAPP_GREETING_REQUIRED",
];

const spec = path.resolve(process.cwd(), "../shared/spec/inbox-spec.md");

/** The codes in the first column of section 8's table ("ERR_A, ERR_B" rows name several). */
function codesOfSpec(text: string) {
  const section = text.split("## 8. Error catalogue")[1].split("\n## ")[0];
  return [...section.matchAll(/^\| (ERR_[A-Z_, ]+) \|/gm)].flatMap((match) =>
    match[1].split(",").map((code) => code.trim()),
  );
}

const withSpec = existsSync(spec) ? test : test.skip;
withSpec("the copy of the error codes is the spec's catalogue", () => {
  expect(SPEC_CODES).toEqual(codesOfSpec(readFileSync(spec, "utf8")));
});

const catalogues = { pt: pt.errors, en: en.errors, es: es.errors } as Record<string, Record<string, string>>;

test("the spec lists 25 codes and the server knows each of them", () => {
  expect(SPEC_CODES).toHaveLength(25);
  expect(SPEC_CODES.filter((code) => !(code in errorStatus))).toEqual([]);
});

test.each(Object.keys(catalogues))("%s has a text for every code the spec lists and the server raises", (locale) => {
  const missing = [...new Set([...SPEC_CODES, ...Object.keys(errorStatus)])].filter(
    (code) => !catalogues[locale][code]?.trim(),
  );
  expect(missing).toEqual([]);
});

test("the Portuguese and Spanish texts of the spec's codes are translated, not the English one", () => {
  const untranslated = SPEC_CODES.filter(
    (code) => catalogues.pt[code] === catalogues.en[code] || catalogues.es[code] === catalogues.en[code],
  );
  expect(untranslated).toEqual([]);
});
