import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolvedCatalogues } from './scripts/vite-catalogues';

export default defineConfig({
  // The catalogues as the build serves them (the server renderer's tests load the web app's texts).
  plugins: [react(), resolvedCatalogues()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/core/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
