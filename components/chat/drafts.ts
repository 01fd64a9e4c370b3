// Drafts per user and ticket in sessionStorage: what was typed survives a reload and switching
// tickets, stays in its tab (two tabs on one ticket do not overwrite each other) and is gone when
// the tab closes, so a shared attendance desk does not keep it for the next person.
const draftKey = (userId: number, ticketId: number) => `atende:draft:${userId}:${ticketId}`;

export function readDraft(userId: number, ticketId: number) {
  try {
    return window.sessionStorage.getItem(draftKey(userId, ticketId)) ?? "";
  } catch {
    return "";
  }
}

export function writeDraft(userId: number, ticketId: number, text: string) {
  try {
    if (text) window.sessionStorage.setItem(draftKey(userId, ticketId), text);
    else window.sessionStorage.removeItem(draftKey(userId, ticketId));
  } catch {
    // Storage full or refused: the draft lives only as long as the page.
  }
}

const SIGN_KEY = "signOption";

/** The signature option (spec section 9): stored as signOption, on by default, forced on when embedded. */
export function readSignOption(embedded: boolean) {
  if (embedded || typeof window === "undefined") return true;
  return window.localStorage.getItem(SIGN_KEY) !== "false";
}

export const writeSignOption = (on: boolean) => window.localStorage.setItem(SIGN_KEY, String(on));
