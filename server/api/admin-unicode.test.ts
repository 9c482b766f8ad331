import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isEmailAddress } from "#domain/text-rules";
import { type ApiResponse, apiClient, signIn } from "../../tests/support/api-client";
import { mediaFile, uploadForm } from "../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { MINIMUM_LISTS } from "../../tests/support/solution-lists";

// Property: whatever odd Unicode an administrator saves (unpaired surrogates, NUL, right-to-left
// overrides, emoji, combining marks, invisible spaces), each write is refused with a 400 or
// stored and read back exactly as accepted (text is trimmed), never a 5xx.

const ODD_UNITS = [
  ...["\u0000", "\uD83D", "\uDE00", "\uDBFF"], // NUL and unpaired surrogate halves
  ...["\u202E", "\u202D", "\u202C", "\u200F", "\u200E", "\u2066"], // direction controls
  ...["\u0301", "\u0336", "\u20DD", "e\u0301"], // combining marks
  ...["😀", "👩🏽‍💻", "🇿🇦", "\uFEFF", "\u00A0", "\u2028", "\u200B", " ", "\t", "\u0007"],
  ...["a", "Z", "ß", "İ", "ع", "中", "<", "&", '"', "\\"],
];
const oddText = fc.string({ unit: fc.constantFrom(...ODD_UNITS), maxLength: 10 });

// ES2024 string methods, in Node 20 but not in the TypeScript library this project targets.
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };

/** Text PostgreSQL can hold: judged by the language itself, not by the code under test. */
const storable = (text: string) => !text.includes("\u0000") && (text as Es2024String).isWellFormed();
const present = (text: string) => text.trim() !== "";

const RUNS = { numRuns: 25 };
// For hangs only: a property makes many requests, and the machine may be busy.
const PROPERTY_TIMEOUT = 300_000;

/** One property as one test: `check` runs for each generated value. */
function property<T>(name: string, values: fc.Arbitrary<T>, check: (value: T) => Promise<void>) {
  it(name, () => fc.assert(fc.asyncProperty(values, check), RUNS), PROPERTY_TIMEOUT);
}

