import { describe, expect, it } from "vitest";
import { ICONS, STEP_ICONS } from "#domain/options";
import { apiClient } from "../../../tests/support/api-client";
import { serverWithAdmin } from "../../../tests/support/server-with-admin";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// Icon names come from the icon list of SPEC §3 (steps may also show UserIcon). Anything else,
// names every object has through its prototype included, is refused when saved.

const PROTOTYPE_NAMES = ["constructor", "__proto__", "valueOf", "toString", "hasOwnProperty"];

describe("solution icon names", () => {
  const suite = serverWithAdmin();

  const solution = (id: string, icon: string, iconName: string) => ({
    ...MINIMUM_LISTS,
    id,
    title: "Icons",
    icon,
    pricing: { upfront: "R1" },
    implementationSteps: [{ title: "Step", iconName }],
  });

  it.each([...PROTOTYPE_NAMES, "NoSuchIcon", "", "cogicon"])(
    "refuses %j as a step or solution icon",
    async (name) => {
      const step = await suite.admin.post("/api/solutions", solution("bad-step-icon", "CogIcon", name));
      expect(step.status).toBe(400);
      expect(step.body.errors).toEqual({
        "implementationSteps.0.iconName": "Choose a step icon from the icon list",
      });
      const icon = await suite.admin.post("/api/solutions", solution("bad-icon", name, "CogIcon"));
      expect(icon.status).toBe(400);
      expect(icon.body.errors).toEqual({ icon: "Choose an icon from the icon list" });
      expect((await apiClient(suite.server).get("/api/solutions")).body.count).toBe(0);
    },
  );

  it("keeps every listed icon, and UserIcon for steps, as saved", async () => {
    for (const [index, name] of STEP_ICONS.entries()) {
      const icon = (ICONS as readonly string[]).includes(name) ? name : "ChartBarIcon";
      const id = `icon-${index}`;
      expect((await suite.admin.post("/api/solutions", solution(id, icon, name))).status).toBe(201);
      const read = await apiClient(suite.server).get(`/api/solutions/${id}`);
      expect(read.body.data).toMatchObject({ icon, implementationSteps: [{ iconName: name }] });
    }
  });
});
