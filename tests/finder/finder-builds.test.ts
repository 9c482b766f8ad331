import { expect, it } from "vitest";
import { solutionInputSchema } from "#domain/content/solution";
import { demoSolutions } from "#server/seed/demo-solutions";
import { createFinder } from "#server/services/finder/finder";
import type { FinderSolution } from "#server/services/finder/finder-index";
import { createContentEvents } from "#server/services/shared/content-events";

// The finder's index is built at start-up and again at once on every content change, here or
// from another instance (decision 0093): no visitor's description pays for a build, and none
// sees the catalogue as it was before a change.

const demo = demoSolutions.map((solution) => solutionInputSchema.parse(solution));
const byId = (id: string) => demo.find((solution) => solution.id === id) as FinderSolution;
const receipts = byId("ocr-receipt-capture");
const replies = byId("whatsapp-auto-reply-bot");

function finderOver(initial: FinderSolution[]) {
  const events = createContentEvents();
  const state = { catalogue: initial, reads: 0, fail: false };
  const finder = createFinder(
    async () => {
      state.reads += 1;
      if (state.fail) throw new Error("database away");
      return state.catalogue;
    },
    events,
    () => {},
  );
  return { finder, events, state };
}

it("builds at start and on each change, before any description asks", async () => {
  const { finder, events, state } = finderOver([receipts]);
  expect(state.reads).toBe(0);
  await finder.start();
  expect(state.reads).toBe(1);
  expect((await finder.match("my till slips get lost", 5))?.matches[0]?.id).toBe(receipts.id);
  expect(state.reads).toBe(1);

  state.catalogue = [receipts, replies];
  events.changedElsewhere(); // another instance's change, through the change bus
  expect(state.reads).toBe(2);
  expect((await finder.match("customers whatsapp me at night", 5))?.matches[0]?.id).toBe(replies.id);
  expect(state.reads).toBe(2);

  state.catalogue = [receipts];
  events.changed(); // a change here
  expect(state.reads).toBe(3);
  expect((await finder.match("customers whatsapp me at night", 5))?.matches.map((m) => m.id)).not.toContain(
    replies.id,
  );
});

it("builds on the first description when never started, and reads nothing before", async () => {
  const { finder, events, state } = finderOver([receipts]);
  events.changed();
  expect(state.reads).toBe(0);
  expect((await finder.match("till slips", 5))?.noMatch).toBe(false);
  expect(state.reads).toBe(1);
  events.changed();
  expect(state.reads).toBe(2);
});

it("tries again on the next description when a build failed", async () => {
  const { finder, state } = finderOver([receipts]);
  state.fail = true;
  await expect(finder.start()).rejects.toThrow("database away");
  state.fail = false;
  expect((await finder.match("till slips", 5))?.matches[0]?.id).toBe(receipts.id);
  expect(state.reads).toBe(2);
});
