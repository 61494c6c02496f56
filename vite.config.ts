import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { browserRouteRegistry } from './scripts/vite-browser-registry';
import { resolvedCatalogues } from './scripts/vite-catalogues';
import { precompress } from './scripts/vite-precompress';

/**
 * Long-lived vendor code in its own chunks, so an app release does not invalidate it in browsers: `react`,
 * `react-dom`, `router` and `i18n`, and `vendor` for the other packages the entry loads before the first render
 * (queries, the Radix parts of the shell); `zod` and `forms` only the pages that validate load. A package that
 * only lazily loaded code uses (the captcha widget, the header's menus) stays with that code, so it never joins
 * the first download of every page (`npm run bench:bundle`). React DOM and React Router apart: together a page
 * load left 45 KiB of them unused, each alone less (Lighthouse lists a script from 20 KiB unused).
 */
const VENDOR_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|scheduler)\//, 'react'],
  [/\/node_modules\/react-dom\//, 'react-dom'],
  [/\/node_modules\/react-router\//, 'router'],
  [/\/node_modules\/(i18next|react-i18next)\//, 'i18n'],
  [/\/node_modules\/zod\//, 'zod'],
  [/\/node_modules\/(react-hook-form|@hookform\/resolvers)\//, 'forms'],
];

/** Whether a chain of static imports leads from the entry to the module: it then loads before the first render. */
function loadedByEntry(id: string, getModuleInfo: Rollup.GetModuleInfo): boolean {
  const seen = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const info = getModuleInfo(current);
    if (info?.isEntry) return true;
    pending.push(...(info?.importers ?? []));
  }
  return false;
}

function vendorChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  const named = VENDOR_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
  if (named) return named;
  return loadedByEntry(id, getModuleInfo) ? 'vendor' : undefined;
}

/**
 * `vite build --ssr src/web/entry-server.tsx` builds the server's page renderer into dist/server
 * (`scripts/web-build.ts` runs both builds); the packages it imports stay in node_modules.
 */
const serverRendererBuild = defineConfig({
  plugins: [react(), resolvedCatalogues(), browserRouteRegistry()],
  build: { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
});

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), resolvedCatalogues(), browserRouteRegistry(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each module needs (`npm run bench:bundle` reads it; never served).
    manifest: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : browserBuild));
