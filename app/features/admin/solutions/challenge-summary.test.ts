import { describe, expect, it } from "vitest";
import { summariseChallenges } from "./challenge-summary";

describe("summariseChallenges", () => {
  it("shows up to two challenges without a remainder", () => {
    expect(summariseChallenges(["A", "B"])).toEqual({ shown: ["A", "B"], more: null });
    expect(summariseChallenges([])).toEqual({ shown: [], more: null });
  });

  it("counts the hidden ones as '+N more'", () => {
    expect(summariseChallenges(["A", "B", "C", "D"])).toEqual({ shown: ["A", "B"], more: "+2 more" });
  });
});
