import { AsyncLocalStorage } from "node:async_hooks";

// next/server keeps its request stores in the AsyncLocalStorage it finds on globalThis when first
// loaded, and Next puts it there only in app.prepare(). server.ts loads modules that import
// next/server before that and calls route handlers itself, so it is put there first.
const holder = globalThis as typeof globalThis & { AsyncLocalStorage?: typeof AsyncLocalStorage };
holder.AsyncLocalStorage ??= AsyncLocalStorage;
