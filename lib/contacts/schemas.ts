import { z } from "zod";
import { dbId } from "@/lib/validation/db-id";
import { fullNumber, nationalLengths, onlyDigits } from "./phone-number";

// Spec section 5 (Contact), shared by the contact form and the routes. Messages are keys of the
// "contactDialog.validation" catalogue; API clients get them as the `details` of a 400.
export const CONTACT_MESSAGES = [
  "required",
  "tooShort",
  "tooLong",
  "invalidNumber",
  "invalidZoneCode",
  "invalidEmail",
] as const;
export type ContactMessage = (typeof CONTACT_MESSAGES)[number];
const message = (key: ContactMessage) => ({ error: key });

/** Spec section 9: the default country is Brazil, +55. */
export const DEFAULT_ZONE_CODE = "55";

const name = z
  .string(message("required"))
  .trim()
  .min(1, { ...message("required"), abort: true })
  .min(2, message("tooShort"))
  .max(50, message("tooLong"));

/** The calling code, sent without the plus sign; a '+' typed anyway is dropped. */
const zoneCode = z
  .string(message("required"))
  .transform(onlyDigits)
  .pipe(
    z
      .string()
      .min(1, { ...message("required"), abort: true })
      .refine((code) => nationalLengths(code) !== null, message("invalidZoneCode")),
  );

const number = z
  .string(message("required"))
  .max(40, message("invalidNumber"))
  .transform(onlyDigits)
  .pipe(z.string().min(1, message("required")));

const validEmail = z.email();
const givenEmail = z
  .string()
  .trim()
  .max(254, message("tooLong"))
  .refine((value) => value === "" || validEmail.safeParse(value).success, message("invalidEmail"));
const email = givenEmail.default("");

const givenExtraInfo = z
  .array(
    z.object({
      name: z.string(message("required")).trim().min(1, message("required")).max(100, message("tooLong")),
      value: z.string().trim().max(1000, message("tooLong")).default(""),
    }),
  )
  .max(50, message("tooLong"));
const extraInfo = givenExtraInfo.default([]);

/** The number stored is the calling code and the national digits, which must be the country's count. */
function withFullNumber<T extends { number: string; zoneCode: string }>(contact: T, ctx: z.RefinementCtx) {
  const full = fullNumber(contact.number, contact.zoneCode);
  if (!full) {
    ctx.addIssue({ code: "custom", path: ["number"], message: "invalidNumber" });
    return z.NEVER;
  }
  return { ...contact, number: full };
}

export const contactSchema = z
  .object({ name, zoneCode: zoneCode.default(DEFAULT_ZONE_CODE), number, email, extraInfo })
  .transform(withFullNumber);
export type ContactInput = z.output<typeof contactSchema>;
/**
 * A change of some of a contact's fields (PATCH /api/v1/contacts/{id}), validated as the form
 * validates them. A number is read with the calling code given beside it, else Brazil's (the
 * form's default); a calling code alone would change how no stored number reads, so it asks for
 * the number too.
 */
export const contactPatchSchema = z
  .object({
    name: name.optional(),
    zoneCode: zoneCode.optional(),
    number: number.optional(),
    email: givenEmail.optional(),
    extraInfo: givenExtraInfo.optional(),
  })
  .transform(({ number, zoneCode, ...patch }, ctx): Partial<ContactInput> => {
    if (number !== undefined)
      return { ...patch, ...withFullNumber({ number, zoneCode: zoneCode ?? DEFAULT_ZONE_CODE }, ctx) };
    if (zoneCode === undefined) return patch;
    ctx.addIssue({ code: "custom", path: ["number"], message: "required" });
    return z.NEVER;
  });
export type ContactPatch = Partial<ContactInput>;

/** What the contact form holds before validation. */
export type ContactFormValues = z.input<typeof contactSchema>;

/** POST /contact (a contact card's number, with its calling code): name, number, e-mail. */
export const quickContactSchema = z.object({ name, number, email });
export type QuickContactInput = z.output<typeof quickContactSchema>;

const searchText = z.string().trim().max(100).default("");
const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const listContactsQuerySchema = z.object({ searchParam: searchText, pageNumber: page });
export type ListContactsQuery = z.output<typeof listContactsQuerySchema>;

export const forwardingListQuerySchema = z.object({ searchTerm: searchText, page });

export const deleteContactQuerySchema = z.object({
  /** The caller confirmed that the contact's conversations go with it. */
  deleteTickets: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export const importFromConnectionSchema = z.object({ whatsappId: dbId });
