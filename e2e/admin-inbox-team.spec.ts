import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  expectNoAxeViolations,
  openAdminScreen,
  openSidebar,
  setTheme,
  signInAs,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";
import { test } from "./device-fixture";

// A team of admins on one inbox (issue 45, items 2 and 3; decision 0074): two browsers on one
// enquiry see each other there and each other's changes without reloading, a reply written
// while another was sent is held back, and a tab in the background keeps its title counting.
// Waits are generous: the heartbeat is 5 s, the hidden tab's poll 30 s, the machine slow.

/** Sent as a visitor would; answers the enquiry's id. */
async function enquire(request: APIRequestContext, name: string) {
  const sent = await request.post("/api/contact/enquiry", {
    data: { name, email: "team@example.co.za", message: "Can your chatbot answer in isiZulu?" },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return (await sent.json()).data.id as string;
}

test("two admins on one enquiry: each sees the other, the other's change within 10 s, and no reply over another unseen", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const sipho = { name: `Sipho ${tag}`, email: `sipho-${tag}@example.com`, password: `sipho-${tag}-pass` };
  // Sent before `request` signs in: a visitor's enquiry carries no admin's cookie.
  const id = await enquire(request, `Team ${tag}`);
  const api = await adminApi(request);
  await api.post("/api/users", { ...sipho, role: "admin", ...E2E_ADMIN_PROOF });
  const address = `/admin/contacts?q=${tag}&id=${id}`;

  await signInAsAdmin(page);
  await page.goto(address);
  const ours = page.getByRole("dialog", { name: `Team ${tag}` });
  await expect(ours.getByLabel("Reply to team@example.co.za")).toBeVisible();

  // Sipho, at another desk.
  const desk = await browser.newContext({ baseURL });
  const other = await desk.newPage();
  await signInAs(other, sipho);
  await other.goto(address);
  const theirs = other.getByRole("dialog", { name: `Team ${tag}` });
  const theirReply = theirs.getByLabel("Reply to team@example.co.za");
  await expect(theirReply).toBeVisible();

  await expect(ours.getByText(`${sipho.name} is viewing`)).toBeVisible();
  await expect(theirs.getByText("Administrator is viewing")).toBeVisible();
  await theirReply.fill("Sipho here: yes, in isiZulu and English.");
  await expect(ours.getByText(`${sipho.name} is replying`)).toBeVisible();

  // Administrator sends first; Sipho's reply, written before it, is stopped with it shown.
  await ours.getByLabel("Reply to team@example.co.za").fill("Administrator here: yes, we can.");
  await ours.getByRole("button", { name: "Send reply" }).click();
  await expect(ours.getByText(/^Replied by Administrator, /)).toBeVisible();
  await theirs.getByRole("button", { name: "Send reply" }).click();
  const held = theirs.getByRole("alert").filter({ hasText: "Administrator replied while you were writing" });
  await expect(held).toContainText("Your reply has not been sent.");
  await expect(held).toContainText("Administrator here: yes, we can.");
  await expect(theirReply).toHaveValue("Sipho here: yes, in isiZulu and English.");
  for (const theme of ["light", "dark"] as const) {
    await setTheme(other, theme);
    await expectNoAxeViolations(other);
  }
  await held.getByRole("button", { name: "Send anyway" }).click();
  await expect(theirs.getByText(`Replied by ${sipho.name},`)).toBeVisible();
  await expect(theirReply).toHaveValue("");

  // A change made in one panel reaches the other within 10 s, nobody reloading.
  await expect(ours.getByText(`Replied by ${sipho.name},`)).toBeVisible({ timeout: 10_000 });
  await ours.getByRole("button", { name: "Mark Completed" }).click();
  await expect(theirs.getByText("Administrator changed In Progress to Completed")).toBeVisible({
    timeout: 10_000,
  });

  // Sipho's panel hears nothing more (its polls fail): his change over Administrator's is refused,
  // says who changed what, and shows it.
  await other.route(
    (url) => /^\/api\/contact\/(summary|[^/]+\/presence)$/.test(url.pathname),
    (route) => route.abort(),
  );
  await ours.getByLabel("Owner").selectOption({ label: "Administrator" });
  await expect(ours.getByText("Administrator took it")).toBeVisible();
  await theirs.getByRole("button", { name: "Mark New" }).click();
  await expect(theirs.getByRole("alert")).toContainText(
    /^Administrator changed this enquiry at .+ \(gave it to Administrator\)\. It shows their change now; yours was not made\.$/,
  );
  await expect(theirs.getByText("Administrator took it")).toBeVisible();
  await desk.close();

  // The history keeps who gave it to whom.
  const detail = await api.get(`/api/contact/${id}`);
  expect(detail.assignments).toMatchObject([{ toName: "Administrator", changedByName: "Administrator" }]);
  expect(detail.status).toBe("completed");
  expect(detail.replies).toHaveLength(2);
});

interface Recorded {
  shown: string[];
  asked: number;
}
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { recordedNotifications: Recorded }).recordedNotifications);
const titleCount = async (page: Page) => Number((await page.title()).match(/^\((\d+)\)/)?.[1] ?? 0);

/** The tab goes to the background (another tab in front, as the browser would report it). */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

/** The times at which `page` asked for the inbox's summary, from now on. */
function summaryRequests(page: Page): number[] {
  const times: number[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/api/contact/summary") times.push(Date.now());
  });
  return times;
}

