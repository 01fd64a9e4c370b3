import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// The company's time zone and contact language, set on the Settings screen. UTC+14: its day is
// another than the deployment's (São Paulo) for most of the day, and the dashboard shows which.
const KIRITIMATI = "Pacific/Kiritimati";

const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-GB", { timeZone }).format(new Date());

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px a time zone set on the Settings screen is kept after a reload and moves the dashboard's day`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await signInAsAdmin(page);
    const settings = (await (await page.request.get("/api/settings")).json()) as { key: string; value: string }[];
    const before = Object.fromEntries(settings.map(({ key, value }) => [key, value]));
    try {
      await page.goto("/settings");
      const saved = page.getByRole("status").filter({ hasText: "Settings saved successfully." });
      const zone = page.getByLabel("Time zone", { exact: true });
      const save = page.getByRole("button", { name: "Save time zone" });
      await expect(zone).toHaveValue(before.timeZone);

      // The route's own rule, checked before anything is sent.
      await zone.fill("Mars/Olympus");
      await save.click();
      await expect(page.getByText("Unknown time zone. Use a name such as America/Manaus.")).toBeVisible();
      await expect(zone).toHaveAttribute("aria-invalid", "true");

      await zone.fill(KIRITIMATI);
      await save.click();
      await expect(saved).toBeVisible();
      const language = page.getByLabel("Language of automatic texts to contacts");
      await language.selectOption({ label: "Español" });
      await expect(language).toHaveValue("es");
      await testInfo.attach(`company-clock-${width}`, { body: await page.screenshot(), contentType: "image/png" });

      await page.reload();
      await expect(zone).toHaveValue(KIRITIMATI);
      await expect(language).toHaveValue("es");

      await page.goto("/");
      await expect(page.getByTestId("dashboard-day")).toHaveText(`Today: ${todayIn(KIRITIMATI)} (${KIRITIMATI})`);
    } finally {
      // The worker's server is shared with other spec files: leave the demo tenant as it was.
      for (const key of ["timeZone", "messagesLocale"])
        expect((await page.request.put(`/api/settings/${key}`, { data: { value: before[key] } })).ok()).toBe(true);
    }
  });
}
