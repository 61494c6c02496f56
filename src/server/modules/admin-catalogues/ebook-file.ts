import { ValidationError } from '../../errors';

/** Pages of a PDF, counted as the e-book import counts them (each page object names its type once). */
export function pdfPageCount(bytes: Buffer): number {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

/**
 * An uploaded e-book file checked by its content (issue 24 A2): a PDF header (`%PDF-1.x` or `%PDF-2.x`), an
 * end-of-file marker near the end, and at least one page — anything else is a 400 with a translated text.
 * Answers the number of pages the shop shows.
 */
export function checkedPdf(bytes: Buffer, maxBytes: number): number {
  if (bytes.length > maxBytes) throw new ValidationError(undefined, 'adminCataloguePdfTooLarge');
  const header = bytes.subarray(0, 8).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(header) || !tail.includes('%%EOF'))
    throw new ValidationError(undefined, 'adminCataloguePdfInvalid');
  const pages = pdfPageCount(bytes);
  if (pages === 0) throw new ValidationError(undefined, 'adminCataloguePdfInvalid');
  return pages;
}
