import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../core/i18n/catalogues';
import { LIVE_PAGE_NAMES } from '../../core/routes';
import {
  MEMBER_ONLY_NAMESPACES,
  MEMBER_SHELL_NAMESPACES,
  PAGE_NAMESPACES,
  SHELL_NAMESPACES,
} from './page-translations';

const PAGE_COMPONENTS = resolve('src/web/app/page-components.ts');

/** Each page's module, as `pageModules` imports it. */
function pageModulePaths(): Record<string, string> {
  const source = readFileSync(PAGE_COMPONENTS, 'utf8');
  const found = [...source.matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)];
  return Object.fromEntries(found.map(([, page, path]) => [page, resolveModule(PAGE_COMPONENTS, path!)]));
}

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** The modules a file imports at run time (static and `import()`, not `import type`), within the repo. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        named &&
        ts.isNamedImports(named) &&
        !node.importClause?.name &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter(
      (specifier) => specifier.startsWith('.') && !specifier.endsWith('.json') && !specifier.endsWith('.css'),
    )
    .map((specifier) => resolveModule(file, specifier));
}

/** Namespaces a file translates with: `useTranslation(...)` (none: `common`) and `ns:key` texts. */
function namespacesIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, args] of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const named = [...args!.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]!);
    for (const ns of named.length ? named : ['common']) found.add(ns);
  }
  for (const ns of NAMESPACES) if (new RegExp(`['"\`]${ns}:`).test(text)) found.add(ns);
  return found;
}

/** Namespaces of a module and of all it loads; the imports of `leaves` are not followed. */
function namespacesOfGraph(entry: string, leaves: string[] = []): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  const found = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const ns of namespacesIn(file)) found.add(ns);
    if (!leaves.includes(file)) pending.push(...runtimeImports(file));
  }
  return found;
}

describe('the catalogues each page loads before it renders', () => {
  const modules = pageModulePaths();

  it('every live page has its module and its catalogues listed', () => {
    expect(Object.keys(modules).sort()).toEqual([...LIVE_PAGE_NAMES].sort());
    expect(Object.keys(PAGE_NAMESPACES).sort()).toEqual([...LIVE_PAGE_NAMES].sort());
  });

  it("the shell's texts, its deferred menus' included, are in the shell's catalogues", () => {
    const used = namespacesOfGraph(resolve('src/web/main.tsx'), [PAGE_COMPONENTS]);
    const loaded = new Set<string>([...SHELL_NAMESPACES, ...MEMBER_SHELL_NAMESPACES]);
    expect([...used].filter((ns) => !loaded.has(ns))).toEqual([]);
    expect([...loaded].filter((ns) => !used.has(ns))).toEqual([]);
  });

  it.each(LIVE_PAGE_NAMES)('%s: every namespace its modules translate with, and none it does not', (page) => {
    const used = namespacesOfGraph(modules[page]!);
    // Member-only controls (voice search) come with the member shell on every page.
    const loaded = new Set<string>([
      ...SHELL_NAMESPACES,
      ...MEMBER_ONLY_NAMESPACES,
      ...PAGE_NAMESPACES[page],
    ]);
    expect(
      [...used].filter((ns) => !loaded.has(ns)),
      'used but not loaded',
    ).toEqual([]);
    expect(
      PAGE_NAMESPACES[page].filter((ns) => !used.has(ns)),
      'loaded but not used',
    ).toEqual([]);
  });
});
