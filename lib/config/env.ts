import { z } from "zod";

// The process environment, validated with a clear message for what is wrong. server.ts reads it at
// boot (readEnv), so a bad value stops the start; everything else reads it through env(). This is
// the only module that reads process.env (tests/unit/process-state.test.ts).
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Set by server.ts when it started the embedded database ("1"), for the simulator's rule. */
    DATABASE_EMBEDDED: z.enum(["0", "1"]).default("0"),
    DATA_DIR: z.string().default("./data"),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    APP_URL: z.string().url().optional(),
    SEED_ADMIN_EMAIL: z.string().email().default("admin@atende.local"),
    SEED_ADMIN_PASSWORD: z.string().min(5).max(50).optional(),
    ERP_SSO_SECRET: z
      .string()
      .min(32, "ERP_SSO_SECRET must be at least 32 characters, like a tenant's own secret")
      .optional(),
    /** Origins (space-separated) that may frame /ChatViewCrm and /login/:token: the ERP's. */
    ERP_FRAME_ANCESTORS: z
      .string()
      .default("")
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^https?:\/\/[a-z0-9.*-]+(:\d+)?$/i,
              "ERP_FRAME_ANCESTORS lists origins such as https://erp.example.com",
            ),
        ),
      ),
    SIMULATOR_ENABLED: z.enum(["0", "1"]).optional(),
    ZAPI_BASE_URL: z.string().url().default("https://api.z-api.io"),
    /** Meta's Graph API with its version, for WhatsApp Cloud API connections (tests point it at a local stand-in). */
    WHATSAPP_CLOUD_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
    APP_TIMEZONE: z.string().min(1).default("America/Sao_Paulo"),
    TICKET_AUTO_CLOSE_HOURS: z.coerce.number().positive().default(24),
    /** bcrypt's cost for new password hashes; below 10 only under NODE_ENV=test, where it makes factories fast. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
    /** Minutes the bot waits for a choice from its menu of departments before the default department takes the ticket. */
    CHATBOT_MENU_TIMEOUT_MINUTES: z.coerce.number().positive().default(10),
    /** Hours a contact's 1 to 5 still answers the rating a resolve asked for; later, it opens a ticket. */
    RATING_WINDOW_HOURS: z.coerce.number().positive().default(24),
    TRUST_PROXY: z.enum(["0", "1"]).default("0"),
    /** Caps the life of access tokens and browser sessions (lib/auth/credential-ttl.ts); for tests. */
    SESSION_TTL_SECONDS: z.coerce.number().int().positive().optional(),
    /** Seconds a process's hold on a WhatsApp session lasts unrenewed (renewed every third of it): a killed process's sessions move to another within this and a third. */
    SESSION_LEASE_SECONDS: z.coerce.number().int().min(3).max(300).default(15),
    /** A browser session's absolute lifetime, from sign-in or renewal; polling never extends it. */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    /** Where message media lives: local disk under DATA_DIR/media, or an S3-compatible bucket. */
    MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
    /** A received file larger than this is kept as a "too large" placeholder without its file. */
    MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(104_857_600),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("0"),
    /**
     * Hosts Z-API media links may point at, comma-separated: a name ("cdn.z-api.io"), a name and its
     * subdomains (".z-api.io"), or an address with its port for a local stand-in ("127.0.0.1:4010").
     */
    ZAPI_MEDIA_HOSTS: z.string().default(".z-api.io"),
    /** Requests each key of the public API may make per minute; past them 429 with Retry-After. */
    API_KEY_RATE_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /**
     * Hosts outbound webhooks may reach although they resolve to a private, loopback or link-local
     * address: comma-separated "name" or "name:port" (an intranet ERP, a local receiver in tests).
     */
    WEBHOOK_PRIVATE_HOSTS: z.string().default(""),
    /**
     * Hosts the public API's media links may name although they resolve to a private, loopback or
     * link-local address: comma-separated "name" or "name:port" (an intranet file server, tests).
     */
    API_MEDIA_PRIVATE_HOSTS: z.string().default(""),
    /** Finished jobs are deleted after this many days. */
    JOB_RETENTION_DAYS: z.coerce
      .number()
      .min(1, "JOB_RETENTION_DAYS must be at least 1: a period job's key must outlive its period")
      .default(7),
    /** Replaces every job's first retry delay (2-5 s, doubling with each attempt); tests shorten it. */
    JOB_RETRY_BASE_MS: z.coerce.number().int().positive().optional(),
    /** The least severe log lines written (lib/process/logger.ts); "silent" writes none. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Video stills ffmpeg makes at once in this process (lib/media/video-thumbnail.ts). */
    THUMBNAIL_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Seconds one ffmpeg run of a video still may take before it is stopped and the video kept as having none. */
    THUMBNAIL_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
    /** The ffmpeg binary stills are made with; by default the static build of @ffmpeg-installer/ffmpeg. */
    FFMPEG_PATH: z.string().optional(),
    /** Bearer token GET /metrics asks of every request in production, and in development of requests from elsewhere. */
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    /** Seconds a stopping process keeps serving while /api/ready answers 503, so a balancer takes it out first. */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(5).default(0),
  })
  .refine((env) => env.NODE_ENV === "test" || env.PASSWORD_HASH_COST >= 10, {
    path: ["PASSWORD_HASH_COST"],
    message: "PASSWORD_HASH_COST below 10 is for tests only (NODE_ENV=test)",
  })
  .refine((env) => env.MEDIA_STORE !== "s3" || env.S3_BUCKET, {
    path: ["S3_BUCKET"],
    message: "S3_BUCKET is required with MEDIA_STORE=s3",
  });

export type Env = z.infer<typeof schema>;
const KEYS = Object.keys(schema.shape) as (keyof Env)[];

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const given = Object.fromEntries(KEYS.map((key) => [key, source[key] === "" ? undefined : source[key]]));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
}

// Parsed again only when one of its variables changed: server.ts sets a few at start (the embedded
// database's address, the secret it generated) and tests set theirs between cases. Once server.ts
// has handed over (settleEnvironment), nothing changes it any more and it is not compared again:
// reading its forty variables cost 30 µs, on every request that checks a token.
let kept: { fingerprint: string; env: Env; settled: boolean } | undefined;
const SETTLED = "ATENDE_ENVIRONMENT_SETTLED";

/** The validated environment, with its defaults. */
export function env(): Env {
  if (kept?.settled) return kept.env;
  const fingerprint = KEYS.map((key) => process.env[key] ?? "").join("\u0000");
  if (kept?.fingerprint !== fingerprint) kept = { fingerprint, env: readEnv(), settled: false };
  kept.settled = process.env[SETTLED] === "1";
  return kept.env;
}

/** server.ts has written the environment for the last time: env() stops looking for changes. */
export function settleEnvironment() {
  process.env[SETTLED] = "1";
}
