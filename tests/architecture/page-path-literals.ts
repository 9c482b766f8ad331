import ts from "typescript";
import type { SourceFile } from "./check-boundaries.ts";

// Decision 0090's update of 7 Dec 2026: a page's address written in the code says
// `satisfies PagePath` (domain/page-paths.ts), so the compiler holds it against app/routes.ts.
// This finds the ones that do not: a string or template whose text starts with the first segment
// of a top-level route (`/solutions…`, `/admin/…`, `${publicUrl}/login`), read with TypeScript's
// parser. The bare "/" is left out: it is as often a cookie's path or a separator as the home page.

/** A route's prefix that no page is: what secret-paths.ts matches a reset link's path against. */
const NOT_A_PAGE = new Set(["domain/secret-paths.ts:/reset-password"]);

/** The first segments of the top-level routes of app/routes.ts (`admin`, `solutions`, `og`…). */
export function topLevelSegments(routesText: string): string[] {
  const source = ts.createSourceFile("routes.ts", routesText, ts.ScriptTarget.Latest, false);
  const segments = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "route") {
      const [path] = node.arguments;
      const first = path && ts.isStringLiteralLike(path) ? path.text.split("/")[0] : undefined;
      // A route's children are paths under it: only its own first segment starts an address.
      if (first && /^[\w.-]+$/.test(first)) segments.add(first);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...segments];
}

/** `file:line "text"` for each page path in `files` that is not `satisfies PagePath`. */
export function uncheckedPagePaths(files: SourceFile[], segments: string[]): string[] {
  const escaped = segments.map((segment) => segment.replace(/[.]/g, "\\."));
  const pagePath = new RegExp(`^/(${escaped.join("|")})(?:[/?#]|$)`);
  return (
    files
      // server/api/'s paths are the API's, under its mount point (`/api` + `/solutions`).
      .filter((file) => !/\.test\.tsx?$/.test(file.path) && !file.path.startsWith("server/api/"))
      .flatMap((file) => {
        const kind = file.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
        const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
        const found: string[] = [];
        const report = (node: ts.Node, text: string) => {
          if (!pagePath.test(text) || NOT_A_PAGE.has(`${file.path}:${text}`) || isSatisfied(node)) return;
          if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) return;
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push(
            `${file.path}:${line} "${text}" is a page's address: write it \`satisfies PagePath\` (domain/page-paths.ts)`,
          );
        };
        const visit = (node: ts.Node) => {
          if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
          else if (ts.isTemplateExpression(node)) {
            report(node, node.head.text);
            // `${publicUrl}/login`: the address must be a value of its own to be checked.
            for (const span of node.templateSpans)
              if (pagePath.test(span.literal.text)) report(span, span.literal.text);
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
        return found;
      })
  );
}

/** Whether `node` is checked as a PagePath: `node satisfies PagePath`, or in a list that is. */
function isSatisfied(node: ts.Node): boolean {
  if (ts.isTemplateSpan(node)) return false;
  let at: ts.Node = node;
  while (
    ts.isParenthesizedExpression(at.parent) ||
    ts.isArrayLiteralExpression(at.parent) ||
    ts.isAsExpression(at.parent)
  )
    at = at.parent;
  return ts.isSatisfiesExpression(at.parent) && /\bPagePath\b/.test(at.parent.type.getText());
}
