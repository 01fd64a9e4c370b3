import { randomBytes } from "node:crypto";
import { ADMIN, expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

test.describe("settings", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/settings");
  });

  // The worker's server is shared with other spec files: leave the demo tenant as it was.
  test.afterEach(async ({ page }) => {
    for (const [key, value] of [
      ["timeCreateNewTicket", "3600"],
      ["userCreation", "enabled"],
      ["erpSsoSecret", null],
    ]) {
      expect(
        (await page.request.put(`/api/settings/${key}`, { data: { value, currentPassword: ADMIN.password } })).ok(),
      ).toBe(true);
    }
  });

  test("each change is saved at once and kept after a reload", async ({ page }) => {
    const saved = page.getByRole("status").filter({ hasText: "Settings saved successfully." });
    const time = page.getByLabel("Re-send the welcome message after");
    const userCreation = page.getByRole("switch", { name: "User creation" });
    // The screen's own first fetch, answering after a change, must not undo that change.
    await page.route("**/api/settings", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(time).toHaveValue("3600");
    await expect(userCreation).toHaveAttribute("aria-checked", "true");

    await time.selectOption({ label: "5 min" });
    await expect(saved).toBeVisible();
    await expect(time).toHaveValue("300");
    await expect(saved).toBeHidden();
    await userCreation.click();
    await expect(saved).toBeVisible();
    await expect(userCreation).toHaveAttribute("aria-checked", "false");

    await page.reload();
    await expect(time).toHaveValue("300");
    await expect(time.locator("option:checked")).toHaveText("5 min");
    await expect(userCreation).toHaveAttribute("aria-checked", "false");
  });

  test("the ERP SSO secret is set, replaced and removed without ever being shown, each time with the admin's password, and who did it shows", async ({
    page,
  }) => {
    const secret = randomBytes(24).toString("hex");
    const input = page.getByLabel("New secret");
    const password = page.getByLabel("Your current password");
    const save = page.getByRole("button", { name: "Save secret" });
    await expect(page.getByText("Not configured", { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute("type", "password");

    await input.fill("too short");
    await save.click();
    await expect(page.locator("form").getByRole("alert").first()).toHaveText(
      "The secret must have at least 32 characters, with no spaces at either end.",
    );
    await expect(page.locator("form").getByRole("alert").last()).toHaveText("Enter your current password.");

    await input.fill(secret);
    await password.fill("not-my-password");
    await save.click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("The current password is wrong.");
    await expect(password).toBeFocused();
    await expect(page.getByText("Not configured", { exact: true })).toBeVisible();

    await password.fill(ADMIN.password);
    await save.click();
    await expect(page.getByText("Configured", { exact: true })).toBeVisible();
    await expect(page.getByTestId("erp-sso-changed")).toHaveText(/^Set by .+ on \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/);
    await expect(input).toHaveValue("");
    await expect(password).toHaveValue("");

    await page.reload();
    await expect(page.getByText("Configured", { exact: true })).toBeVisible();
    await expect(input).toHaveValue("");
    expect(await page.content()).not.toContain(secret);
    expect(await (await page.request.get("/api/settings")).text()).not.toContain(secret);

    await input.fill(randomBytes(24).toString("hex"));
    await password.fill(ADMIN.password);
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved successfully." }).last()).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(page.getByText("Configured", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Remove secret" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Enter your current password.");
    await password.fill(ADMIN.password);
    await page.getByRole("button", { name: "Remove secret" }).click();
    await expect(page.getByText("Not configured", { exact: true })).toBeVisible();
    await expect(page.getByTestId("erp-sso-changed")).toHaveText(/^Removed by /);
    await expect(page.getByRole("button", { name: "Remove secret" })).toBeHidden();
  });
});
