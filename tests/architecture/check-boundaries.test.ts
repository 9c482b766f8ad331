import { describe, expect, it } from "vitest";
import { checkBoundaries, describeViolation, type SourceFile } from "./check-boundaries";

// The checker on made-up files, so that the test over the real tree is known to be able to fail.

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join("\n") });
const reported = (...files: SourceFile[]) => checkBoundaries(files).map(describeViolation);

describe("the import boundaries checker", () => {
  it("reports a layer importing from a layer above it, naming the file, the import and the rule", () => {
    const messages = reported(
      file(
        "server/services/users.ts",
        'import { z } from "zod";',
        'import { HttpError } from "../http/http-error";',
      ),
      file("server/http/http-error.ts", "export class HttpError {}"),
    );
    expect(messages).toEqual([
      'server/services/users.ts:2 imports "../http/http-error" — layers import only from below (decision 0036): ' +
        "server/services may not import server/http; take what is needed of a higher layer as an argument",
    ]);
  });

  it("reports a value imported from the server into app/ outside the page facade", () => {
    const messages = reported(
      file(
        "app/lib/company-details.server.ts",
        'import { isDatabaseUnavailable } from "../../server/db/unavailable";',
      ),
    );
    expect(messages).toEqual([
      'app/lib/company-details.server.ts:1 imports "../../server/db/unavailable" — app/ takes only `import type` ' +
        "from server/ (decision 0037), and values only through server/site/page-facade.ts, from a *.server.ts " +
        "file (which never reaches the browser)",
    ]);
  });

  it("reports both kinds at once, in a file set holding each", () => {
    const violations = checkBoundaries([
      file("server/api/users.ts", 'export { pagesHandler } from "../site/pages";'),
      file(
        "app/features/auth/login-action.server.ts",
        'import { sessionCookie } from "../../../server/auth/session-cookie";',
      ),
    ]);
    expect(violations.map(({ file, specifier }) => [file, specifier])).toEqual([
      ["server/api/users.ts", "../site/pages"],
      ["app/features/auth/login-action.server.ts", "../../../server/auth/session-cookie"],
    ]);
  });

  it("lets app/ take types from anywhere in the server, and values from the facade in *.server.ts files", () => {
    expect(
      reported(
        file(
          "app/features/admin/api/users.ts",
          'import type { ListedUser } from "../../../../server/services/users";',
        ),
        file("app/load-context.ts", 'type S = import("../server/services/container").Services;'),
        file(
          "app/lib/company-details.server.ts",
          'import { isDatabaseUnavailable } from "../../server/site/page-facade";',
        ),
      ),
    ).toEqual([]);
  });

  it("reports the facade imported by a file the browser's bundle may hold", () => {
    const [violation] = checkBoundaries([
      file(
        "app/features/auth/refusal-init.ts",
        'import { refusalStatus } from "../../../server/site/page-facade";',
      ),
    ]);
    expect(violation?.file).toBe("app/features/auth/refusal-init.ts");
  });

  it("counts `import { type A }` as a value import: the module is still loaded", () => {
    expect(
      reported(file("app/lib/a.server.ts", 'import { type Refusal } from "../../server/services/refusal";')),
    ).toHaveLength(1);
  });

  it("reads imports split over lines, dynamic import(), `#domain/`, `#server/`, `#app/` and a test file as its module's layer", () => {
    const violations = checkBoundaries([
      file("domain/options.ts", "const load = () =>", '  import("../app/lib/brand");'),
      file(
        "server/db/client.ts",
        "import {",
        "  sendMail,",
        '} from "../mail/mailer";',
        'import "../services/container";',
      ),
      file("server/config.test.ts", 'import { openDatabase } from "./db/client";'),
      file("server/mail/outbox.ts", 'import { TIERS } from "#domain/options";'),
      file("server/http/compression.ts", 'import { api } from "#server/api/router";'),
      file("server/seed/seed.ts", 'import { BRAND_ICONS } from "#app/lib/brand.ts";'),
    ]);
    expect(violations.map(({ file, line, specifier }) => [file, line, specifier])).toEqual([
      ["domain/options.ts", 2, "../app/lib/brand"],
      ["server/db/client.ts", 4, "../services/container"],
      ["server/config.test.ts", 1, "./db/client"],
      ["server/http/compression.ts", 1, "#server/api/router"],
      ["server/seed/seed.ts", 1, "#app/lib/brand.ts"],
    ]);
  });

  it("reports folders of one layer that import each other, at the imports that close the cycle", () => {
    const violations = checkBoundaries([
      file("server/db/client.ts", 'import { sendMail } from "../mail/mailer";'),
      file("server/mail/mailer.ts", 'import type { DatabaseHandle } from "../db/client";'),
      file("server/auth/password.ts", 'import { openDatabase } from "../db/client";'),
    ]);
    expect(violations.map(({ file, rule }) => [file, rule])).toEqual([
      [
        "server/db/client.ts",
        "no cycle between folders (decision 0036): server/db, server/mail import each other",
      ],
      [
        "server/mail/mailer.ts",
        "no cycle between folders (decision 0036): server/db, server/mail import each other",
      ],
    ]);
  });

  it("reports modules of one folder that import each other, by type alone too, at each import between them", () => {
    const violations = checkBoundaries([
      file("server/services/settings.ts", 'import type { Recipients } from "./notification-recipients";'),
      file("server/services/notification-recipients.ts", 'import { storedSetting } from "./settings";'),
      file("server/services/webhooks.ts", 'import { storedSetting } from "./settings";'),
    ]);
    const rule =
      "no cycle between modules (decision 0089): server/services/notification-recipients, " +
      "server/services/settings import each other; move what they share into a module of its own";
    expect(violations.map(({ file, rule }) => [file, rule])).toEqual([
      ["server/services/settings.ts", rule],
      ["server/services/notification-recipients.ts", rule],
    ]);
  });

  it("ignores packages and pictures: they close no cycle", () => {
    expect(
      reported(
        file(
          "app/root.tsx",
          'import favicon from "./favicon.svg?inline";',
          'import { x } from "./lib/brand";',
        ),
        file("app/lib/brand.ts", 'import svg from "../favicon.svg?raw";', 'import { z } from "zod";'),
      ),
    ).toEqual([]);
  });
});
