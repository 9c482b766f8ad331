import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./support";

// SPEC §2: page transitions wait for the previous page to leave; reduced motion follows the
// visitor's setting. Each view transition the page starts is recorded with the animations
// its snapshots run, which is what the visitor sees while the page changes.

interface Played {
  pseudoElement: string;
  name: string;
  start: number;
  end: number;
}
interface Transition {
  ready: boolean;
  played: Played[];
}

async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const transitions: Transition[] = [];
    Object.assign(window, { transitions });
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
      const transition = start(update);
      const record: Transition = { ready: false, played: [] };
      transitions.push(record);
      transition.ready
        .then(() => {
          for (const animation of document.getAnimations()) {
            const effect = animation.effect as KeyframeEffect;
            if (!effect.pseudoElement?.startsWith("::view-transition")) continue;
            const timing = effect.getComputedTiming();
            record.played.push({
              pseudoElement: effect.pseudoElement,
              name: (animation as CSSAnimation).animationName,
              start: Number(timing.delay),
              end: Number(timing.endTime),
            });
          }
        })
        .finally(() => {
          record.ready = true;
        });
      return transition;
    }) as typeof document.startViewTransition;
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { transitions: Transition[] }).transitions);

/** The transitions started so far (at least `count`), once each has built its snapshots. */
async function transitions(page: Page, count = 0) {
  await expect.poll(async () => (await recorded(page)).length).toBeGreaterThanOrEqual(count);
  await expect.poll(async () => (await recorded(page)).every((transition) => transition.ready)).toBe(true);
  return recorded(page);
}

/** Follows a link of the main navigation: in the bar, or in the menu on small screens. */
async function followNavLink(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const inBar = nav.getByRole("link", { name, exact: true }).first();
  if (!(await inBar.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  await nav.getByRole("link", { name, exact: true }).filter({ visible: true }).click();
}

test("a nav link fades the leaving page out before the new page fades in; the header stays", async ({
  page,
}) => {
  await recordTransitions(page);
  await openPage(page, "/");
  await page.evaluate(() => window.scrollTo(0, 600));
  await followNavLink(page, "AI Basics");
  await expect(page).toHaveURL(/\/ai-basics$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const [transition] = await transitions(page, 1);
  expect(await recorded(page)).toHaveLength(1);
  const leaving = transition?.played.find((played) => played.pseudoElement === "::view-transition-old(root)");
  const entering = transition?.played.find(
    (played) => played.pseudoElement === "::view-transition-new(root)",
  );
  expect(leaving).toMatchObject({ name: "page-leave", start: 0 });
  expect(entering).toMatchObject({ name: "page-enter" });
  expect(entering?.start).toBeGreaterThanOrEqual(leaving?.end ?? Number.POSITIVE_INFINITY);
  expect(transition?.played.filter((played) => played.pseudoElement.includes("site-header"))).toEqual([]);
  // The new page starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("with reduced motion the page changes without animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await recordTransitions(page);
  await openPage(page, "/");
  await followNavLink(page, "Contact");
  await expect(page).toHaveURL(/\/contact$/);
  const [transition] = await transitions(page, 1);
  expect(transition?.played).toEqual([]);
});

test("a query-string change does not animate the page, also when going back over it", async ({ page }) => {
  await recordTransitions(page);
  await openPage(page, "/solutions");
  await followNavLink(page, "AI Basics");
  await expect(page).toHaveURL(/\/ai-basics$/);
  // Back only once the link's transition has its snapshots: a new one begun before that skips
  // it, as a browser does for a visitor who presses Back mid-change (it failed so under load).
  await transitions(page, 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/solutions$/);
  // Both page changes animate: the link's, and the way back over it.
  for (const transition of await transitions(page, 2)) {
    expect(transition.played.map((played) => played.name).sort()).toEqual(["page-enter", "page-leave"]);
  }
  // A filter chosen from the footer stays on the catalogue: a new entry, same path.
  await page.getByRole("contentinfo").getByRole("link", { name: "Solutions for Inefficiencies" }).click();
  await expect(page).toHaveURL(/\/solutions\?challenge=Inefficiencies$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/solutions$/);
  await page.getByRole("navigation", { name: "Tier" }).getByRole("link", { name: /Gold/ }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold$/);
  const all = await transitions(page);
  expect(all.slice(2).flatMap((transition) => transition.played)).toEqual([]);
});

test("without the View Transitions API the pages still change", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Document.prototype, "startViewTransition");
  });
  await openPage(page, "/");
  expect(await page.evaluate(() => "startViewTransition" in document)).toBe(false);
  await followNavLink(page, "Contact");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
});
