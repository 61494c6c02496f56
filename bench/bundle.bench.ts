/**
 * `npm run bench:bundle` (after `npm run build`): what a browser downloads before the first render of
 * /en/recipes/. Reads dist/web/index.html and Vite's manifest (dist/web/.vite/manifest.json) and prints the
 * gzip size (level 9, as the build's .gz files) of every JS chunk of the entry, then of the page: the entry,
 * the recipes list's route module (found in src/web/app/page-components.ts among the entry's dynamic imports)
 * with its static imports, and the translation chunks the route loads before it renders; then the CSS.
 * Sizes in kB of 1000 bytes, as Vite prints them. Exits with 1 when the page's JS is over the goal.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { LOCALES } from '../src/core/i18n/locales';
import { matchPagePath, pagePath, type LivePageName } from '../src/core/routes';
import { translationFilesOf } from '../src/web/app/page-translations';

const DIST = 'dist/web';
const PAGE_URL = '/en/recipes/';
const GOAL_KB = 180;
const PAGE_COMPONENTS = 'src/web/app/page-components.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const rawSize = (file: string) => readFileSync(join(DIST, file)).length;

/** The manifest keys a chunk needs before it runs: itself and its static imports, depth first. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The module a page's route loads: the first `import('…')` in its entry of `pageComponents`/`pageModules`. */
function routeModuleOf(page: LivePageName): string {
  const source = ts.createSourceFile(
    PAGE_COMPONENTS,
    readFileSync(PAGE_COMPONENTS, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  let found: string | undefined;
  const visit = (node: ts.Node, inPage: boolean): void => {
    if (found) return;
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === page
    ) {
      ts.forEachChild(node.initializer, (child) => visit(child, true));
      return;
    }
    if (
      inPage &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found = node.arguments[0].text;
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inPage));
  };
  visit(source, false);
  if (!found) throw new Error(`${PAGE_COMPONENTS} has no import() for the page "${page}"`);
  const base = relative(process.cwd(), resolve('src/web/app', found));
  return ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? base;
}

function table(manifest: Manifest, title: string, keys: Iterable<string>, mark = new Set<string>()): number {
  console.log(`\n${title}`);
  let total = 0;
  const rows = [...keys].map((key) => {
    const chunk = manifest[key]!;
    const gzip = gzipSize(chunk.file);
    total += gzip;
    return { chunk, key, gzip };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const { chunk, key, gzip } of rows) {
    // A catalogue chunk is named after its namespace only: say which locale's file it is.
    const label = key.endsWith('.json')
      ? `${chunk.file} (${key.split('/').slice(-2).join('/')})`
      : chunk.file;
    console.log(
      `  ${(mark.has(key) ? '+ ' : '  ') + label.padEnd(56)} ${kb(rawSize(chunk.file)).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`,
    );
  }
  console.log(`  ${'total'.padEnd(58)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip`);
  return total;
}

function main(): boolean {
  const manifestFile = join(DIST, '.vite/manifest.json');
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(manifestFile)) {
    console.error(`${DIST} has no build with a manifest: run \`npm run build\` first.`);
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entrySrc = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]!.isEntry && manifest[key]!.file === entrySrc,
  );
  if (!entryKey)
    throw new Error(`the entry script ${entrySrc} of index.html is not an entry of the manifest`);

  const entry = staticClosure(manifest, [entryKey]);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const missing = preloaded.filter((file) => ![...entry].some((key) => manifest[key]!.file === file));
  if (missing.length)
    console.warn(`index.html preloads chunks outside the entry's imports: ${missing.join(', ')}`);
  const entryJs = table(manifest, `entry (${entryKey} and its static imports)`, entry);

  /** What a page's first render needs: the entry, its route's chunk with its imports, its catalogues. */
  const pageChunks = (url: string, signedIn = false): Set<string> => {
    const match = matchPagePath(url);
    if (!match?.live) throw new Error(`${url} is not a live page`);
    const page = match.name as LivePageName;
    const routeModule = routeModuleOf(page);
    if (!manifest[routeModule]) throw new Error(`${routeModule} (route of ${page}) is not in the manifest`);
    const reachable = [...entry].some((key) => manifest[key]!.dynamicImports?.includes(routeModule));
    if (!reachable) throw new Error(`${routeModule} is not a dynamic import of the entry's chunks`);
    const keys = staticClosure(manifest, [routeModule], new Set(entry));
    // The route loads its catalogues in its locale beside its code (`loadPage`); so does main.tsx the shell's.
    for (const file of translationFilesOf(page, match.locale, signedIn)) {
      if (!manifest[file]) throw new Error(`${file} is not a chunk of its own in the manifest`);
      keys.add(file);
    }
    return keys;
  };
  const sum = (keys: Set<string>) =>
    [...keys].reduce((total, key) => total + gzipSize(manifest[key]!.file), 0);

  const match = matchPagePath(PAGE_URL)!;
  const routeModule = routeModuleOf(match.name as LivePageName);
  const pageKeys = pageChunks(PAGE_URL);
  const added = new Set([...pageKeys].filter((key) => !entry.has(key)));
  const pageJs = table(
    manifest,
    `${PAGE_URL} before first render (entry + route ${routeModule} + its imports and translations; + = not in the entry)`,
    pageKeys,
    added,
  );

  const css = new Set([...pageKeys].flatMap((key) => manifest[key]!.css ?? []));
  console.log(`\nCSS of ${PAGE_URL}`);
  let cssTotal = 0;
  for (const file of css) {
    const gzip = gzipSize(file);
    cssTotal += gzip;
    console.log(
      `${`    ${file}`.padEnd(60)} ${kb(rawSize(file)).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`,
    );
  }
  console.log(`  ${'total'.padEnd(58)} ${''.padStart(14)} ${kb(cssTotal).padStart(10)} gzip`);

  console.log(`\nthe same page (JS, gzip)`);
  for (const locale of LOCALES) {
    const url = pagePath(match.name, locale, {});
    console.log(`  ${`${url}, a guest`.padEnd(40)} ${kb(sum(pageChunks(url))).padStart(10)}`);
    console.log(`  ${`${url}, signed in`.padEnd(40)} ${kb(sum(pageChunks(url, true))).padStart(10)}`);
  }

  console.log(`\nentry JS (gzip): ${kb(entryJs)}`);
  console.log(`entry JS of ${PAGE_URL} (gzip): ${kb(pageJs)} (goal ≤ ${GOAL_KB} KB)`);
  return pageJs <= GOAL_KB * 1000;
}

if (!main()) process.exitCode = 1;
