import { format, isToday, isYesterday } from "date-fns";

const two = (n: number) => String(n).padStart(2, "0");

// Every row shows its time and the list groups rows by day on each drawing: plain Date fields,
// which cost a fraction of date-fns's format (read against its pattern on every call).

/** Spec section 9: messages show HH:mm; day separators say today, yesterday, else dd/MM/yyyy. */
export function timeOf(iso: string) {
  const date = new Date(iso);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The local day of a message, to group by: yyyy-MM-dd. */
export function dayKey(iso: string) {
  const date = new Date(iso);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

export function dayLabel(iso: string, t: (key: "today" | "yesterday") => string) {
  const date = new Date(iso);
  if (isToday(date)) return t("today");
  if (isYesterday(date)) return t("yesterday");
  return format(date, "dd/MM/yyyy");
}

/** The stream-file (download) path of a media path, or null when it is not one (fewer than 4 parts). */
export function mediaParts(url: string) {
  const parts = url.split("?")[0].split("/").filter(Boolean);
  return parts.length < 4 ? null : parts;
}

export const downloadPath = (url: string) => {
  const parts = mediaParts(url);
  return parts ? `/api/messages/stream-file/${parts[parts.length - 2]}/${parts[parts.length - 1]}` : null;
};

/** A video's still (spec section 7: the thumbnail_ variant of its download path). */
export const thumbnailPath = (url: string) => {
  const parts = mediaParts(url);
  return parts ? `/api/messages/download-file/${parts[parts.length - 2]}/thumbnail_${parts[parts.length - 1]}` : null;
};

// A card is text a contact sends, so it is read line by line, each line once: a pattern that
// scans ahead from every "TEL" took seconds on a crafted card and froze the tab.
type VcardLine = { name: string; params: string; value: string };

function vcardLines(vcard: string): VcardLine[] {
  return vcard.split(/\r?\n/).flatMap((line) => {
    const colon = line.indexOf(":");
    if (colon < 0) return [];
    const head = line.slice(0, colon);
    const semicolon = head.indexOf(";");
    // "item1.TEL" is a grouped property: the group is not part of its name.
    const name = (semicolon < 0 ? head : head.slice(0, semicolon)).split(".").at(-1)!.toUpperCase();
    return [{ name, params: semicolon < 0 ? "" : head.slice(semicolon + 1), value: line.slice(colon + 1) }];
  });
}

/** The phone number of a vCard (a TEL line's WhatsApp id first, else its digits), or null. */
export function vcardNumber(vcard: string) {
  const phones = vcardLines(vcard).filter((line) => line.name === "TEL");
  for (const { params } of phones) {
    const waid = /(?:^|;)waid=(\d{8,15})(?:;|$)/i.exec(params)?.[1];
    if (waid) return waid;
  }
  const digits = phones.map((line) => line.value.replace(/\D/g, "")).find((number) => number.length >= 8);
  return digits ?? null;
}

export const vcardName = (vcard: string) =>
  vcardLines(vcard)
    .find((line) => line.name === "FN")
    ?.value.trim() || null;
