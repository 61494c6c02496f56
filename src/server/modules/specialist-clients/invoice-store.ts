import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where invoice PDFs live; an object store can implement the same calls later (ARCHITECTURE §8). */
export interface InvoiceStore {
  /** Writes (or overwrites) the PDF of an invoice. */
  put(id: number, pdf: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(id: number): Promise<Buffer | null>;
}

/**
 * VAR_DIR/invoices/<id>.pdf: outside VAR_DIR/media, so no public route serves an invoice; only its two parties
 * get it, through the API. A new PDF is written beside the old one and renamed over it, so a download never
 * reads half a file.
 */
export function createDiskInvoiceStore(varDir: string): InvoiceStore {
  const dir = resolve(varDir, 'invoices');
  const file = (id: number) => join(dir, `${Math.trunc(id)}.pdf`);
  return {
    async put(id, pdf) {
      await mkdir(dir, { recursive: true });
      const partial = `${file(id)}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, pdf);
        await rename(partial, file(id));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(id) {
      try {
        return await readFile(file(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
