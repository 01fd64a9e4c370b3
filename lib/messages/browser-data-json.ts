// What browsers get of a message's raw provider payload (spec section 3: dataJson with
// message.locationMessage, liveLocationMessage, location, notification, ephemeralMessage,
// waitingMessage): those parts only, field by field. The rest (Baileys' media keys, direct paths,
// signed media URLs) stays on the server, where quoting and media downloads need it.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const SCALAR = new Set(["string", "number", "boolean"]);

function pick(source: unknown, keys: readonly string[]): Json | undefined {
  if (!isObject(source)) return undefined;
  const picked = Object.fromEntries(keys.filter((key) => SCALAR.has(typeof source[key])).map((key) => [key, source[key]]));
  return Object.keys(picked).length ? picked : undefined;
}

const PLACE = ["degreesLatitude", "degreesLongitude", "name", "address", "url", "comment", "caption", "latitude", "longitude", "thumbnailUrl"] as const;

export function browserDataJson(raw: unknown): Json | null {
  if (!isObject(raw)) return null;
  const message = isObject(raw.message) ? raw.message : {};
  const shown: Json = {};
  if (typeof raw.waitingMessage === "boolean") shown.waitingMessage = raw.waitingMessage;
  if (typeof raw.notification === "string") shown.notification = raw.notification;
  const location = pick(raw.location, PLACE);
  if (location) shown.location = location;
  if (raw.ephemeralMessage || message.ephemeralMessage) shown.ephemeralMessage = true;
  const places: Json = {};
  for (const key of ["locationMessage", "liveLocationMessage"]) {
    const place = pick(message[key], PLACE);
    if (place) places[key] = place;
  }
  if (Object.keys(places).length) shown.message = places;
  return Object.keys(shown).length ? shown : null;
}
