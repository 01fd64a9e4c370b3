"use client";

import useSWR, { useSWRConfig } from "swr";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import type { Connection } from "./types";

// The tenant's connections (GET /whatsapp): one cache for the screen, the drawer badge and the
// simulator, kept current by <ConnectionsSync>.
const CONNECTIONS_KEY = "/whatsapp";

export const useConnections = () => useSWR<Connection[]>(CONNECTIONS_KEY, fetcher);

type Change = (list: Connection[]) => Connection[];

/**
 * The cached list as it is now (events may arrive several in one task, before any render), and
 * changes to it without refetching once it has loaded.
 */
export function useConnectionsCache() {
  const { cache, mutate } = useSWRConfig();
  const current = () => cache.get(CONNECTIONS_KEY)?.data as Connection[] | undefined;
  // SWR fetches a key again only when its mutate is given the key alone.
  const mutateList = (change?: (list?: Connection[]) => Connection[], options?: { revalidate: false }) =>
    change ? mutate(CONNECTIONS_KEY, change, options) : mutate(CONNECTIONS_KEY);
  return {
    current,
    update: (change: Change) =>
      changeLoaded(mutateList, { data: current(), isValidating: !!cache.get(CONNECTIONS_KEY)?.isValidating }, change),
  };
}

export const upsertConnection =
  (connection: Connection): Change =>
  (list) =>
    list.some((c) => c.id === connection.id)
      ? list.map((c) => (c.id === connection.id ? connection : c))
      : [...list, connection];

export const patchConnection =
  (id: number, patch: Partial<Connection>): Change =>
  (list) =>
    list.map((c) => (c.id === id ? { ...c, ...patch } : c));

export const removeConnection =
  (id: number): Change =>
  (list) =>
    list.filter((c) => c.id !== id);
