import { z } from "zod";

// The process environment, validated once at boot with a clear message for what is wrong.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  DATA_DIR: z.string().default("./data"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  APP_URL: z.string().url().optional(),
  SEED_ADMIN_EMAIL: z.string().email().default("admin@atende.local"),
  SEED_ADMIN_PASSWORD: z.string().min(5).max(50).optional(),
  ERP_SSO_SECRET: z.string().min(32, "ERP_SSO_SECRET must be at least 32 characters, like a tenant's own secret").optional(),
  /** Origins (space-separated) that may frame /ChatViewCrm and /login/:token: the ERP's. */
  ERP_FRAME_ANCESTORS: z
    .string()
    .default("")
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[a-z0-9.*-]+(:\d+)?$/i, "ERP_FRAME_ANCESTORS lists origins such as https://erp.example.com"))),
  SIMULATOR_ENABLED: z.enum(["0", "1"]).optional(),
  ZAPI_BASE_URL: z.string().url().optional(),
  APP_TIMEZONE: z.string().min(1).optional(),
  TICKET_AUTO_CLOSE_HOURS: z.coerce.number().positive().optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** Caps the life of access tokens and browser sessions (lib/auth/credential-ttl.ts); for tests. */
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().optional(),
  /** A browser session's absolute lifetime, from sign-in or renewal; polling never extends it. */
  SESSION_MAX_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
  const parsed = schema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
}
