import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { adminApi, E2E_ADMIN_PROOF, resetLinkFor, resetLinkOfNewUser, uniqueTag } from "./admin-support";

// Forms that carry a password must never put it in an address, where history, server logs and
// proxies keep it: not with JavaScript, not before it has loaded, not without it.

/** Every address the page requests from now on, to check that no secret is in one. */
function recordRequests(page: Page) {
  const requests: Array<{ method: string; url: string; body: string }> = [];
  page.on("request", (request) =>
    requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? "" }),
  );
  return {
    expectNoAddressWith(...secrets: string[]) {
      expect(requests.length).toBeGreaterThan(0);
      for (const secret of secrets) {
        const encoded = encodeURIComponent(secret);
        const leaks = requests.filter(({ url }) => url.includes(secret) || url.includes(encoded));
        expect(leaks.map(({ url }) => url)).toEqual([]);
      }
    },
    /** The requests whose body carried `secret`: these went by POST. */
    postedWith(secret: string) {
      return requests.filter(
        ({ body }) => body.includes(encodeURIComponent(secret)) || body.includes(secret),
      );
    },
  };
}

const TOO_COMMON = "This password is too common. Please choose one that is harder to guess";

/** A common password is refused at the form, which stays there: the link is still good. */
async function expectCommonPasswordRefused(page: Page) {
  await page.getByLabel("New password", { exact: true }).fill("Password123");
  await page.getByLabel("Confirm new password").fill("Password123");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText(TOO_COMMON);
  await expect(page.getByRole("button", { name: "Reset password" })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Each test loads a dozen pages and hashes passwords: room for a busy machine, not a deadline.
  test.describe.configure({ timeout: 120_000 });

  test("the sign-in form posts, shows the scripted texts, then signs in and returns to the page asked for", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto("/login?redirectTo=%2Fadmin%2Fcontacts");

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter both email and password");

    await page.getByLabel("Email address").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    // The email comes back as typed; the password never does.
    await expect(page.getByLabel("Email address")).toHaveValue(E2E_ADMIN.email);
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(200);
    expect((await me.json()).data.email).toBe(E2E_ADMIN.email);

    requests.expectNoAddressWith("not-the-password", E2E_ADMIN.password);
    expect(requests.postedWith(E2E_ADMIN.password)).toEqual([
      expect.objectContaining({ method: "POST", url: expect.stringMatching(/\/login\?redirectTo=/) }),
    ]);
  });

  test("forgot password and reset password work by posting, and the new password signs in", async ({
    page,
    request,
  }, testInfo) => {
    const email = `reset-${uniqueTag(testInfo)}@example.com`;
    const newPassword = `new-secret-${testInfo.project.name}`;
    await (await adminApi(request)).post("/api/users", {
      name: "Reset Without Script",
      email,
      password: "old-secret-password",
      role: "admin",
      ...E2E_ADMIN_PROOF,
    });
    const requests = recordRequests(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your email address");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Password reset email sent! Please check your inbox.")).toBeVisible();

    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await expectCommonPasswordRefused(page);

    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText(/Your password has been reset successfully/)).toBeVisible();
    // On to the login page after the delay, as with JavaScript.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

    // The link is used up, and the page says so as it opens.
    await page.goto(link);
    await expect(page.getByText("The reset link appears to be invalid or has expired.")).toBeVisible();
    await expect(page.getByText("Invalid or expired reset token")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    requests.expectNoAddressWith(newPassword, "another-password");
  });

  test("a sign-in whose return address cannot go in a Location header goes to the dashboard", async ({
    page,
    baseURL,
  }) => {
    // Each once answered 500 after the session was made: Location refuses these characters.
    const unusable = [
      "/admin/contacts\r\nSet-Cookie: planted=1",
      "/admin/contacts\u2028",
      "/admin/\u0000",
      "/admin/\u0085",
      "/admin/\u007f",
      "/admin/caf\u00e9",
      "/admin/\u65e5\u672c",
    ];
    for (const redirectTo of unusable) {
      const response = await page.request.post(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
        headers: { Origin: baseURL as string },
        form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
      expect(response.headers().location, JSON.stringify(redirectTo)).toBe("/admin/dashboard");
    }
  });

  test("a sign-in posted from another site is refused and signs nobody in", async ({ page }) => {
    const response = await page.request.post("/login", {
      headers: { Origin: "https://attacker.example" },
      form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test("with JavaScript the sign-in form still calls the API, and no address holds the password", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto("/login?redirectTo=%2Fadmin%2Fsolutions");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Email address").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/solutions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Solutions" })).toBeVisible();
  requests.expectNoAddressWith(E2E_ADMIN.password);
  expect(requests.postedWith(E2E_ADMIN.password)).toEqual([
    expect.objectContaining({ method: "POST", url: expect.stringMatching(/\/api\/auth\/login$/) }),
  ]);
});

test("with JavaScript a common new password is refused at the reset form, and a better one is taken", async ({
  page,
  request,
}, testInfo) => {
  await page.goto(await resetLinkOfNewUser(await adminApi(request), testInfo, "Reset With Script"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("New password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm new password").fill("12345");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters");
  await page.getByLabel("New password", { exact: true }).fill("123456");
  await page.getByLabel("Confirm new password").fill("654321");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
  await expectCommonPasswordRefused(page);
  await page.getByLabel("New password", { exact: true }).fill("karoo-sunrise-47");
  await page.getByLabel("Confirm new password").fill("karoo-sunrise-47");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText(/Your password has been reset successfully/)).toBeVisible();
});

test("a reset link that dies while its form is open is reported when the form is sent", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const link = await resetLinkOfNewUser(api, testInfo, "Reset Late");
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Used elsewhere (another tab, say) after this page opened.
  const token = link.split("/").pop() as string;
  await api.put(`/api/auth/resetpassword/${token}`, { password: "karoo-dawn-58" });
  await page.getByLabel("New password", { exact: true }).fill("karoo-dusk-93");
  await page.getByLabel("Confirm new password").fill("karoo-dusk-93");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("The reset link appears to be invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to login" })).toHaveAttribute(
    "href",
    "/login",
  );
});
