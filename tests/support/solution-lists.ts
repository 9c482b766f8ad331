// The smallest lists a stored solution must have (SPEC §5: one feature, one step; the chart
// defaults to a new solution's). Tests about something else spread them into their solutions.
export const MINIMUM_LISTS = {
  features: [{ title: "Feature" }],
  implementationSteps: [{ title: "Step" }],
};

/** A solution priced R5,000 upfront, which a quote made from it prices at that (deposit 50 %: R2,500). */
export const quotableSolution = (id: string, title: string) => ({
  ...MINIMUM_LISTS,
  id,
  title,
  tier: "gold",
  pricing: { upfront: "R5,000" },
});
