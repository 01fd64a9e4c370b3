import { NextResponse } from "next/server";
import { importConnectionContacts } from "@/lib/contacts/import-connection-contacts";
import { importContactsFile } from "@/lib/contacts/import-contacts-file";
import { importFromConnectionSchema } from "@/lib/contacts/schemas";
import { AppError } from "@/lib/errors/app-error";
import { parseJson } from "@/lib/http/parse";
import { isMultipart, readFormData } from "@/lib/http/read-form-data";
import { apiRoute } from "@/lib/http/route";

// A CSV of 100,000 contacts is about 6 MB.
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const tooLarge = () => new AppError("ERR_PAYLOAD_TOO_LARGE", `The file exceeds ${MAX_FILE_BYTES} bytes`);

/** Multipart with a CSV `file`, or JSON { whatsappId } to import a paired phone's contacts. */
export const POST = apiRoute({}, async ({ req, caller }) => {
  if (!isMultipart(req)) {
    const { whatsappId } = await parseJson(req, importFromConnectionSchema);
    return NextResponse.json(await importConnectionContacts(caller, whatsappId));
  }
  const file = (await readFormData(req, MAX_FILE_BYTES, tooLarge)).get("file");
  if (!(file instanceof Blob))
    throw new AppError("ERR_BAD_REQUEST", "Invalid input", [{ path: "file", message: "required" }]);
  return NextResponse.json(await importContactsFile(caller, await file.text()));
});
