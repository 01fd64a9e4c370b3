import { directRoute, type DirectRoute } from "@/lib/http/direct-routes";
import { isFastRoute } from "@/lib/http/route";
import { routeFiles } from "./route-patterns";

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

/**
 * What server.ts answers itself, outside Next (lib/http/direct-routes.ts): every method of a route
 * under app/api whose handler is declared `fast: true` (lib/http/route.ts), at its folder's path.
 * Each route module is loaded once at start to read what it declares.
 */
export async function fastRoutes(appDir: string): Promise<DirectRoute[]> {
  const routes = await Promise.all(
    routeFiles(appDir)
      .filter(({ pattern }) => pattern.startsWith("/api/"))
      .map(async ({ pattern, file }) => {
        const routeModule = (await import(file)) as Record<string, unknown>;
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
