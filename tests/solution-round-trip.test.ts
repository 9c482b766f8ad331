import { expect, it } from "vitest";
import { formFromSolution } from "#app/features/admin/solutions/editor/form/solution-form.ts";
import {
  generateSolutionJson,
  parseSolutionJson,
} from "#app/features/admin/solutions/editor/form/solution-json.ts";
import { type SolutionData, solutionInputSchema } from "#domain/content/solution";
import { apiClient } from "./support/api-client";
import { serverWithAdmin } from "./support/server-with-admin";

// Every field of the solution schema, none at its default, through the API and back and
// through the editor's Generate JSON and Import from JSON. A field added to the schema must
// be added here (the first check), and then has to survive both trips with no other change
// than its column and its editor section.
const everyField = {
  id: "every-field",
  title: "Every Field",
  tagline: "Nothing left at its default",
  description: "First paragraph.\n\nSecond paragraph.",
  challenges: ["Inefficiencies", "High Operating Costs"],
  sectors: ["Retail", "Finance"],
  features: [
    { title: "Reads slips", description: "From a phone photo" },
    { title: "Files them", description: "" },
  ],
  techStack: ["OCR", "PostgreSQL"],
  animation: {
    nodes: [
      { id: "in", label: "Slip", type: "input", x: -20, y: 40 },
      { id: "check", label: "Check", type: "decision", x: 180, y: 40 },
      { id: "out", label: "Ledger", type: "data", x: 380, y: 140 },
    ],
    edges: [
      { from: "in", to: "check" },
      { from: "check", to: "out" },
    ],
  },
  implementationSteps: [
    { id: 1, title: "Connect", description: "The mailbox", iconName: "MailIcon" },
    { id: 2, title: "Train", description: "", iconName: "ChartBarIcon" },
  ],
  customerWords: { en: ["my slips get lost"], af: ["die slippies raak weg"], zu: ["ama-slip ayalahleka"] },
  timeline: "2-3 weeks",
  pricing: { upfront: "R4,500", monthly: "R650", upfrontCents: 450_000, monthlyCents: 65_000 },
  tier: "gold",
  icon: "DocumentTextIcon",
  interest: "ocr",
  status: "published",
  publishAt: "2026-01-05T06:00:00.000Z",
} satisfies Required<SolutionData>;

const suite = serverWithAdmin();

it("the round trip below covers every field of the schema", () => {
  expect(Object.keys(everyField).sort()).toEqual(Object.keys(solutionInputSchema.shape).sort());
});

it("keeps every field through the API and through the editor's JSON", async () => {
  expect((await suite.admin.post("/api/solutions", everyField)).status).toBe(201);
  const stored = (await apiClient(suite.server).get(`/api/solutions/${everyField.id}`)).body.data;
  expect(stored).toEqual(everyField);

  const form = formFromSolution(stored);
  const imported = parseSolutionJson(generateSolutionJson(form));
  expect(imported).toEqual({ form, filled: [] });
});

it("clears an optional field that a save leaves out", async () => {
  const { techStack: _dropped, ...withoutTechStack } = everyField;
  expect((await suite.admin.put(`/api/solutions/${everyField.id}`, withoutTechStack)).status).toBe(200);
  const stored = (await apiClient(suite.server).get(`/api/solutions/${everyField.id}`)).body.data;
  expect(stored).toEqual(withoutTechStack);
});
