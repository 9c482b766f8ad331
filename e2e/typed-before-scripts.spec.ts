import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from "@playwright/test";
import { adminApi, resetLinkOfNewUser } from "./admin-support";
import { holdBack, holdBackScripts, hydrated, openBeforeScripts, openGetStarted, openPage } from "./support";

// Issue 46, item 1 (decision 0075): what a visitor types into a form before the page's scripts
// have run is still there, with the caret and the focus where they were, once React has taken
// over and the form's token has arrived. At 375 px, several rounds a form, one of them with the
// CPU slowed 4x. E2E_TYPING_ROUNDS sets the rounds (the 10 take several minutes here).

test.use({ viewport: { width: 375, height: 812 } });
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

const ROUNDS = Number(process.env.E2E_TYPING_ROUNDS ?? 3);
/** The rounds' CPU slowdowns: the last round runs 4x slower, as a cheap phone does. */
const SLOWDOWNS = Array.from({ length: ROUNDS }, (_, round) => (round === ROUNDS - 1 ? 4 : 1));

interface TypedField {
  label: string;
  value: string;
}

interface TypedForm {
  name: string;
  /** The page's address; a reset link is made for the test. */
  path: (request: APIRequestContext, testInfo: TestInfo) => string | Promise<string>;
  /** The form on its page. */
  form: (page: Page) => Locator;
  /** Typed in this order; the caret is moved back in the last, and typing goes on there. */
  fields: TypedField[];
  /** A choice made before the scripts too. */
  choice?: TypedField;
}

const FORMS: TypedForm[] = [
  {
    name: "the contact page",
    path: () => "/contact",
    form: (page) => page.getByRole("form", { name: "Send us a message" }),
    choice: { label: "What are you interested in?", value: "chatbot" },
    fields: [
      { label: "Your name", value: "Lerato Molefe" },
      { label: "Company (optional)", value: "Molefe Bakery" },
      { label: "Email address", value: "lerato.molefe@gmail.com" },
      { label: "Phone (optional)", value: "082 555 0142" },
      { label: "Message", value: "We bake 400 loaves a day and want orders on WhatsApp." },
    ],
  },
  {
    name: "sign-in",
    path: () => "/login",
    form: (page) => page.locator("main form").first(),
    fields: [
      { label: "Email address", value: "sipho@example.co.za" },
      { label: "Password", value: "a long pass phrase" },
    ],
  },
  {
    name: "forgot password",
    path: () => "/login?forgot",
    form: (page) => page.locator("main form").first(),
    fields: [{ label: "Email address", value: "naledi@example.co.za" }],
  },
  {
    name: "reset password",
    path: async (request, testInfo) =>
      resetLinkOfNewUser(await adminApi(request), testInfo, "Typed Before Scripts"),
    form: (page) => page.locator("main form").first(),
    fields: [
      { label: "New password", value: "kettle-river-stone" },
      { label: "Confirm new password", value: "kettle-river-stone" },
    ],
  },
];

/** Slows the page's CPU by `rate` (1: full speed) through the DevTools protocol. */
async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await cdp.detach();
}

/** Types every field (and makes the choice), then moves the caret 3 characters back in the last. */
async function typeInto(form: Locator, { fields, choice }: Pick<TypedForm, "fields" | "choice">) {
  if (choice) await form.getByLabel(choice.label, { exact: true }).selectOption(choice.value);
  for (const { label, value } of fields) {
    const field = form.getByLabel(label, { exact: true });
    await field.click();
    await field.pressSequentially(value);
  }
  for (let step = 0; step < 3; step++) await form.page().keyboard.press("ArrowLeft");
}

/**
 * Types on where the caret was left, then sees every value whole. The keystroke also makes React
 * render the form again from its state: a field whose typed value the state lacks would go blank.
 */
async function expectAllKept(form: Locator, { fields, choice }: Pick<TypedForm, "fields" | "choice">) {
  const last = fields.at(-1) as TypedField;
  const lastField = form.getByLabel(last.label, { exact: true });
  await expect(lastField).toBeFocused();
  await form.page().keyboard.type("!");
  const expected = fields.map(({ label, value }) => ({
    label,
    value: label === last.label ? `${value.slice(0, -3)}!${value.slice(-3)}` : value,
  }));
  for (const { label, value } of expected) {
    await expect(form.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  if (choice) await expect(form.getByLabel(choice.label, { exact: true })).toHaveValue(choice.value);
  await expect(lastField).toBeFocused();
}

for (const typed of FORMS) {
  test(`${typed.name}: what is typed before the scripts survives them`, async ({
    page,
    request,
  }, testInfo) => {
    const path = await typed.path(request, testInfo);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const [round, rate] of SLOWDOWNS.entries()) {
      await test.step(`round ${round + 1}, CPU ${rate}x slower`, async () => {
        await slowCpu(page, rate);
        const release = await holdBackScripts(page);
        await openBeforeScripts(page, path);
        const form = typed.form(page);
        await typeInto(form, typed);
        // Still the server's HTML: nothing above was React's doing.
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
        release();
        await hydrated(page);
        // The form token (contact page) has come and been rendered.
        await page.waitForLoadState("networkidle");
        await expectAllKept(form, typed);
        await page.unrouteAll({ behavior: "wait" });
        await slowCpu(page, 1);
      });
    }
    expect(errors).toEqual([]);
  });
}

// The Get Started dialog's form is fetched when asked for, so it is typed into after the
// scripts: what is typed before its form token arrives survives the token.
test("Get Started: what is typed before the form token arrives survives it", async ({ page }) => {
  for (const [round, rate] of SLOWDOWNS.entries()) {
    await test.step(`round ${round + 1}, CPU ${rate}x slower`, async () => {
      await openPage(page, "/solutions");
      await slowCpu(page, rate);
      const release = await holdBack(page, "**/api/enquiries/token");
      await openGetStarted(page);
      await page.getByRole("link", { name: /Request Custom Solution/ }).click();
      const form = page.getByRole("dialog").locator("form").filter({ hasText: "Tell us what you need" });
      const fields = [
        { label: "Full Name", value: "Thabo Nkosi" },
        { label: "Email Address", value: "thabo@nkosi-transport.co.za" },
        { label: "Company (Optional)", value: "Nkosi Transport" },
        { label: "WhatsApp or phone (Optional)", value: "+27 71 555 0199" },
        { label: "How can we help?", value: "Route planning for six bakkies." },
      ];
      await typeInto(form, { fields });
      const token = page.waitForResponse("**/api/enquiries/token");
      release();
      await token;
      await expectAllKept(form, { fields });
      await page.unrouteAll({ behavior: "wait" });
      await slowCpu(page, 1);
    });
  }
});
