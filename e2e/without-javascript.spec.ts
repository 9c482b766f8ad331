import { expect, type Page, test } from "@playwright/test";
import {
  A_SOLUTION_PAGE,
  adminRequest,
  fakeMp4,
  fillHoneypot,
  storedContacts,
  takeAPersonsTime,
} from "./support";

// Visitors on slow connections may use the page before (or without) JavaScript.
test.use({ javaScriptEnabled: false });

test("catalogue filters work as plain links, and both filter lists are shown", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page.getByRole("link", { name: "Retail", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inefficiencies", exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Tier" }).getByRole("link", { name: /Gold/ }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold$/);
  await page.getByRole("link", { name: "Manufacturing", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold&sector=Manufacturing$/);
  const titles = await page
    .getByRole("region", { name: "Solutions" })
    .getByRole("heading", { level: 3 })
    .allTextContents();
  expect(titles.length).toBeGreaterThan(0);
});

test("AI Basics shows every topic without JavaScript", async ({ page }) => {
  await page.goto("/ai-basics");
  await expect(page.getByText("Pick one painful task")).toBeVisible();
  await expect(page.getByText("Save time on admin")).toBeVisible();
});

test("Get Started leads to the contact page, with the ways to reach us", async ({ page }) => {
  await page.goto("/solutions");
  // On a phone it is in the menu, which opens without JavaScript.
  const menuButton = page.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
});

test("on a small screen the menu button opens the menu, and Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Open menu" }).click();
  for (const name of ["Home", "AI Solutions", "AI Basics", "Contact"]) {
    await expect(nav.locator("#mobile-menu").getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(nav.locator("#mobile-menu")).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("the theme toggle, which needs JavaScript, is not shown", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveCount(0);
});

test("a solution's steps open and its chart shows no controls that could not work", async ({ page }) => {
  await page.goto(A_SOLUTION_PAGE);
  const steps = page.locator("#implementation ~ div details");
  await steps.first().locator("summary").click();
  await expect(steps.first()).toHaveAttribute("open", "");
  await expect(page.getByRole("img", { name: /flowchart$/ })).toBeVisible();
  for (const name of ["Zoom in", "Zoom out", "Reset view"]) {
    await expect(page.getByRole("button", { name })).toBeHidden();
  }
  for (const hint of await page.getByText(/buttons to zoom/).all()) await expect(hint).toBeHidden();
});

test("the homepage video plays in the browser's own player, downloading nothing until pressed", async ({
  page,
}) => {
  const admin = await adminRequest(page);
  const upload = await admin.put("/api/settings/homepage-video", {
    multipart: { video: { name: "intro.mp4", mimeType: "video/mp4", buffer: fakeMp4() } },
  });
  expect(upload.status()).toBe(200);
  const videoUrl: string = (await upload.json()).data.homepageVideo.url;
  try {
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/")) uploads.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const video = page.getByRole("region", { name: "Introduction video" }).locator("video");
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("preload", "none");
    expect(uploads).toEqual([]);
    // A click fails when another element, such as the disabled button beneath, would take it;
    // the player's own keys then start it.
    await video.click();
    await video.press("Space");
    await expect.poll(() => uploads).toContain(videoUrl);
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});

// What a visitor typed into the contact form, by label.
const typed = {
  company: "Nkosi Bakery",
  email: "lerato@example.co.za",
  phone: "+27 82 555 0101",
  interest: "inventory",
  message: "Can you help us count our stock?",
};

async function fillContactForm(page: Page, fields: typeof typed & { name: string }) {
  await page.getByLabel("Your name").fill(fields.name);
  await page.getByLabel("Company (optional)").fill(fields.company);
  await page.getByLabel("Email address").fill(fields.email);
  await page.getByLabel("Phone (optional)").fill(fields.phone);
  await page.getByLabel("What are you interested in?").selectOption(fields.interest);
  await page.getByRole("textbox", { name: "Message" }).fill(fields.message);
}

async function expectContactForm(page: Page, fields: typeof typed & { name: string }) {
  await expect(page.getByLabel("Your name")).toHaveValue(fields.name);
  await expect(page.getByLabel("Company (optional)")).toHaveValue(fields.company);
  await expect(page.getByLabel("Email address")).toHaveValue(fields.email);
  await expect(page.getByLabel("Phone (optional)")).toHaveValue(fields.phone);
  await expect(page.getByLabel("What are you interested in?")).toHaveValue(fields.interest);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(fields.message);
}

test("the contact form sends without JavaScript, and the address shows nothing typed", async ({
  page,
}, testInfo) => {
  const name = `Lerato Nkosi (${testInfo.project.name})`;
  await page.goto("/contact");
  await fillContactForm(page, { ...typed, name });
  await takeAPersonsTime(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  // The answer opens at the form, and the address holds nothing the visitor typed.
  await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeInViewport();
  await expect(page).toHaveURL(/\/contact#send-message$/);
  expect(await storedContacts(page)).toContainEqual(
    expect.objectContaining({ ...typed, name, source: "contact-page", status: "new" }),
  );
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.getByLabel("Your name")).toBeInViewport();
  await expect(page).toHaveURL(/\/contact\??#send-message$/);
});

test("an invalid contact form comes back with its messages and everything typed", async ({ page }) => {
  const invalid = { ...typed, name: "", email: "lerato@", phone: "call me maybe" };
  await page.goto("/contact");
  await fillContactForm(page, invalid);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required.")).toBeInViewport();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/contact#send-message$/);
  await expectContactForm(page, invalid);
});

test("a contact form with the honeypot filled is thanked, and kept out of the inbox", async ({
  page,
}, testInfo) => {
  const bot = { ...typed, name: `Honeypot without script (${testInfo.project.name})` };
  await page.goto("/contact");
  await fillContactForm(page, bot);
  await fillHoneypot(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeInViewport();
  expect(await storedContacts(page)).not.toContainEqual(expect.objectContaining({ name: bot.name }));
});

test("a contact form posted from another site is refused, and nothing is stored", async ({ page }) => {
  const name = "Cross-site enquiry";
  const response = await page.request.post("/contact", {
    headers: { Origin: "https://attacker.example" },
    form: { name, email: "victim@example.co.za", message: "Sent in someone else's name" },
  });
  expect(response.status()).toBe(403);
  expect(await storedContacts(page)).not.toContainEqual(expect.objectContaining({ name }));
});
