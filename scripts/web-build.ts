import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Inputs of the web build: when any is newer than the built index.html, the build is stale. */
const WEB_INPUTS = [
  'index.html',
  'vite.config.ts',
  // The build's own plugins.
  'scripts/vite-browser-registry.ts',
  'scripts/vite-catalogues.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
  'public',
  'src/web',
  'src/core',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** The server renderer's build, beside the browser's (`dist/web` → `dist/server`; `plugins/web.ts` loads it). */
export const rendererBuildOf = (distDir: string) => join(dirname(distDir), 'server', 'entry-server.js');

export function webBuildIsStale(distDir: string, root = process.cwd()): boolean {
  const outputs = [join(root, distDir, 'index.html'), join(root, rendererBuildOf(distDir))];
  if (outputs.some((output) => !existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return WEB_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

/**
 * Builds the web app for the browser (dist/web) and its server renderer (dist/server); `quiet` shows only
 * Vite's warnings and errors (what `npm start` wants).
 */
export function buildWeb({ quiet = false } = {}): void {
  const vite = ['node_modules/vite/bin/vite.js', 'build', ...(quiet ? ['--logLevel', 'warn'] : [])];
  for (const args of [vite, [...vite, '--ssr', 'src/web/entry-server.tsx']]) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('web build failed');
  }
}
