import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_COMPANY_DETAILS } from "#domain/company/company-details";
import { E2E_ADMIN } from "../playwright.config";
import { openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// The company's contact details are edited in Admin settings; the footer, the contact page and
// the structured data show the change at once, cached public pages included.

async function organizationJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((value) => value["@type"] === "Organization");
}

// The details are the whole site's: other tests expect today's.
test.afterEach(async ({ request }) => {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const restored = await request.put("/api/settings/company", {
    headers,
    data: { ...DEFAULT_COMPANY_DETAILS, currentPassword: E2E_ADMIN.password },
  });
  expect(restored.ok()).toBe(true);
});

test("changed company details show in the footer, on the contact page and in the JSON-LD", async ({
  page,
  browser,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const visitor = await browser.newPage();
  // Anonymous visits fill the public cache with today's details.
  await visitor.goto("/contact");
  await expect(visitor.getByRole("contentinfo")).toContainText(DEFAULT_COMPANY_DETAILS.email);

  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/settings", "Settings");
  const section = page.getByRole("region", { name: "Company Details" });
  await section.getByLabel("WhatsApp number").fill("+27 82");
  await section.getByRole("button", { name: "Save Company Details" }).click();
  await expect(section.getByLabel("WhatsApp number")).toHaveAccessibleDescription(
    /^WhatsApp number must have 9 to 15 digits in international form/,
  );

  const email = `${tag}@example.co.za`;
  const address = `${tag} Long Street, Cape Town`;
  const linkedin = `https://www.linkedin.com/company/${tag}`;
  await section.getByLabel("Phone").fill("021 555 0199");
  await section.getByLabel("WhatsApp number").fill("082 555 0123");
  await section.getByLabel("Email").fill(email);
  await section.getByLabel("Address").fill(address);
  await section.getByLabel("LinkedIn profile").fill(linkedin);
  await section.getByLabel("Facebook profile").fill("");
  // A new WhatsApp number is guarded: the admin confirms it is them (issue 52, item 4).
  await section.getByLabel("Your current password").fill(E2E_ADMIN.password);
  await section.getByRole("button", { name: "Save Company Details" }).click();
  await expect(section.getByText("Company details saved.")).toBeVisible();

  await visitor.goto("/contact");
  const footer = visitor.getByRole("contentinfo");
  await expect(footer).toContainText(address);
  await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(footer.getByRole("link", { name: "021 555 0199" })).toHaveAttribute(
    "href",
    "tel:+27215550199",
  );
  await expect(footer.getByRole("link", { name: /on Facebook/ })).toHaveCount(0);

  const details = visitor.getByRole("complementary", { name: "Get in touch" });
  await expect(details.getByRole("link", { name: email })).toBeVisible();
  // WhatsApp goes to the WhatsApp number in international form, not to the landline, through
  // the redirect that counts the click.
  const whatsapp = details.getByRole("link", { name: "082 555 0123" });
  await expect(whatsapp).toHaveAttribute("href", "/go/whatsapp?from=%2Fcontact");
  const chat = await visitor.request.get("/go/whatsapp?from=%2Fcontact", { maxRedirects: 0 });
  expect(chat.headers().location).toMatch(/^https:\/\/wa\.me\/27825550123\?text=/);
  await expect(details.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", linkedin);

  expect(await organizationJsonLd(visitor)).toMatchObject({
    email,
    telephone: "+27215550199",
    address: { "@type": "PostalAddress", streetAddress: address, addressCountry: "ZA" },
    contactPoint: [{ telephone: "+27825550123", url: "https://wa.me/27825550123" }],
    sameAs: [linkedin, DEFAULT_COMPANY_DETAILS.social.x],
  });
  await visitor.close();
});
