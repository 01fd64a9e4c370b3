import { format, isToday, isYesterday } from "date-fns";

/** Spec section 9: messages show HH:mm; day separators say today, yesterday, else dd/MM/yyyy. */
export const timeOf = (iso: string) => format(new Date(iso), "HH:mm");

export const dayKey = (iso: string) => format(new Date(iso), "yyyy-MM-dd");

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
