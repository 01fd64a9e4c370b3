import { dbId } from "@/lib/validation/db-id";
import { z } from "zod";

// Spec section 5 (User). Messages are keys of the "validation" catalogue: the user dialog shows
// their translation, API clients get them as the `details` of a 400.
const REQUIRED = "required";
const TOO_SHORT = "tooShort";
const TOO_LONG = "tooLong";

const requiredString = () => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

const name = requiredString().min(2, TOO_SHORT).max(50, TOO_LONG);
const email = requiredString().toLowerCase().max(254, TOO_LONG).email("invalidEmail");
const password = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .min(5, TOO_SHORT)
  .max(50, TOO_LONG);
/** On update an empty password means "keep the current one" (the dialog leaves it blank). */
const passwordChange = z
  .string()
  .max(50, TOO_LONG)
  .refine((value) => value === "" || value.length >= 5, { error: TOO_SHORT })
  .transform((value) => value || undefined);

export const PROFILES = ["user", "admin", "SUPERADMIN"] as const;
const id = dbId;

const userFields = {
  name,
  email,
  profile: z.enum(PROFILES),
  canSeeAllTickets: z.boolean(),
  whatsappId: id.nullable(),
  queueIds: z
    .array(id)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  status: z.boolean(),
  /** Open tickets round-robin departments hand this user at most; null: no limit. */
  maxOpenTickets: z
    .number({ error: "invalidNumber" })
    .int("invalidNumber")
    .min(1, "invalidNumber")
    .max(1000, "invalidNumber")
    .nullable(),
};

export const createUserSchema = z.object({
  ...userFields,
  password,
  profile: userFields.profile.default("user"),
  canSeeAllTickets: userFields.canSeeAllTickets.default(false),
  whatsappId: userFields.whatsappId.default(null),
  queueIds: userFields.queueIds.default([]),
  status: userFields.status.default(true),
  maxOpenTickets: userFields.maxOpenTickets.default(null),
});
export type CreateUserInput = z.output<typeof createUserSchema>;

/** `currentPassword` is asked of a user changing their own password (spec's PUT /users/{id} plus this field). */
export const updateUserSchema = z
  .object({ ...userFields, password: passwordChange, currentPassword: z.string().max(200).optional() })
  .partial();
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** The own-profile form: a new password needs the current one. */
export const updateOwnUserSchema = updateUserSchema.refine((input) => !input.password || !!input.currentPassword, {
  path: ["currentPassword"],
  error: REQUIRED,
});

export const listUsersQuerySchema = z.object({
  searchParam: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(["0", "1"]).optional(),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

export const userIdParamsSchema = z.object({ id: z.coerce.number().pipe(id) });

/** PUT /users/me/presence: away stops round-robin departments handing the user tickets. */
export const presenceSchema = z.object({ status: z.enum(["online", "away"]) });
export type PresenceInput = z.output<typeof presenceSchema>;
