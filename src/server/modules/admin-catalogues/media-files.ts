import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve } from 'node:path';

/**
 * Where the admins' uploads go: pictures under VAR_DIR/media (served at /media/, shown on public pages) and
 * e-book PDFs under FILES_DIR (served only through the buyers' download route). Paths are relative keys.
 */
export interface CatalogueFiles {
  putMedia(path: string, bytes: Buffer): Promise<void>;
  removeMedia(path: string): Promise<void>;
  putFile(key: string, bytes: Buffer): Promise<void>;
}

function inside(root: string, path: string): string {
  const full = normalize(join(root, path));
  if (!full.startsWith(normalize(root) + '/')) throw new Error(`a path outside its folder: ${path}`);
  return full;
}

export function createCatalogueFiles(varDir: string, filesDir: string): CatalogueFiles {
  const media = resolve(varDir, 'media');
  const files = resolve(filesDir);
  const put = async (full: string, bytes: Buffer) => {
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, bytes);
  };
  return {
    putMedia: (path, bytes) => put(inside(media, path), bytes),
    removeMedia: async (path) => rm(inside(media, path), { force: true }),
    putFile: (key, bytes) => put(inside(files, key), bytes),
  };
}
