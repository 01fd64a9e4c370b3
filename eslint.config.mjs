import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

// Where code may be imported from, per folder (docs/ARCHITECTURE.md, "Layers"). One entry per set
// of files, since a later entry replaces an earlier one's options for the same rule. Cycles between
// lib/ folders, and what browser code reaches through other modules, are kept by
// tests/unit/lib-folders.test.ts, which follows imports further than a lint rule sees.
const aboveLib = {
  group: ["@/app/*", "@/components/*", "@/server/*"],
  message:
    "lib/ is the domain below app/, components/ and server/: pass what it needs in, or move the shared part into lib/.",
};
const listeners = {
  group: ["@/lib/listeners/*"],
  message:
    "Only server.ts and the test setup register listeners; lib/ dispatches events (lib/events/dispatch.ts) instead.",
};
const realtime = {
  group: ["@/lib/realtime/*", "!@/lib/realtime/channels"],
  message:
    "Tickets, messages, contacts, queues, the inbound flow and the bot announce changes as domain events (lib/events); the realtime listener emits them.",
};
const serverOnly = {
  group: [
    "@/lib/db/*",
    "@/lib/process/*",
    "@/lib/events/dispatch",
    "@/lib/listeners/*",
    "@/lib/jobs/*",
    "@/lib/realtime/emitter",
    "@/lib/realtime/socket-server",
    "@/lib/realtime/user-sockets",
    "@/lib/whatsapp/sessions/*",
    "@/lib/generated/prisma/client",
    "@/server/*",
    "next/headers",
  ],
  allowTypeImports: true,
  message:
    "Browser code must not reach the database, the process's services, the sessions or the emitter; import types only, or move the shared part into a module without them.",
};
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Layout is Prettier's (`npm run lint` runs its check); no ESLint rule argues with it.
  prettier,
  // Leaving out fields by destructuring with a rest element is how a copy without them is made.
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }] } },
  // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { files: ["lib/**/*.{ts,tsx}"], rules: restrict(aboveLib, listeners) },
  {
    files: ["lib/{tickets,messages,contacts,queues,inbound,chatbot}/**/*.ts"],
    rules: restrict(aboveLib, listeners, realtime),
  },
  { files: ["lib/listeners/**/*.ts"], rules: restrict(aboveLib) },
  { files: ["lib/client/**/*.{ts,tsx}"], rules: restrict(aboveLib, listeners, serverOnly) },
  { files: ["components/**/*.{ts,tsx}"], rules: restrict(serverOnly) },
  { ignores: ["lib/generated/**", ".next/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