/** The hidden tab's delay (inbox-poll.ts HIDDEN_POLL_MS), and the front tab's (POLL_MS). */
const HIDDEN_POLL_MS = 30_000;
const POLL_MS = 5_000;

test(
  "a tab in the background keeps counting, the phone's top bar shows the count, notifications only when asked",
  { tag: "@phone" },
  async ({ page, request, isMobile }, testInfo) => {
    // The browser's Notification, recorded: what a notification would show cannot be seen here.
    await page.addInitScript(() => {
      const record = { shown: [] as string[], asked: 0 };
      class RecordedNotification {
        static permission = "default";
        static async requestPermission() {
          record.asked++;
          RecordedNotification.permission = "granted";
          return "granted";
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options?: { body?: string }) {
          record.shown.push(`${title}: ${options?.body ?? ""}`);
        }
      }
      Object.assign(window, { Notification: RecordedNotification, recordedNotifications: record });
      // The poll's timer is a worker's (decision 0074): the site's policy must let it start.
      document.addEventListener("securitypolicyviolation", (event) =>
        record.shown.push(`refused: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const tag = uniqueTag(testInfo);
    await signInAsAdmin(page);
    await openAdminScreen(page, "/admin/contacts", "Contacts");

    // Off by default, and nothing asked on load; the button asks and turns it on.
    const menu = await openSidebar(page, isMobile);
    const bell = menu.getByRole("button", { name: "Notify me of new enquiries" });
    await expect(bell).toHaveAttribute("aria-pressed", "false");
    expect((await recorded(page)).asked).toBe(0);
    await bell.click();
    await expect(bell).toHaveAttribute("aria-pressed", "true");
    expect((await recorded(page)).asked).toBe(1);
    if (isMobile) await page.getByRole("button", { name: "Close admin menu" }).click();

    await hideTab(page);
    const before = await titleCount(page);
    await enquire(request, `Background ${tag}`);
    await expect.poll(() => titleCount(page), { timeout: 60_000 }).toBeGreaterThan(before);
    await expect
      .poll(async () => (await recorded(page)).shown, { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^New enquiry: \d+ unread in the inbox$/));
    expect((await recorded(page)).shown.filter((line) => line.startsWith("refused"))).toEqual([]);
    const worker = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes("/assets/poll-timer-worker"))
        .map((entry) => entry.responseStatus),
    );
    expect(worker).toEqual([200]);

    // On a phone the count is in the top bar, the menu closed.
    if (isMobile) {
      await expect(page.getByRole("link", { name: /^Contacts: \d+ unread$/ })).toBeVisible();
    }
  },
);

test("a hidden tab asks every 30 s by its worker's timer, and learns of a new enquiry within that", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  await hideTab(page);
  const asked = summaryRequests(page);
  // The poll already waiting comes after the front tab's delay (or the hidden one's, should the
  // tab hide while a poll was on its way); from then on, one every 30 s.
  await expect.poll(() => asked.length, { timeout: HIDDEN_POLL_MS + POLL_MS }).toBeGreaterThan(0);
  const before = await titleCount(page);
  const sentAt = Date.now();
  await enquire(request, `Hidden ${uniqueTag(testInfo)}`);
  await expect.poll(() => titleCount(page), { timeout: HIDDEN_POLL_MS + 10_000 }).toBeGreaterThan(before);
  expect(Date.now() - sentAt).toBeLessThan(HIDDEN_POLL_MS + 5_000);
  expect(asked).toHaveLength(2);
  const [first = 0, second = 0] = asked;
  expect(second - first).toBeGreaterThan(HIDDEN_POLL_MS - 2_000);
  expect(second - first).toBeLessThan(HIDDEN_POLL_MS + 5_000);
});

test("two tabs of one admin share one poll: one asks for both, and the other takes over when it closes", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueTag(testInfo);
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  const second = await page.context().newPage();
  await openAdminScreen(second, "/admin/dashboard", "Dashboard");
  const askedByFirst = summaryRequests(page);
  const askedBySecond = summaryRequests(second);

  // Over three intervals, the first tab asks (once an interval) and the second asks nothing.
  await page.waitForTimeout(3 * POLL_MS + 1_000);
  expect(askedBySecond).toEqual([]);
  expect(askedByFirst.length).toBeGreaterThanOrEqual(2);
  expect(askedByFirst.length).toBeLessThanOrEqual(4);

  // Both count a new enquiry from the one poll.
  const [firstBefore, secondBefore] = [await titleCount(page), await titleCount(second)];
  await enquire(request, `Shared ${tag}`);
  await expect.poll(() => titleCount(page), { timeout: 10_000 }).toBeGreaterThan(firstBefore);
  await expect.poll(() => titleCount(second), { timeout: 10_000 }).toBeGreaterThan(secondBefore);
  expect(askedBySecond).toEqual([]);
  const counted = await titleCount(second);

  // The polling tab closes: the other takes over at once and keeps counting.
  await page.close();
  await expect.poll(() => askedBySecond.length, { timeout: 5_000 }).toBeGreaterThan(0);
  await enquire(request, `Taken over ${tag}`);
  await expect.poll(() => titleCount(second), { timeout: 10_000 }).toBeGreaterThan(counted);
});
