import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

// Where code may be imported from (docs/ARCHITECTURE.md, "Layers"). The zones of
// import/no-restricted-paths hold for the file an import resolves to, so `@/server/web` and
// `../../server/web` are one and the same; they count type imports too.

// The folders of lib/, top row first: a folder imports only folders of the rows below its own.
const LIB_LAYERS = [
  ["listeners"],
  ["backup", "health", "lifecycle"],
  ["reports"],
  ["metrics", "users", "client"],
  ["realtime"],
  ["webhooks", "undelivered"],
  ["bulk", "schedules", "inbound", "public-api", "quick-answers"],
  ["chatbot"],
  ["messages"],
  ["contacts", "tenants", "http"],
  ["connections", "settings", "api-keys"],
  ["tickets"],
  ["queues", "tags"],
  ["auth", "jobs", "whatsapp"],
  ["db", "events", "media"],
  ["config", "process", "errors", "validation", "utils", "colors", "i18n"],
];
const lib = (folder) => `lib/${folder}`;
const theProcess = ["server", "server.ts"];

const libOrder = LIB_LAYERS.flatMap((row, index) => {
  const notBelow = LIB_LAYERS.slice(1, index + 1).flat();
  return row.map((folder) => ({
    target: lib(folder),
    from: notBelow.filter((other) => other !== folder).map(lib),
    message: `lib/${folder} imports only the folders below its row: move what both need down, or pass it in.`,
  }));
}).filter((zone) => zone.from.length > 0);

const zones = [
  ...libOrder,
  {
    target: "lib",
    from: ["app", "components", ...theProcess],
    message:
      "lib/ is the domain below app/, components/ and server/: pass what it needs in, or move the shared part into lib/.",
  },
  {
    target: ["app", "components", "proxy.ts", "instrumentation-client.ts", ...LIB_LAYERS.slice(1).flat().map(lib)],
    from: lib("listeners"),
    message:
      "Only server.ts, server/ and the test setup register listeners; lib/ dispatches events (lib/events/dispatch.ts) instead.",
  },
  { target: "app", from: theProcess, message: "The process (server.ts, server/) imports app/, never the other way." },
  {
    target: "components",
    from: ["app", ...theProcess],
    message: "Components are browser code below app/: app/ passes them what they need.",
  },
];

// Browser code (components/, lib/client/) may import the types of these modules but no value: the
// database, the process's services, the dispatcher, the listeners, the jobs, the emitter, the
// sessions. A specifier names one by alias (`@/lib/db/client`), by climbing out of components/
// (`../../lib/db/client`) or, from lib/client/, by climbing into a sibling folder (`../db/client`).
// no-restricted-imports matches the text, not the file it resolves to, but it lets type imports
// through, which the zones cannot.
const SERVER_ONLY = [
  "lib/db/",
  "lib/process/",
  "lib/events/dispatch$",
  "lib/listeners/",
  "lib/jobs/",
  "lib/realtime/(emitter|socket-server|user-sockets)$",
  "lib/whatsapp/sessions/",
  "lib/generated/prisma/client$",
  "server/",
  "server\\.ts$",
];
const serverOnly = {
  regex: `^(@/|(\\.\\./)+)(${SERVER_ONLY.join("|")})|^\\.\\./(${SERVER_ONLY.map((m) => m.replace(/^lib\//, "")).join("|")})|^next/headers$`,
  allowTypeImports: true,
  message:
    "Browser code must not reach the database, the process's services, the sessions or the emitter; import types only, or move the shared part into a module without them.",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Layout is Prettier's (`npm run lint` runs its check); no ESLint rule argues with it.
  prettier,
  {
    // What import/no-cycle reads to follow imports: the project's own modules. Packages and the
    // generated Prisma client import nothing of the project, so no circle runs through them.
    settings: { "import/ignore": ["node_modules", "lib/generated/"] },
    rules: {
      // Leaving out fields by destructuring with a rest element is how a copy without them is made.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }],
    },
  },
  {
    // Type imports vanish when compiled, so they close no circle at load time. A test file is
    // imported by nothing, so no circle runs through it: following its imports again only costs.
    ignores: ["**/*.test.ts", "**/*.spec.ts"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnly] }] },
  },
  { ignores: ["lib/generated/**", ".next/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
