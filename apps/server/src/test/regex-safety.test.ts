// Every regular expression the code writes down is checked for catastrophic backtracking (ReDoS):
// one slipped through once (F-06: content sniffing held the event loop for hours on 277 bytes).
// The expressions are read from the TypeScript syntax tree, so strings and comments that merely
// look like regexes are not mistaken for them.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { check } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(import.meta.dirname, "../../../..");

function sourceRoots(): string[] {
  const packages = readdirSync(join(repoRoot, "packages")).map((name) =>
    join(repoRoot, "packages", name, "src"),
  );
  return [join(repoRoot, "apps/server/src"), join(repoRoot, "apps/web/src"), ...packages];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface FoundRegex {
  where: string;
  source: string;
  flags: string;
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  if (node === undefined) return "";
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** The regex literals and `RegExp(…)` calls with literal arguments of one file. */
export function regexesIn(fileName: string, text: string): FoundRegex[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: FoundRegex[] = [];
  const add = (node: ts.Node, source: string, flags: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ where: `${relative(repoRoot, fileName)}:${line}`, source, flags });
  };
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const end = literal.lastIndexOf("/");
      add(node, literal.slice(1, end), literal.slice(end + 1));
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      const [pattern, flags] = node.arguments ?? [];
      const source = stringValue(pattern);
      const flagText = stringValue(flags);
      if (pattern !== undefined && source !== undefined && flagText !== undefined)
        add(node, source, flagText);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("regular expressions", () => {
  it("reads literals and RegExp calls from the syntax tree, not from strings or comments", () => {
    const found = regexesIn(
      join(repoRoot, "sample.ts"),
      'const a = /x+y/gi;\n// const b = /no/;\nconst c = "/no/";\nconst d = new RegExp("^a|b$", "u");\nconst e = RegExp(`z`);\nconst f = new RegExp(name);\n',
    );
    expect(found).toEqual([
      { where: "sample.ts:1", source: "x+y", flags: "gi" },
      { where: "sample.ts:4", source: "^a|b$", flags: "u" },
      { where: "sample.ts:5", source: "z", flags: "" },
    ]);
  });

  it("recheck flags a pattern that backtracks exponentially", async () => {
    expect((await check("^(a|a)*$", "")).status).toBe("vulnerable");
  });

  it("none in the server, the web app or the packages backtracks catastrophically", {
    timeout: 240_000,
  }, async () => {
    const regexes = sourceRoots()
      .flatMap(sourceFiles)
      .flatMap((fileName) => regexesIn(fileName, readFileSync(fileName, "utf8")));
    expect(regexes.length).toBeGreaterThan(100);
    const vulnerable: string[] = [];
    for (const { where, source, flags } of regexes) {
      const result = await check(source, flags, { timeout: 10_000, randomSeed: 1 });
      if (result.status === "vulnerable")
        vulnerable.push(`${where} /${source}/${flags}: ${result.complexity.type}`);
    }
    console.info(`checked ${regexes.length} regular expressions`);
    expect(vulnerable).toEqual([]);
  });
});
