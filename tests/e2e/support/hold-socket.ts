import type { Page } from "@playwright/test";

/**
 * Keeps the page's socket from the server, by WebSocket or by its fallback of long-polling, until
 * the returned function is called: an event sent meanwhile goes to no one on this page.
 */
export async function holdSocket(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await held;
    ws.connectToServer();
  });
  await page.route(/\/socket\.io\//, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