describe("property: admin writes with odd Unicode", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let token: string;
  let adminPassword: string;
  let counter = 0;
  let userId: string;
  let contactId: string;
  const updatedSolution = "unicode-update";
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0", LOGIN_RATE_LIMIT: "0" });
    ({ token, password: adminPassword } = await signIn(server, "admin"));
    admin = apiClient(server, token);
    const solution = { ...MINIMUM_LISTS, id: updatedSolution, title: "Before", pricing: { upfront: "R1" } };
    expect((await admin.post("/api/solutions", solution)).status).toBe(201);
    userId = (await signIn(server, "user")).user.id;
    const enquiry = { name: "Naledi", email: "naledi@example.co.za", message: "Hello" };
    contactId = (await apiClient(server).post("/api/enquiries", enquiry)).body.data.id;
  });
  afterAll(() => server.close());

  const solutionTexts = fc.record({
    title: oddText,
    tagline: oddText,
    description: oddText,
    featureTitle: oddText,
    featureDescription: oddText,
    tech: oddText,
    nodeLabel: oddText,
    stepTitle: oddText,
    stepDescription: oddText,
    timeline: oddText,
    upfront: oddText,
    monthly: oddText,
  });
  type SolutionTexts = typeof solutionTexts extends fc.Arbitrary<infer T> ? T : never;
  const REQUIRED: (keyof SolutionTexts)[] = [
    "title",
    "featureTitle",
    "tech",
    "stepTitle",
    "timeline",
    "upfront",
  ];

  const solutionBody = (t: SolutionTexts) => ({
    title: t.title,
    tagline: t.tagline,
    description: t.description,
    features: [{ title: t.featureTitle, description: t.featureDescription }],
    techStack: [t.tech],
    animation: {
      nodes: [
        { id: "n1", label: t.nodeLabel, type: "process", x: 0, y: 0 },
        { id: "n2", label: "Output", type: "output", x: 200, y: 0 },
      ],
      edges: [],
    },
    implementationSteps: [{ title: t.stepTitle, description: t.stepDescription, iconName: "UserIcon" }],
    timeline: t.timeline,
    pricing: { upfront: t.upfront, monthly: t.monthly },
  });
  const trimmed = (t: SolutionTexts) =>
    Object.fromEntries(Object.entries(t).map(([key, value]) => [key, value.trim()])) as SolutionTexts;
  const acceptable = (t: SolutionTexts) =>
    Object.values(t).every(storable) && REQUIRED.every((key) => present(t[key]));

  /** A solution write: answered `okStatus` or 400 as the texts deserve, and read back as saved. */
  const solutionWrite =
    (write: (id: string, body: object) => Promise<ApiResponse>, okStatus: number, fixedId?: string) =>
    async (t: SolutionTexts) => {
      const id = fixedId ?? `unicode-${++counter}`;
      const response = await write(id, solutionBody(t));
      // The answer's body names what went wrong when the status is not the one expected.
      expect(response.status, JSON.stringify(response.body)).toBe(acceptable(t) ? okStatus : 400);
      if (response.status !== okStatus) return;
      const read = await apiClient(server).get(`/api/solutions/${id}`);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.data).toMatchObject({ id, ...solutionBody(trimmed(t)) });
    };

  property(
    "creating a solution",
    solutionTexts,
    solutionWrite((id, body) => admin.post("/api/solutions", { id, ...body }), 201),
  );
  property(
    "updating a solution",
    solutionTexts,
    solutionWrite((id, body) => admin.put(`/api/solutions/${id}`, body), 200, updatedSolution),
  );

  // The local part of an address: odd, but without the spaces and at signs the format refuses.
  const emailLocal = oddText.filter((text) => text !== "" && !/[\s@]/.test(text));
  const userInput = fc.record({ name: oddText, local: emailLocal, password: oddText });
  type UserInput = typeof userInput extends fc.Arbitrary<infer T> ? T : never;
  const userAcceptable = (u: UserInput) => [u.name, u.local, u.password].every(storable) && present(u.name);

  /** A user write: answered `okStatus` or 400, then listed as saved and able to sign in. */
  const userWrite =
    (write: (body: object) => Promise<ApiResponse>, okStatus: number) => async (u: UserInput) => {
      // Numbered, so no two runs ask for the same address.
      const email = `${++counter}.${u.local}@example.co.za`;
      const body = { name: u.name, email, password: `secret-${u.password}`, role: "user" };
      const response = await write(body);
      // An odd local part may also hold header syntax (a comma, a quote), which no address may.
      expect(response.status, JSON.stringify(response.body)).toBe(
        userAcceptable(u) && isEmailAddress(email) ? okStatus : 400,
      );
      if (response.status !== okStatus) return;
      const listed = await admin.get("/api/users");
      const saved = { name: u.name.trim(), email: email.toLowerCase() };
      expect(listed.body.data).toContainEqual(expect.objectContaining(saved));
      const login = await apiClient(server).post("/api/auth/login", { ...saved, password: body.password });
      expect(login.status).toBe(200);
    };

  property(
    "creating a user",
    userInput,
    userWrite((body) => admin.post("/api/users", body), 201),
  );
  property(
    "updating a user",
    userInput,
    // A new email and password: the admin confirms with their own password (ASVS 7.5.1).
    userWrite((body) => admin.put(`/api/users/${userId}`, { ...body, currentPassword: adminPassword }), 200),
  );

  const STATUSES = {
    new: "new",
    "in-progress": "in-progress",
    inProgress: "in-progress",
    completed: "completed",
  };
  const statusChange = fc.record({
    status: fc.oneof(fc.constantFrom(...Object.keys(STATUSES)), oddText),
    // The enquiry's own id (null), or an odd one that names no enquiry.
    id: fc.oneof(
      fc.constant(null),
      oddText.map((text) => encodeURIComponent((text as Es2024String).toWellFormed())),
      fc.constantFrom("%00", "%ED%A0%BD", "{id}%00"),
    ),
  });
  property("setting a contact's status", statusChange, async ({ status, id }) => {
    const path = id === null ? contactId : id.replace("{id}", contactId);
    const response = await admin.put(`/api/contact/${path}`, { status });
    expect(response.status).toBeLessThan(500);
    if (response.status !== 200) return;
    const expected = STATUSES[status as keyof typeof STATUSES];
    expect(response.body.data.status).toBe(expected);
    const listed = await admin.get("/api/contact");
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: contactId, status: expected }));
  });

  // The file name is made safe to store and to send back in a header (read-upload.ts), so what
  // round-trips is the name the answer gives.
  property("uploading the homepage video under an odd file name", oddText, async (name) => {
    const response = await fetch(`${server.url}/api/settings/homepage-video`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: uploadForm("video", mediaFile("mp4"), `${name}.mp4`),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()).data.homepageVideo.fileName as string;
    expect(storable(saved)).toBe(true);
    const read = await apiClient(server).get("/api/settings");
    expect(read.body.data.homepageVideo.fileName).toBe(saved);
  });
});
