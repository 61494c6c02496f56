import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress';

/** Long-lived vendor code in its own chunks, so an app release does not invalidate it in browsers. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  // The captcha widget stays with the pages that lazily load it.
  if (id.includes('node_modules/altcha/')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
  if (/node_modules\/zod\//.test(id)) return 'zod';
  return 'vendor';
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
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
