import type { Page } from "@playwright/test";

/**
 * Keeps the page's reads (GET) of an API path, `/whatsapp` for /api/whatsapp, from the server
 * until the returned function is called: the screen stays loading meanwhile.
 */
export async function holdReads(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/api${path}`,
    async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * Resolves when one of the page's sockets receives a packet that `matches`, by WebSocket or by
 * long-polling (its fallback, whose answers carry several packets). Set it up once the navigation
 * that opens the socket has committed (`waitUntil: "commit"`), before the new document's scripts
 * run: set up earlier, the socket of the document before, which may still be connecting, counts.
 */
export function socketFrame(page: Page, matches: (packet: string) => boolean) {
  const anyMatches = (payload: string) => payload.split("\x1e").some(matches);
  return new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (anyMatches(String(payload))) resolve();
      }),
    );
    page.on("response", async (response) => {
      if (!/\/socket\.io\/.*transport=polling/.test(response.url()) || response.request().method() !== "GET") return;
      if (anyMatches(await response.text().catch(() => ""))) resolve();
    });
  });
}

/** Socket.IO's CONNECT packet: the server has put the socket in its rooms before sending it. */
export const connected = (packet: string) => packet.startsWith("40");
