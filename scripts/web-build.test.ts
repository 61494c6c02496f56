import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildIsStale } from './web-build';

describe('npm start rebuilds the web app only when needed', () => {
  it('missing build → stale; newer sources → stale; older sources → fresh', () => {
    const root = mkdtempSync(join(tmpdir(), 'nutrio-build-'));
    mkdirSync(join(root, 'src/web'), { recursive: true });
    writeFileSync(join(root, 'src/web/main.tsx'), '');
    expect(webBuildIsStale('dist/web', root)).toBe(true);

    mkdirSync(join(root, 'dist/web'), { recursive: true });
    writeFileSync(join(root, 'dist/web/index.html'), '');
    // The browser's build alone is not the whole build: the server renderer is missing.
    expect(webBuildIsStale('dist/web', root)).toBe(true);
    mkdirSync(join(root, 'dist/server'), { recursive: true });
    writeFileSync(join(root, 'dist/server/entry-server.js'), '');
    const past = new Date(Date.now() - 60_000);
    for (const path of ['src/web/main.tsx', 'src/web', 'src']) utimesSync(join(root, path), past, past);
    expect(webBuildIsStale('dist/web', root)).toBe(false);

    writeFileSync(join(root, 'src/web/main.tsx'), 'changed');
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/web/main.tsx'), future, future);
    expect(webBuildIsStale('dist/web', root)).toBe(true);
  });
});
