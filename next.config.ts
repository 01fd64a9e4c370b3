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
};

export default withNextIntl(nextConfig);
