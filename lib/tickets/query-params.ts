import { dbIdFromText } from "@/lib/validation/db-id";
import { z } from "zod";
import type { QueueSelection } from "./ticket-visibility";

// Query-string shapes shared by the ticket lists and counts.

export const id = dbIdFromText;

/** Selects tickets without a queue in a queue list: `[1,null]` in JSON, `1,null` as csv. */
export const WITHOUT_QUEUE = "null";

/** A list in a query string: a JSON array (`[1,2]`) or comma-separated values (`1,2`). */
function listItems(text: string): unknown[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith("[")) return trimmed ? trimmed.split(",").map((item) => item.trim()) : [];
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [trimmed];
  }
}

const listOf = <T extends z.ZodType>(item: T) => z.string().max(5000).transform(listItems).pipe(z.array(item).max(500));

export const idListParam = listOf(id);

/** A queue filter; an empty list selects nothing and so is no filter at all. */
export const queueSelectionParam = listOf(z.union([z.null(), z.literal(WITHOUT_QUEUE), id])).transform(
  (items): QueueSelection | undefined =>
    items.length
      ? {
          queueIds: items.filter((item) => typeof item === "number"),
          withoutQueue: items.some((item) => item === null || item === WITHOUT_QUEUE),
        }
      : undefined,
);

export const boolParam = z.enum(["true", "false"]).transform((value) => value === "true");

export const pageNumberParam = z.coerce.number().int().min(1).max(100_000).default(1);
