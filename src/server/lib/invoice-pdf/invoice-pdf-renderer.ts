import { Worker } from 'node:worker_threads';
import type { Locale } from '../../../core/i18n/locales';
import type { InvoicePdfContent } from './invoice-pdf';
import type { InvoicePdfResult, InvoicePdfTask } from './invoice-pdf-worker';

export type RenderInvoicePdf = (content: InvoicePdfContent, locale: Locale) => Promise<Buffer>;

/**
 * Invoice PDFs laid out in one worker thread, started on the first invoice (invoices are rare: one worker is
 * plenty), so that the layout's CPU time never holds up the event loop. The app makes one and hands its
 * `render` to every module that issues invoices (specialists' consultations, the shop's orders). A worker that
 * fails takes its pending invoices with it and is started anew for the next one.
 */
export function createInvoicePdfRenderer() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  function started(): Worker {
    if (worker) return worker;
    // The worker is TypeScript: its entry registers tsx, which compiles it as it does the server.
    const fresh = new Worker(new URL('./invoice-pdf-entry.mjs', import.meta.url));
    fresh.on('message', (result: InvoicePdfResult) => {
      const job = pending.get(result.id);
      pending.delete(result.id);
      if ('pdf' in result)
        job?.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
      else job?.reject(new Error(result.error));
    });
    const fail = (error: Error) => {
      worker = null;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    fresh.on('error', fail);
    fresh.on('exit', (code) => {
      if (worker === fresh) fail(new Error(`the invoice worker stopped (${code})`));
    });
    fresh.unref();
    worker = fresh;
    return fresh;
  }

  const render: RenderInvoicePdf = (content, locale) =>
    new Promise<Buffer>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      started().postMessage({ id, content, locale } satisfies InvoicePdfTask);
    });

  return {
    render,
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
