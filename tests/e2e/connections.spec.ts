import type { Page, WebSocketRoute } from "@playwright/test";
import { addSimulatorConnection } from "./support/connections";
import { expect, test } from "./support/fixtures";
import { connected, holdReads, socketFrame } from "./support/hold-reads";
import { signInAsAdmin } from "./support/sign-in";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const connectionsLink = (page: Page) => page.getByRole("navigation").getByRole("link", { name: "Connections" });
const attentionBadge = (page: Page) => connectionsLink(page).getByText("!", { exact: true });

test.describe("connections", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/connections");
  });

  // The worker's server is shared with other spec files: leave the demo tenant without connections.
  test.afterEach(async ({ page }) => {
    const connections: { id: number; isDefault: boolean }[] = await (await page.request.get("/api/whatsapp")).json();
    for (const { id } of connections.sort((a, b) => Number(a.isDefault) - Number(b.isDefault))) {
      expect((await page.request.delete(`/api/whatsapp/${id}`)).ok()).toBe(true);
    }
  });

  test("a simulator connection is added, paired through its QR and disconnected, live", async ({ page, context }) => {
    const name = unique("Simulated");
    await page.getByRole("button", { name: "Add connection" }).click();
    const dialog = page.getByRole("dialog", { name: "Add connection" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Too short")).toBeVisible();
    await expect(dialog.getByText("Select a default department")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const row = await addSimulatorConnection(page, name);
    await expect(page.getByText("Connection saved successfully.")).toBeVisible();
    await expect(row).toContainText("Waiting for QR scan");
    await expect(attentionBadge(page)).toBeVisible();

    await row.getByRole("button", { name: "QR code" }).click();
    const qrDialog = page.getByRole("dialog", { name: "Scan the QR code" });
    const qr = qrDialog.getByRole("img", { name: "QR code" });
    await expect(qr).toHaveAttribute("width", "256");
    expect((await qr.boundingBox())?.width).toBe(256);

    const phone = await context.newPage();
    await phone.goto("/simulator");
    await phone.getByRole("button", { name: `Pair ${name}` }).click();

    await expect(qrDialog).toBeHidden();
    await expect(row).toContainText("Connected");
    await expect(row).toContainText("5511900");
    await expect(attentionBadge(page)).toHaveCount(0);

    await phone.getByLabel("Contact number").fill("5511987654321");
    await phone.getByLabel("Text").fill("Hello from the simulator");
    await phone.getByRole("button", { name: "Send" }).click();
    await expect(phone.getByText("Message delivered to the inbox.")).toBeVisible();

    // Another admin's screen learns of the disconnect from the session event alone.
    await phone.goto("/connections");
    await expect(phone.getByRole("row").filter({ hasText: name })).toContainText("Connected");
    await row.getByRole("button", { name: "Disconnect" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Disconnect ${name}?` });
    await confirm.getByRole("button", { name: "Disconnect", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText("Disconnected");
    await expect(attentionBadge(page)).toBeVisible();
    await expect(phone.getByText(`The instance ${name} was disconnected.`)).toBeVisible();

    await row.getByRole("button", { name: "New QR code" }).click();
    await expect(row).toContainText("Waiting for QR scan");
    await phone.close();
  });

  test("the only default connection cannot stop being the default", async ({ page }) => {
    const main = unique("Main");
    const first = await addSimulatorConnection(page, main, { isDefault: true });
    await expect(first.getByRole("img", { name: "Default" })).toBeVisible();
    const second = await addSimulatorConnection(page, unique("Other"));
    await expect(second.getByRole("img", { name: "Default" })).toHaveCount(0);

    await first.getByRole("button", { name: `Edit ${main}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit connection" });
    await expect(dialog.getByLabel("Name")).toHaveValue(main);
    const isDefault = dialog.getByRole("switch", { name: "Default", exact: true });
    await expect(isDefault).toHaveAttribute("aria-checked", "true");
    await isDefault.click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "There must be at least one default WhatsApp" }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await first.getByRole("button", { name: `Delete ${main}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${main}?` });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "There must be at least one default WhatsApp" }).last(),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(first.getByRole("img", { name: "Default" })).toBeVisible();
  });

  /** A simulator connection made through the API, as another admin would. */
  async function createdElsewhere(page: Page, name: string) {
    const queues: { id: number }[] = await (await page.request.get("/api/queue")).json();
    const created = await page.request.post("/api/whatsapp", {
      data: { name, provider: "simulator", defaultDepartment: queues[0].id },
    });
    expect(created.ok()).toBe(true);
  }

  test("a connection added while the list is still being read is in the list once it shows", async ({ page }) => {
    const name = unique("Early");
    const release = await holdReads(page, "/whatsapp");
    await page.reload({ waitUntil: "commit" });
    const listening = socketFrame(page, connected);
    const heard = socketFrame(page, (frame) => frame.includes(name));
    await listening;
    await createdElsewhere(page, name);
    await heard;
    release();
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  });

  test("a connection added while the socket was down shows after it reconnects, though another is heard as the list is read again", async ({
    page,
  }) => {
    const [before, missed, heardName] = [unique("Before"), unique("Missed"), unique("Heard")];
    let socket: WebSocketRoute | undefined;
    let reloaded = false;
    let letReconnect!: () => void;
    const reconnecting = new Promise<void>((resolve) => (letReconnect = resolve));
    await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      // The document before the reload may still be opening its socket: it is let through.
      if (reloaded && socket) await reconnecting;
      if (reloaded) socket = ws;
      ws.connectToServer();
    });
    await createdElsewhere(page, before);
    await page.reload({ waitUntil: "commit" });
    reloaded = true;
    const listening = socketFrame(page, connected);
    await listening;
    await expect(page.getByRole("row").filter({ hasText: before })).toBeVisible();

    await socket!.close();
    await createdElsewhere(page, missed);
    // On connecting again the page reads its lists again: held, while another connection is heard.
    const release = await holdReads(page, "/whatsapp");
    const relistening = socketFrame(page, connected);
    const heard = socketFrame(page, (frame) => frame.includes(heardName));
    letReconnect();
    await relistening;
    await createdElsewhere(page, heardName);
    await heard;
    release();
    await expect(page.getByRole("row").filter({ hasText: heardName })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: missed })).toBeVisible();
  });
});
