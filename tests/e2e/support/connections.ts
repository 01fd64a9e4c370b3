import { expect, type Page } from "@playwright/test";

/** Adds a simulator connection through the dialog of /connections; returns its row. */
export async function addSimulatorConnection(page: Page, name: string, options: { isDefault?: boolean } = {}) {
  await page.getByRole("button", { name: "Add connection" }).click();
  const dialog = page.getByRole("dialog", { name: "Add connection" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Provider").selectOption({ label: "Simulator" });
  await dialog.getByLabel("Default department").selectOption({ label: "Atendimento" });
  if (options.isDefault) await dialog.getByRole("switch", { name: "Default", exact: true }).click();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("row").filter({ hasText: name });
}
