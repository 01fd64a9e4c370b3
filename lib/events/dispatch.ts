import { logger } from "@/lib/process/logger";
import { provide, service } from "@/lib/process/registry";
import type { DomainEvent, DomainEventType, EventOf } from "./domain-events";

// Listeners register once at start (lib/listeners/register-listeners.ts, called by server.ts and by
// the integration tests' setup) and the table lives in the process registry: a route handler's
// dispatch, bundled by Next apart from server.ts, reaches the listeners server.ts registered.

export type Listener<T extends DomainEventType = DomainEventType> = {
  /** Names the listener in the log when it fails. */
  name: string;
  /** Lower runs first (LISTENER_ORDER in lib/listeners/register-listeners.ts). */
  order: number;
  handle: (event: EventOf<T>) => Promise<void> | void;
};

type Table = Map<DomainEventType, Listener[]>;

declare module "@/lib/process/registry" {
  interface ProcessServices {
    listeners: Table;
  }
}

const table = (): Table => service("listeners") ?? new Map();

/** Adds a listener for one type of event; one of the same name replaces it (registering twice is harmless). */
export function listen<T extends DomainEventType>(type: T, listener: Listener<T>) {
  const all = new Map(table());
  const others = (all.get(type) ?? []).filter((each) => each.name !== listener.name);
  all.set(
    type,
    [...others, listener as unknown as Listener].sort((a, b) => a.order - b.order),
  );
  provide("listeners", all);
}

/** Forgets every listener (tests that register their own). */
export const forgetListeners = () => provide("listeners", undefined);

/**
 * Runs each event's listeners, event after event, in their order, awaiting each. Call it after
 * the commit. A listener that throws is logged and the others still run; dispatch never throws,
 * so a reaction's failure never fails the change that caused it.
 */
export async function dispatch(events: DomainEvent[]): Promise<void> {
  for (const event of events) {
    for (const listener of table().get(event.type) ?? []) {
      try {
        await listener.handle(event as never);
      } catch (error) {
        logger().error(
          { err: error, listener: listener.name, event: event.type },
          `listener ${listener.name} failed on ${event.type}`,
        );
      }
    }
  }
}
