import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where day photos live; an object store can implement the same three calls later (ARCHITECTURE §8). */
export interface ImageStore {
  put(name: string, image: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/**
 * VAR_DIR/diet-images: outside VAR_DIR/media on purpose, so the public media route never serves a photo;
 * only the owner gets one, through the API. Names are checked by the caller (hex + `.webp`).
 */
export function createDiskImageStore(varDir: string): ImageStore {
  const dir = resolve(varDir, 'diet-images');
  return {
    async put(name, image) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), image, { flag: 'wx' });
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}
