import ts from "typescript";

/** One module a source file names: in an import, an `export … from`, or a dynamic `import()`. */
export type ImportLine = {
  specifier: string;
  /** `import type` / `export type`: erased from the build, so no code crosses with it. */
  typeOnly: boolean;
  line: number;
};

// TypeScript's own parser rather than a pattern over the text: an import split over lines, a
// string that looks like an import and `import { type A }` (which still loads the module under
// verbatimModuleSyntax) are then read as the compiler reads them.
export function readImports(fileName: string, text: string): ImportLine[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found: ImportLine[] = [];
  const add = (specifier: ts.Expression, typeOnly: boolean) => {
    if (!ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(specifier.getStart(source)).line + 1;
    found.push({ specifier: specifier.text, typeOnly, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) add(specifier, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}
