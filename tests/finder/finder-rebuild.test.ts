import { expect, it } from "vitest";
import { FINDER_API_RESULTS } from "#domain/content/finder";
import { solutionInputSchema } from "#domain/content/solution";
import { demoSolutions } from "#server/seed/demo-solutions";
import { buildIndex, search } from "#server/services/finder/finder-index";
import { heldOut, tuning } from "./labelled-descriptions";

// A rebuild after a catalogue change reads only the solutions that changed (decision 0085: the
// first description after a change pays the build, on the server's only thread), and answers
// exactly as an index built from nothing would.

const demo = demoSolutions
  .map((solution) => solutionInputSchema.parse(solution))
  .sort((a, b) => (a.id < b.id ? -1 : 1));
const descriptions = [...tuning, ...heldOut].map((labelled) => labelled.text);

it("keeps the unchanged solutions as read, reads the changed one again, and answers as a fresh build", () => {
  const before = buildIndex(demo);
  const [first, ...rest] = demo;
  if (!first) throw new Error("no demo solutions");
  const changed = [
    { ...first, customerWords: { en: ["embroidered rugby jerseys"], af: [], zu: [] } },
    ...rest,
  ];
  const rebuilt = buildIndex(changed, before);

  expect(rebuilt.solutions[0]).not.toBe(before.solutions[0]);
  rebuilt.solutions.slice(1).forEach((solution, at) => {
    expect(solution).toBe(before.solutions[at + 1]);
  });
  const fresh = buildIndex(changed);
  for (const text of [...descriptions, "embroidered rugby jerseys"])
    expect(search(rebuilt, text, FINDER_API_RESULTS), text).toEqual(search(fresh, text, FINDER_API_RESULTS));
  expect(search(rebuilt, "embroidered rugby jerseys", FINDER_API_RESULTS).matches[0]?.id).toBe(first.id);
});

it("drops a solution taken out of the catalogue", () => {
  const before = buildIndex(demo);
  const rebuilt = buildIndex(demo.slice(1), before);
  expect(rebuilt.solutions.map((solution) => solution.id)).toEqual(
    demo.slice(1).map((solution) => solution.id),
  );
  for (const text of descriptions)
    expect(search(rebuilt, text, FINDER_API_RESULTS).matches.map((match) => match.id)).not.toContain(
      demo[0]?.id,
    );
});
