import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteCases } from "./types";

/** Every case file's cases, merged. Suites collect tests synchronously: hence require. */
export function loadCases(): RouteCases {
  const dir = path.join(__dirname, "cases");
  return Object.assign(
    {},
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ...readdirSync(dir).map((file) => (require(path.join(dir, file)) as { cases: RouteCases }).cases),
  );
}
