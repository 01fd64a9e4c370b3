import path from "node:path";
import { directRoute, type DirectRoute } from "@/lib/http/direct-routes";
import { isFastRoute } from "@/lib/http/route";
import { bundledRouteModules } from "./bundled-route-modules";
import { routeFiles } from "./route-patterns";

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

/** The route files under app/api, where a fast route may be declared. */
export const apiRouteFiles = (appDir: string) =>
  routeFiles(appDir).filter(({ pattern }) => pattern.startsWith("/api/"));

/**
 * What server.ts answers itself, outside Next (lib/http/direct-routes.ts): every method of a route
 * under app/api whose handler is declared `fast: true` (lib/http/route.ts), at its folder's path.
 * Each route module is loaded once at start to read what it declares: from the compiled server's
 * bundle, or imported from its file when server.ts runs from source.
 */
export async function fastRoutes(appDir: string): Promise<DirectRoute[]> {
  const routes = await Promise.all(
    apiRouteFiles(appDir).map(async ({ pattern, file }) => {
      const routeModule = (await loadRouteModule(appDir, file)) as Record<string, unknown>;
      const handlers = Object.fromEntries(
        METHODS.flatMap((method) => (isFastRoute(routeModule[method]) ? [[method, routeModule[method]]] : [])),
      );
      if (Object.keys(handlers).length === 0) return [];
      // A catch-all's segments are Next's to split.
      if (pattern.includes("[...")) throw new Error(`${pattern}: a catch-all route cannot be served outside Next`);
      return [directRoute(pattern.replace(/\[(\w+)\]/g, ":$1"), handlers)];
    }),
  );
  return routes.flat();
}

function loadRouteModule(appDir: string, file: string) {
  const bundled = bundledRouteModules();
  if (!bundled) return import(file);
  const load = bundled[path.relative(appDir, file)];
  if (!load) throw new Error(`${file} is not in the compiled server: run npm run build`);
  return load();
}
