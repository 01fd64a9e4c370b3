import { erpToken as signErpToken, makeErpAdmin, type ErpUser } from "./support/erp";
import { ADMIN, expect, test } from "./support/fixtures";

// ERP single sign-on through /login/:token/:ticketId?/:view?/:paramEstimate?
let erpUser: ErpUser;
let idGraf: number;
test.beforeAll(async ({ request, baseURL }) => {
  erpUser = await makeErpAdmin(request, baseURL!);
  idGraf = erpUser.idGraf;
});

const erpToken = (idGrafOfToken: number, options: { secret?: string; expiresIn?: string } = {}) =>
  signErpToken({ email: erpUser.email, idGraf: idGrafOfToken }, options);

test("a signed ERP token opens /tickets signed in; the same token again is refused", async ({ page, browser }) => {
  const token = await erpToken(idGraf);
  await page.goto(`/login/${token}`);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole("navigation").getByRole("button", { name: "Log out" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("idGraf"))).toBe(String(idGraf));

  const other = await browser.newPage();
  await other.goto(`/login/${token}`);
  await expect(other.locator("form").getByRole("alert")).toHaveText("Authentication error. Please try again.");
  await expect(other).toHaveURL(new RegExp(`/login/${token}$`));
  await other.close();
});

test("expired tokens, tokens signed with another secret and tokens naming the SUPERADMIN are refused on the login page", async ({
  page,
}) => {
  for (const token of [
    await erpToken(idGraf, { expiresIn: "-1m" }),
    await erpToken(idGraf, { secret: "another-secret-0123456789abcdef0123456789" }),
    await signErpToken({ email: ADMIN.email, idGraf }),
  ]) {
    await page.goto(`/login/${token}`);
    await expect(page.locator("form").getByRole("alert")).toHaveText("Authentication error. Please try again.");
    await expect(page.getByLabel("E-mail")).toBeVisible();
  }
});

test("the ERP can ask for a ticket, or for the embedded chat view without the drawer", async ({ page }) => {
  await page.goto(`/login/${await erpToken(idGraf)}/42`);
  await expect(page).toHaveURL(/\/tickets\/42$/);

  await page.goto(`/login/${await erpToken(idGraf)}/42/ChatViewCrm/T3LDp2FtZW50bw`);
  await expect(page).toHaveURL(/\/ChatViewCrm\/42\/T3LDp2FtZW50bw$/);
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

test("the embedded view is not sent to the login page when signed out", async ({ page }) => {
  await page.goto("/ChatViewCrm/42");
  await expect(page).toHaveURL(/\/ChatViewCrm\/42$/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Session expired. Open the conversation again from the ERP.",
  );
});
