import { describe, expect, it } from "vitest";
import { failureTexts } from "./failure-texts";

describe("failureTexts", () => {
  it("gives each action its two texts under the names failureMessage reads", () => {
    expect(
      failureTexts({ load: ["Failed to load users", "An error occurred while fetching users"] }),
    ).toEqual({
      load: { failed: "Failed to load users", errored: "An error occurred while fetching users" },
    });
  });

  it("gives an action SPEC writes one text for that text both ways", () => {
    expect(failureTexts({ upload: "An error occurred while uploading the video" })).toEqual({
      upload: {
        failed: "An error occurred while uploading the video",
        errored: "An error occurred while uploading the video",
      },
    });
  });
});
