import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/** False while the server renders the page and React hydrates it, true afterwards (and in a page opened in the browser). */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
