// Compiles server.ts, with everything it imports from the project and the route modules it reads
// fast routes from, into one CommonJS file, `.next/atende-server.cjs`, that `npm start` and the
// image run with plain Node: no TypeScript compiled at each start, about a second of CPU less
// (docs/ARCHITECTURE.md, "Decisions and their reasons"); and the attendance report's worker thread
// into `.next/report-worker.cjs`. Packages stay in node_modules. Part of `npm run build`.
import path from "node:path";
import { build } from "esbuild";
import { apiRouteFiles } from "../server/fast-routes";

const root = process.cwd();
const appDir = path.join(root, "app");
const loaders = apiRouteFiles(appDir).map(({ file }) => {
  const key = JSON.stringify(path.relative(appDir, file));
  return `  ${key}: () => import(${JSON.stringify(`./${path.relative(root, file)}`)}),`;
});
// The loaders are handed over before server.ts is loaded, which starts the process.
const entry = [
  'import { provideBundledRouteModules } from "./server/bundled-route-modules";',
  "provideBundledRouteModules({",
  ...loaders,
  "});",
  'void import("./server");',
].join("\n");

const shared = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  packages: "external",
  tsconfig: path.join(root, "tsconfig.json"),
  sourcemap: true,
  logLevel: "warning",
} as const;

void build({
  ...shared,
  stdin: { contents: entry, resolveDir: root, sourcefile: "server-entry.ts", loader: "ts" },
  outfile: path.join(root, ".next", "atende-server.cjs"),
});
// The attendance report's worker thread (lib/reports/report-workers.ts).
void build({
  ...shared,
  entryPoints: [path.join(root, "lib", "reports", "report-worker.ts")],
  outfile: path.join(root, ".next", "report-worker.cjs"),
});
