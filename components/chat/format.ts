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

/** The phone number of a vCard (TEL line, waid first), digits only, or null. */
export function vcardNumber(vcard: string) {
  const waid = /waid=(\d{8,15})/.exec(vcard)?.[1];
  if (waid) return waid;
  const tel = /TEL[^:]*:([+\d\s()-]+)/.exec(vcard)?.[1]?.replace(/\D/g, "");
  return tel && tel.length >= 8 ? tel : null;
}

export const vcardName = (vcard: string) => /FN:(.*)/.exec(vcard)?.[1]?.trim() ?? null;
