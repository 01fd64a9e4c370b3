import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// Z-API takes only a URL per webhook: the connection screen shows admins the one to give it.
test("an admin editing a Z-API connection sees its webhook URL, secret included, and can copy it", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const queues: { id: number }[] = await (await page.request.get("/api/queue")).json();
  const name = `Zapi ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/whatsapp", {
    data: {
      name,
      provider: "zapi",
      defaultDepartment: queues[0].id,
      zapiInstanceId: "E2E-INSTANCE",
      zapiToken: "e2e-token",
      zapiClientToken: "e2e-client",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto("/connections");
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit connection" });
  const url = dialog.getByLabel("Webhook URL");
  await expect(url).toHaveValue(new RegExp(`^${baseURL}/api/webhooks/zapi/${id}\\?secret=[A-Za-z0-9_-]{20,}$`));
  await expect(url).toHaveAttribute("readonly", "");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Webhook URL copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue());
  // The list the screen reads never carries it.
  expect(await (await page.request.get("/api/whatsapp")).text()).not.toContain("secret=");
});
