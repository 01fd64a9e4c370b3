import type { Prisma } from "@/lib/generated/prisma/client";

type Raw = { [key: string]: unknown; message?: Record<string, unknown> | null } | null;

const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));

/**
 * What browsers see of a message's stored provider payload: the parts the spec's client reads
 * (waiting message, notification, location) and the simulator's own input, without its staged
 * file. Never the rest: a Baileys payload holds the media key that decrypts the file, a Z-API
 * payload the file's link.
 */
export function publicDataJson(raw: Prisma.JsonValue): Prisma.JsonValue {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const payload = raw as Raw & object;
  const shown = pick(payload, ["waitingMessage", "notification", "location"]);
  const message = payload.message && typeof payload.message === "object" ? pick(payload.message, ["locationMessage", "liveLocationMessage"]) : {};
  if (Object.keys(message).length) shown.message = message;
  const simulator = payload.simulator as { media?: Record<string, unknown> | null } | undefined;
  if (simulator && typeof simulator === "object") {
    shown.simulator = { ...simulator, media: simulator.media && pick(simulator.media, ["mimetype", "fileName"]) };
  }
  return Object.keys(shown).length ? (shown as Prisma.JsonValue) : null;
}
