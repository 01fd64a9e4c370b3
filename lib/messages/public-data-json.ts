import type { Prisma } from "@/lib/generated/prisma/client";

type Raw = { [key: string]: unknown; message?: Record<string, unknown> | null } | null;

const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));

// A place is shown by these plain fields only: a Baileys location message may also carry the
// message it replies to (contextInfo), with that message's media key.
const PLACE = [
  "degreesLatitude",
  "degreesLongitude",
  "name",
  "address",
  "url",
  "comment",
  "caption",
  "latitude",
  "longitude",
  "thumbnailUrl",
];
const place = (value: unknown) => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const shown = Object.fromEntries(
    PLACE.filter((key) => ["string", "number", "boolean"].includes(typeof fields[key])).map((key) => [
      key,
      fields[key],
    ]),
  );
  return Object.keys(shown).length ? shown : undefined;
};

/**
 * What browsers see of a message's stored provider payload: the parts the spec's client reads
 * (waiting message, notification, location) and the simulator's own input, without its staged
 * file. Never the rest: a Baileys payload holds the media key that decrypts the file, a Z-API
 * payload the file's link.
 */
export function publicDataJson(raw: Prisma.JsonValue): Prisma.JsonValue {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const payload = raw as Raw & object;
  const shown: Record<string, unknown> = pick(payload, ["waitingMessage", "notification"]);
  if (place(payload.location)) shown.location = place(payload.location);
  const message = payload.message && typeof payload.message === "object" ? payload.message : {};
  const places = Object.fromEntries(
    ["locationMessage", "liveLocationMessage"].flatMap((key) =>
      place(message[key]) ? [[key, place(message[key])]] : [],
    ),
  );
  if (Object.keys(places).length) shown.message = places;
  const simulator = payload.simulator as { media?: Record<string, unknown> | null } | undefined;
  if (simulator && typeof simulator === "object") {
    shown.simulator = { ...simulator, media: simulator.media && pick(simulator.media, ["mimetype", "fileName"]) };
  }
  return Object.keys(shown).length ? (shown as Prisma.JsonValue) : null;
}
