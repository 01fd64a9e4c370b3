// Drafts per ticket, kept while the app is open (switching tickets keeps what was typed).
const drafts = new Map<number, string>();

export const readDraft = (ticketId: number) => drafts.get(ticketId) ?? "";

export function writeDraft(ticketId: number, text: string) {
  if (text) drafts.set(ticketId, text);
  else drafts.delete(ticketId);
}

const SIGN_KEY = "signOption";

/** The signature option (spec section 9): stored as signOption, on by default, forced on when embedded. */
export function readSignOption(embedded: boolean) {
  if (embedded || typeof window === "undefined") return true;
  return window.localStorage.getItem(SIGN_KEY) !== "false";
}

export const writeSignOption = (on: boolean) => window.localStorage.setItem(SIGN_KEY, String(on));
