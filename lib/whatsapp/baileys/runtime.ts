import type * as BaileysModule from "baileys";

export type Baileys = typeof BaileysModule;

let loaded: Baileys | undefined;

/**
 * Baileys and some of its dependencies are ESM-only. tsx, which runs server.ts, compiles whatever
 * is `require`d to CommonJS, and one of those dependencies exports nothing to `require`; import()
 * loads them as ES modules. So this folder imports only types from "baileys", and its values
 * through here: loadBaileys() once (a session's start does), then baileys() anywhere.
 */
export async function loadBaileys(): Promise<Baileys> {
  loaded ??= await import("baileys");
  return loaded;
}

export function baileys(): Baileys {
  if (!loaded) throw new Error("Baileys is not loaded yet: await loadBaileys() first");
  return loaded;
}
