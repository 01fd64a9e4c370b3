/** A bound SWR mutate (useSWR's or useSWRInfinite's): called bare it fetches the key again. */
type Mutate<T> = {
  (): Promise<unknown>;
  (change: (data?: T) => T, options: { revalidate: false }): Promise<unknown>;
};

/** What an SWR key shows: its data (undefined until it has loaded), and whether it is being read. */
export type Shown<T> = { data: T | undefined; isValidating: boolean };

/**
 * Applies a change (an event's, or a save's) to what an SWR key shows, without fetching it again.
 * SWR drops every fetch of the key begun before a change, so where one is under way it is begun
 * again after the change: before the key has loaded there is nothing to change and the screen
 * would stay loading; after, the fetch may be the one a reconnecting socket asked for, which
 * brings what was missed while it was down.
 */
export function changeLoaded<T>(mutate: Mutate<T>, { data, isValidating }: Shown<T>, change: (data: T) => T): void {
  if (data === undefined) return void mutate();
  void mutate((current) => change(current ?? data), { revalidate: false });
  if (isValidating) void mutate();
}
