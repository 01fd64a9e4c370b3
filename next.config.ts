import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Native and WASM server packages belong to server.ts's process, not to Next's bundles.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "@prisma/schema-engine-wasm",
    "@prisma/adapter-pg",
    "pg",
    "pg-copy-streams",
    "socket.io",
    "baileys",
    "bcryptjs",
    "@aws-sdk/client-s3",
    "@aws-sdk/lib-storage",
    "@ffmpeg-installer/ffmpeg",
    // One logger and one metrics registry per process, loaded as server.ts loads them.
    "pino",
    "pino-pretty",
    "prom-client",
  ],
  poweredByHeader: false,
  // `npm run typecheck` (tsc over the whole tree, tests included) is the type check, a step of
  // `npm test` and of CI; a second pass inside `next build` cost about 45 s of every build.
  typescript: { ignoreBuildErrors: true },
  // A clean clone has no cache to reuse: writing one cost about 13 s of CI's build.
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    preloadEntriesOnStart: process.env.NEXT_PRELOAD_ROUTES !== "0",
  },
};

export default withNextIntl(nextConfig);
