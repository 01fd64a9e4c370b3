import { z } from "zod";
import { apiScopeSchema } from "@/lib/auth/api-key-scopes";

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(80),
  scopes: z
    .array(apiScopeSchema)
    .min(1)
    .transform((scopes) => [...new Set(scopes)]),
});

export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
