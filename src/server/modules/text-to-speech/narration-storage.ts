import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Where narration files live (ARCHITECTURE §8's storage seam): a local folder by default; an object store can
 * take its place behind the same three calls. Names are the worker's own (`<hash>.ogg`), never a client's.
 */
export interface NarrationStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's path on this machine, for serving it. */
  path(name: string): string;
  exists(name: string): Promise<boolean>;
}

const SAFE_NAME = /^[0-9a-f]{64}\.ogg$/;

function checked(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not a narration file name: ${name}`);
  return name;
}

/** `<VAR_DIR>/narrations/<hash>.ogg`; a file is written under a temporary name and renamed, so none is half there. */
export function createLocalNarrationStorage(varDir: string): NarrationStorage {
  const root = resolve(varDir, 'narrations');
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      const target = join(root, checked(name));
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    path: (name) => join(root, checked(name)),
    async exists(name) {
      try {
        return (await stat(join(root, checked(name)))).isFile();
      } catch {
        return false;
      }
    },
  };
}
