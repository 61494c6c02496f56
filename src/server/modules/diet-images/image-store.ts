import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where day photos live; an object store can implement the same two lines later (ARCHITECTURE §8). */
export interface ImageStore {
  /** Stores a WebP image under a fresh unguessable name and answers its public URL. */
  putWebp(image: Buffer): Promise<string>;
}

/** VAR_DIR/media/diet-images, which the media plugin serves at /media/diet-images/. */
export function createDiskImageStore(varDir: string): ImageStore {
  const dir = resolve(varDir, 'media', 'diet-images');
  return {
    async putWebp(image) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(dir, name), image, { flag: 'wx' });
      return `/media/diet-images/${name}`;
    },
  };
}
