// Drafts per user and ticket in sessionStorage: what was typed survives a reload and switching
// tickets, stays in its tab (two tabs on one ticket do not overwrite each other) and is gone when
// the tab closes, so a shared attendance desk does not keep it for the next person.
//
// Web storage is read once per page and kept here, and written only when a value changes: a read
// of it took about 8 ms of the main thread on each opening of a chat (bench/ui.ts).
const draftKey = (userId: number, ticketId: number) => `atende:draft:${userId}:${ticketId}`;

const kept = new Map<string, string | null>();

function read(storage: "sessionStorage" | "localStorage", key: string): string | null {
  if (!kept.has(`${storage}:${key}`)) {
    let value: string | null = null;
    try {
      value = window[storage].getItem(key);
    } catch {
      // Storage refused: as if empty.
    }
    kept.set(`${storage}:${key}`, value);
  }
  return kept.get(`${storage}:${key}`) ?? null;
}

function write(storage: "sessionStorage" | "localStorage", key: string, value: string | null) {
  if (read(storage, key) === value) return;
  kept.set(`${storage}:${key}`, value);
  try {
    if (value === null) window[storage].removeItem(key);
    else window[storage].setItem(key, value);
  } catch {
    // Storage full or refused: the value lives only as long as the page.
  }
}

export const readDraft = (userId: number, ticketId: number) => read("sessionStorage", draftKey(userId, ticketId)) ?? "";

export const writeDraft = (userId: number, ticketId: number, text: string) =>
  write("sessionStorage", draftKey(userId, ticketId), text || null);

const SIGN_KEY = "signOption";

/** The signature option (spec section 9): stored as signOption, on by default, forced on when embedded. */
export function readSignOption(embedded: boolean) {
  if (embedded || typeof window === "undefined") return true;
  return read("localStorage", SIGN_KEY) !== "false";
}

export const writeSignOption = (on: boolean) => write("localStorage", SIGN_KEY, String(on));

/** Opens the page's web storage ahead of the first chat (its first use is the slow one), while the page is idle. */
export function openStorage() {
  readSignOption(false);
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused: drafts live only as long as the page.
  }
}
