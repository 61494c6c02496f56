import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES, resolvedCatalogue } from '../src/core/i18n/catalogues';
import { LOCALES } from '../src/core/i18n/locales';
import { browserRouteRegistry } from './vite-browser-registry';
import { resolvedCatalogues } from './vite-catalogues';

type TransformResult = { code: string } | null;

/** Runs a plugin's transform hook the way Vite would, outside a build. */
function transform(plugin: Plugin, code: string, id: string): TransformResult {
  const hook = plugin.transform as (this: unknown, code: string, id: string) => TransformResult;
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Rollup.TransformPluginContext;
  return hook.call(context, code, id);
}

function endpointCalls(code: string): ts.CallExpression[] {
  const source = ts.createSourceFile('routes.ts', code, ts.ScriptTarget.Latest, true);
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint')
      calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

describe('the web build plugins', () => {
  it('the browser registry keeps each endpoint’s method, path, access and call options, and drops its contract', () => {
    const id = resolve('src/core/routes.ts');
    const code = readFileSync(id, 'utf8');
    const before = endpointCalls(code).filter((call) => call.arguments.length >= 4);
    const result = transform(browserRouteRegistry(), code, id);
    const after = endpointCalls(result!.code);
    expect(before.length).toBeGreaterThan(20);
    expect(after).toHaveLength(before.length);
    after.forEach((call, index) => {
      const kept = before[index]!.arguments.filter((_, position) => position !== 3);
      expect(call.arguments.map((arg) => arg.getText())).toEqual(kept.map((arg) => arg.getText()));
    });
    // The chat calls' options (the bearer key, form fields) reach the browser (CHAT-22).
    expect(after.filter((call) => call.arguments.length === 4).length).toBeGreaterThanOrEqual(7);
    expect(transform(browserRouteRegistry(), code, resolve('src/core/other.ts'))).toBeNull();
  });

  it('each catalogue file the web app loads is its namespace resolved with its fallback (I18N-08)', () => {
    const plugin = resolvedCatalogues();
    for (const ns of NAMESPACES) {
      for (const locale of LOCALES) {
        const id = resolve(`src/core/i18n/locales/${locale}/${ns}.json`);
        const code = JSON.stringify(catalogues[ns][locale]);
        const result = transform(plugin, code, id);
        expect(JSON.parse(result?.code ?? code), `${locale}/${ns}`).toEqual(resolvedCatalogue(ns, locale));
      }
    }
    // A text the file lacks comes from its fallback's file: Polish for common, English for the rest.
    const lacking = (locale: string, ns: string) =>
      JSON.parse(transform(plugin, '{}', resolve(`src/core/i18n/locales/${locale}/${ns}.json`))!.code);
    expect(lacking('de', 'shell')).toEqual(catalogues.shell.en);
    expect(lacking('en', 'common')).toEqual(catalogues.common.pl);
    expect(transform(plugin, '{}', resolve('src/core/i18n/locales/en/shell.json'))).toBeNull();
  });
});
