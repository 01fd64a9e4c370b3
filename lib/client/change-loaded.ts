/** A bound SWR mutate (useSWR's or useSWRInfinite's): called bare it fetches the key again. */
type Mutate<T> = {
  (): Promise<unknown>;
  (change: (data?: T) => T, options: { revalidate: false }): Promise<unknown>;
};

/**
 * Applies a change (an event's, or a save's) to what an SWR key shows, without fetching it again.
 * Before the key has loaded there is nothing to change, and a change handed to SWR then would make
 * it drop the fetch under way (SWR drops every fetch begun before a change) and leave the screen
 * loading for good: the key is fetched again instead, and that fetch reads the change.
 */
export function changeLoaded<T>(mutate: Mutate<T>, shown: T | undefined, change: (data: T) => T): void {
  if (shown === undefined) void mutate();
  else void mutate((data) => change(data ?? shown), { revalidate: false });
}
