import { z } from "zod";

// Spec section 5 (Quick answer). Messages are keys of the "validation" catalogue, as in the user
// form; API clients get them as the `details` of a 400. The form and the routes share this schema.
const REQUIRED = "required";

const required = () => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

export const quickAnswerSchema = z.object({
  shortcut: required().min(2, "tooShort").max(15, "tooLong"),
  message: required().min(8, "tooShort").max(30_000, "tooLong"),
});
export type QuickAnswerInput = z.output<typeof quickAnswerSchema>;

export const listQuickAnswersQuerySchema = z.object({
  searchParam: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ListQuickAnswersQuery = z.output<typeof listQuickAnswersQuerySchema>;
