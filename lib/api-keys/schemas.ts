import { z } from "zod";
import { apiScopeSchema } from "@/lib/auth/api-key-scopes";

// Messages are keys of the field messages (components/catalog/use-field-message.ts).
export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, "required").max(80, "tooLong"),
  scopes: z
    .array(apiScopeSchema)
    .min(1, "chooseOne")
    .transform((scopes) => [...new Set(scopes)]),
});

export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
