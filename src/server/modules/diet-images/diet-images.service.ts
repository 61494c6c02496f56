import { randomBytes } from 'node:crypto';
import { apiHref, api } from '../../../core/routes';
import { ValidationError } from '../../errors';
import { toDietImage } from './diet-image';
import type { DietImagesRepo } from './diet-images.repo';
import type { ImageStore } from './image-store';

/** A stored photo's name: 32 random hex digits, so a name can neither be guessed nor walk out of the folder. */
const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;
/** A signed-in user's unsaved plan lives in the open page only: a day is plenty to save it. */
export const UNREFERENCED_IMAGE_GRACE_MS = 24 * 60 * 60_000;

export function createDietImagesService({ repo, store }: { repo: DietImagesRepo; store: ImageStore }) {
  return {
    /** Checks and re-encodes the upload, stores it for `userId` and answers the URL the plan keeps. */
    async upload(userId: number, body: unknown): Promise<string> {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError(undefined, 'imageInvalid');
      const image = await toDietImage(body);
      if (!image.ok) throw new ValidationError(undefined, image.reason === 'too-large' ? 'imageTooLarge' : 'imageInvalid');
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await store.put(name, image.webp);
      await repo.insert(name, userId);
      return apiHref(api.diet_image_show, { file: name });
    },
    /** The photo's bytes for its owner; null for anyone else, as for a name that does not exist. */
    async read(userId: number, name: string): Promise<Buffer | null> {
      if (!IMAGE_NAME.test(name) || !(await repo.isOwnedBy(name, userId))) return null;
      return store.read(name);
    },
    /**
     * Removes photos older than `graceMs` that no saved diet of their owner mentions (uploaded into a plan
     * that was never saved, or whose diet or day was deleted since). Answers how many went.
     */
    async pruneUnreferenced(graceMs: number): Promise<number> {
      const names = await repo.unreferenced(new Date(Date.now() - graceMs));
      for (const name of names) {
        await store.remove(name);
        await repo.remove(name);
      }
      return names.length;
    },
  };
}
export type DietImagesService = ReturnType<typeof createDietImagesService>;
