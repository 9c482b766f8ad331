// The smallest lists a stored solution must have (SPEC §5: one feature, one step; the chart
// defaults to a new solution's). Tests about something else spread them into their solutions.
export const MINIMUM_LISTS = {
  features: [{ title: "Feature" }],
  implementationSteps: [{ title: "Step" }],
};
