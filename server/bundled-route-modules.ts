/** A route module's loader, by the route file's path under app/ ("api/tickets/[id]/route.ts"). */
export type RouteModuleLoaders = Record<string, () => Promise<unknown>>;

// The compiled server (scripts/bundle-server.ts) carries the route modules in its bundle and hands
// their loaders here before server.ts runs; run from source (tsx), there are none and each file is
// imported. This module imports nothing, so handing them over loads nothing before server.ts's
// first import.
let loaders: RouteModuleLoaders | undefined;

export function provideBundledRouteModules(given: RouteModuleLoaders) {
  loaders = given;
}

export const bundledRouteModules = () => loaders;
