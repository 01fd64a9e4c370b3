import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "@/tests/support/import-graph";

// The layers of docs/ARCHITECTURE.md are kept by eslint.config.mjs. Sources planted at real paths
// (never written to disk) show that an import pointing up is refused whether it is written with
// the @/ alias or as a relative path, and that one pointing down passes.

const PLANTED = {
  serverFromTickets: ["lib/tickets/planted.ts", `import "../../server/web";\nimport "@/server/web";\n`],
  ticketsFromUtils: [
    "lib/utils/planted.ts",
    `import { TICKET_STATUSES } from "../tickets/ticket-status";\nimport type { TicketView } from "@/lib/tickets/ticket-view";\n`,
  ],
  downFromTickets: [
    "lib/tickets/planted.ts",
    `import { prisma } from "../db/client";\nimport { AppError } from "@/lib/errors/app-error";\nimport { env } from "../config/env";\n`,
  ],
  sameRow: ["lib/settings/planted.ts", `import { findConnection } from "../connections/find-connection";\n`],
  listenersFromApp: ["app/api/planted/route.ts", `import "../../../lib/listeners/register-listeners";\n`],
  serverFromBrowser: [
    "components/chat/planted.tsx",
    `import type { PrismaClient } from "../../lib/generated/prisma/client";\nimport { prisma } from "../../lib/db/client";\nimport { emitToRooms } from "@/lib/realtime/emitter";\n`,
  ],
  serverFromBrowserLib: [
    "lib/client/planted.ts",
    `import type { BrowserEvents } from "../realtime/events";\nimport { prisma } from "../db/client";\nimport { emitToRooms } from "@/lib/realtime/emitter";\n`,
  ],
} as const;

/** Per planted source, what the layer rules say of it, as "line rule". */
function lintPlanted(): Record<keyof typeof PLANTED, string[]> {
  const sources = Object.values(PLANTED).map(([file, code]) => ({ file: path.join(ROOT, file), code }));
  const output = execFileSync(process.execPath, [path.join(ROOT, "tests/support/lint-planted.mjs")], {
    cwd: ROOT,
    input: JSON.stringify(sources),
    encoding: "utf8",
  });
  const messages: { line: number; ruleId: string }[][] = JSON.parse(output);
  return Object.fromEntries(
    Object.keys(PLANTED).map((name, i) => [name, messages[i].map((m) => `${m.line} ${m.ruleId}`)]),
  ) as Record<keyof typeof PLANTED, string[]>;
}

let said: ReturnType<typeof lintPlanted>;
beforeAll(() => {
  said = lintPlanted();
}, 120_000);

test("lib/tickets imports nothing of server/, by relative path or by alias", () => {
  expect(said.serverFromTickets).toEqual(["1 import/no-restricted-paths", "2 import/no-restricted-paths"]);
});

test("lib/utils, a leaf, imports no folder above it such as lib/tickets, by relative path or by alias", () => {
  expect(said.ticketsFromUtils).toEqual(["1 import/no-restricted-paths", "2 import/no-restricted-paths"]);
});

test("a folder of lib/ imports the rows below it, but not a folder of its own row", () => {
  expect(said.downFromTickets).toEqual([]);
  expect(said.sameRow).toEqual(["1 import/no-restricted-paths"]);
});

test("only the process registers listeners", () => {
  expect(said.listenersFromApp).toEqual(["1 import/no-restricted-paths"]);
});

test("browser code imports the types of server-only modules but none of their values", () => {
  expect(said.serverFromBrowser).toEqual(["2 no-restricted-imports", "3 no-restricted-imports"]);
  expect(said.serverFromBrowserLib).toEqual(["2 no-restricted-imports", "3 no-restricted-imports"]);
});
