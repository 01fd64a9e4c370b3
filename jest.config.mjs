import { availableParallelism } from "node:os";

// Two projects: unit tests need nothing; integration tests get a fresh migrated database per
// suite (embedded PGlite by default, a new database on the PostgreSQL server of DATABASE_URL).
const transform = {
  "^.+\\.(t|j|mj)sx?$": [
    "@swc/jest",
    {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        transform: { react: { runtime: "automatic" } },
        target: "es2022",
      },
      module: { type: "commonjs" },
    },
  ],
};

const shared = {
  transform,
  // ESM-only packages are compiled to CommonJS like the project's own code: jose, and baileys with
  // the ESM dependencies it loads eagerly (music-metadata is imported lazily, for outgoing audio),
  // the OpenAPI validator and client the public API's tests use, and p-limit (video stills' pool).
  transformIgnorePatterns: [
    "/node_modules/(?!(jose|@panva|baileys|whatsapp-rust-bridge|p-queue|p-timeout|p-limit|yocto-queue|quickselect|@apidevtools|openapi-fetch)/)",
  ],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty.js",
    // Its package exports only an "import" condition, which Jest's CommonJS resolver skips.
    "^whatsapp-rust-bridge$": "<rootDir>/node_modules/whatsapp-rust-bridge/dist/index.js",
  },
  testEnvironment: "node",
  setupFiles: ["<rootDir>/tests/support/test-env.ts"],
};

const config = {
  // A suite's time is spent half in Jest and half in its database's process, one waiting on the
  // other, so one worker per core keeps both cores busy; more than four only costs memory.
  maxWorkers: Math.min(4, availableParallelism()),
  // Jest takes the test timeout from the global config only; inside a project it is ignored and
  // tests got 5 s, too little for database suites on a busy machine.
  testTimeout: 30000,
  projects: [
    { ...shared, displayName: "unit", testMatch: ["<rootDir>/tests/unit/**/*.test.ts"] },
    {
      ...shared,
      displayName: "integration",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/support/global-teardown.mjs",
      setupFilesAfterEnv: ["<rootDir>/tests/support/integration-setup.ts"],
    },
  ],
};

export default config;
