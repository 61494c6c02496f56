/**
 * A worker thread that lays out invoice PDFs: 60–200 ms of CPU each (fonts, layout, compression), which must
 * not hold up the event loop.
 */
import { parentPort } from 'node:worker_threads';
import type { Locale } from '../../../core/i18n/locales';
import { renderInvoicePdf, type InvoicePdfContent } from './invoice-pdf';

export interface InvoicePdfTask {
  id: number;
  content: InvoicePdfContent;
  locale: Locale;
}
export type InvoicePdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (task: InvoicePdfTask) => {
  renderInvoicePdf(task.content, task.locale).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ id: task.id, pdf: bytes } satisfies InvoicePdfResult);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: task.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies InvoicePdfResult),
  );
});
