import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkBoundaries, describeViolation } from "./check-boundaries";
import { checkTree, crowdedFolders } from "./check-tree";

// Decisions 0046 and 0087: every wall, checked over every import of the code that ships by the
// script `npm run lint` runs. Each wall is shown to hold twice: the checker reports one import
// that breaks it, and the script fails on a copy of the real tree with all of them added.

const root = fileURLToPath(new URL("../..", import.meta.url));
const checkLayers = path.join(root, "scripts/check-layers.ts");

const WALLS = [
  {
    wall: "a browser file importing the database",
    file: "app/features/contact/breaks-a-wall.tsx",
    text: 'import { openDatabase } from "#server/db/client";\n',
    rule: "app/ takes only `import type` from server/",
  },
  {
    wall: "a domain file importing the server",
    file: "domain/breaks-a-wall.ts",
    text: 'import { loadConfig } from "../server/config";\n',
    rule: "domain may not import server base",
  },
  {
    wall: "a domain file importing app/",
    file: "domain/breaks-another-wall.ts",
    text: 'import { BRAND_ICONS } from "#app/lib/brand";\n',
    rule: "domain may not import app",
  },
  {
    wall: "a service importing http",
    file: "server/services/breaks-a-wall.ts",
    text: 'import { HttpError } from "#server/http/http-error";\n',
    rule: "server/services may not import server/http",
  },
  {
    wall: "a public feature importing another through #app/features/",
    file: "app/features/home/breaks-a-wall.tsx",
    text: 'import { ContactForm } from "#app/features/contact/contact-form";\n',
    rule: "app/features/home may not import app/features/contact",
  },
  {
    wall: "a public feature importing another through ../../features/",
    file: "app/features/catalogue/deeper/breaks-a-wall.tsx",
    text: 'import { ContactForm } from "../../contact/contact-form";\n',
    rule: "app/features/catalogue may not import app/features/contact",
  },
  {
    wall: "a public feature importing an admin screen",
    file: "app/features/home/breaks-another-wall.tsx",
    text: 'import { UsersScreen } from "../admin/users/users-screen";\n',
    rule: "app/features/home may not import app/features/admin",
  },
  {
    wall: "a public feature importing the admin area's shared room",
    file: "app/features/contact/breaks-another-wall.tsx",
    text: 'import { Button } from "../admin/ui/button";\n',
    rule: "app/features/contact may not import app/features/admin",
  },
  {
    wall: "an admin screen importing another screen",
    file: "app/features/admin/users/breaks-a-wall.tsx",
    text: 'import { SettingsScreen } from "../settings/settings-screen";\n',
    rule: "app/features/admin/users may not import app/features/admin/settings",
  },
  {
    wall: "the admin area's shared room importing a screen",
    file: "app/features/admin/ui/breaks-a-wall.tsx",
    text: 'import { SettingsScreen } from "#app/features/admin/settings/settings-screen";\n',
    rule: "app/features/admin/ui may not import app/features/admin/settings",
  },
  {
    wall: "a shared room (app/lib) importing a feature",
    file: "app/lib/breaks-a-wall.ts",
    text: 'import { ContactForm } from "../features/contact/contact-form";\n',
    rule: "app/lib may not import app/features/contact",
  },
  {
    wall: "a shared room (app/lib) importing the admin area",
    file: "app/lib/breaks-another-wall.ts",
    text: 'import { call } from "#app/features/admin/api/http";\n',
    rule: "app/lib may not import app/features/admin/api",
  },
  {
    wall: "a shared room (app/components) importing a route",
    file: "app/components/ui/breaks-a-wall.tsx",
    text: 'import Home from "#app/routes/home";\n',
    rule: "app/components may not import app/routes",
  },
];

// A room of its own that has grown one file past the limit (decision 0094).
const CROWDED = "server/services/crowded";
const crowdedFiles = (count: number, folder = CROWDED) =>
  Array.from({ length: count }, (_, place) => `${folder}/file-${place + 1}.ts`);

// The copy holds what the checker reads: the folders and the TypeScript files in them.
const isSourceOrFolder = (source: string) => /\.tsx?$/.test(source) || statSync(source).isDirectory();

describe("the walls of app/, domain/ and server/", () => {
  it("holds on the real tree", () => {
    expect(checkTree(root)).toEqual([]);
  });

  it.each(WALLS)("reports $wall, naming the file, the import and the rule", ({ file, text, rule }) => {
    const broken = checkBoundaries([{ path: file, text }]).map(describeViolation);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toContain(`${file}:1 imports`);
    expect(broken[0]).toContain(rule);
  });

  it("reports a folder holding 26 source files directly, and lets one of 25 be", () => {
    expect(crowdedFolders(crowdedFiles(25))).toEqual([]);
    expect(crowdedFolders(crowdedFiles(26))).toEqual([
      `${CROWDED} holds 26 source files directly, more than 25 (decision 0094): give some of them a room of their own`,
    ]);
  });

  it("counts only a folder's own files: its sub-folders' are theirs", () => {
    const files = [...crowdedFiles(20), ...crowdedFiles(20, `${CROWDED}/inner`)];
    expect(crowdedFolders(files)).toEqual([]);
  });

  it("fails `npm run lint`'s script on a copy of the tree with each of them added, a file in no layer, or a folder of 26 files", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "walls-"));
    try {
      for (const folder of ["app", "domain", "server"]) {
        cpSync(path.join(root, folder), path.join(copy, folder), {
          recursive: true,
          filter: isSourceOrFolder,
        });
      }
      expect(spawnSync(process.execPath, [checkLayers, copy]).status).toBe(0);
      const added = [
        ...WALLS,
        { file: "server/new-room/thing.ts", text: "export const thing = 1;\n" },
        ...crowdedFiles(26).map((file) => ({ file, text: "export const thing = 1;\n" })),
      ];
      for (const { file, text } of added) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        writeFileSync(path.join(copy, file), text);
      }
      const run = spawnSync(process.execPath, [checkLayers, copy], { encoding: "utf8" });
      expect(run.status).toBe(1);
      for (const { file } of WALLS) expect(run.stderr).toContain(`${file}:1 imports`);
      expect(run.stderr).toContain("server/new-room/thing.ts is in no layer");
      expect(run.stderr).toContain(`${CROWDED} holds 26 source files directly`);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
