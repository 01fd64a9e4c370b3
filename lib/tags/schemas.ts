import { z } from "zod";

// Spec sections 3 and 5 (Tag). Messages are keys: "required" and "tooLong" of the "validation"
// catalogue, the others of the tag dialog's ("nameTooShort" is the spec's 'Mensagem muito curta').
const REQUIRED = "required";

export const tagSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .min(3, "nameTooShort")
    .max(50, "tooLong"),
  // Hash-prefixed hex, lower-cased so one colour is stored one way.
  color: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "invalidColor")
    .toLowerCase(),
});
export type TagInput = z.output<typeof tagSchema>;

export const listTagsQuerySchema = z.object({
  searchParam: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ListTagsQuery = z.output<typeof listTagsQuerySchema>;
