import { z } from "zod";
import { dbIdFromText } from "@/lib/validation/db-id";

/** The numeric `[id]` of a route (its `params` schema); anything else names nothing the caller may see (404). */
export const idParams = z.object({ id: dbIdFromText });

/** A route's path parameter taken as it came, as a plain string. */
export const textParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);
