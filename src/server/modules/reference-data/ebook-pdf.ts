import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Locale } from '../../../core/i18n/locales';
import { PDF_FONTS as FONTS } from '../../lib/pdf-fonts';
const INK = '#1e293b';
const BRAND = '#166534';

export interface EbookText {
  title: string;
  writer: string;
  description: string;
  chapters: Array<{ title: string; body: string }>;
  /** Labels in the book's language. */
  labels: { contents: string; chapter: string; publisher: string };
}

/** A Markdown line's blocks as the importer's e-books use them: paragraphs, `### ` headings, `- ` lists. */
type Block = { kind: 'paragraph' | 'heading' | 'item'; text: string };

export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((line) => /^\s*[-*] /.test(line) || /^\s*\d+\. /.test(line))) {
      for (const line of lines) blocks.push({ kind: 'item', text: line.replace(/^\s*([-*]|\d+\.) /, '') });
    } else if (/^#{1,6} /.test(lines[0]!)) {
      blocks.push({ kind: 'heading', text: lines[0]!.replace(/^#{1,6} /, '') });
      if (lines.length > 1) blocks.push({ kind: 'paragraph', text: lines.slice(1).join(' ') });
    } else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

/** `**bold**` runs of a line. */
function runs(text: string): Array<{ text: string; bold: boolean }> {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? { text: part.slice(2, -2), bold: true }
        : { text: part.replace(/\*([^*]+)\*/g, '$1'), bold: false },
    );
}

function writeRuns(doc: PDFKit.PDFDocument, text: string, options: PDFKit.Mixins.TextOptions) {
  const parts = runs(text);
  parts.forEach((part, index) => {
    doc
      .font(part.bold ? 'bold' : 'body')
      .text(part.text, { ...options, continued: index < parts.length - 1 });
  });
}

/**
 * Writes an e-book as an A5 PDF: a title page, the table of contents, each chapter from its Markdown, page
 * numbers; the document's language, title and author are set for readers and search. Resolves with the
 * number of pages.
 */
export async function writeEbookPdf(file: string, text: EbookText, locale: Locale): Promise<number> {
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: 54, bottom: 60, left: 48, right: 48 },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: text.title,
      Author: text.writer,
      Subject: text.description,
      Producer: 'Nutrio',
      Creator: 'Nutrio',
    },
  });
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });

  // Title page.
  doc.rect(0, 0, doc.page.width, 150).fill(BRAND);
  doc.fillColor('#ffffff').font('bold').fontSize(12).text('Nutrio', 48, 60);
  doc.fillColor(INK).font('bold').fontSize(22).text(text.title, 48, 190, { align: 'left' });
  doc.moveDown(0.8).font('body').fontSize(12).fillColor('#475569').text(text.writer);
  doc.moveDown(2).fillColor(INK).fontSize(10.5).text(text.description, { align: 'left', lineGap: 2 });

  // Contents.
  doc.addPage();
  doc.font('bold').fontSize(16).fillColor(INK).text(text.labels.contents);
  doc.moveDown(0.8);
  text.chapters.forEach((chapter, index) => {
    doc
      .font('body')
      .fontSize(11)
      .text(`${index + 1}. ${chapter.title}`, { lineGap: 4 });
  });

  for (const [index, chapter] of text.chapters.entries()) {
    doc.addPage();
    doc
      .font('body')
      .fontSize(9)
      .fillColor(BRAND)
      .text(`${text.labels.chapter} ${index + 1}`.toUpperCase(), {
        characterSpacing: 1,
      });
    doc.moveDown(0.3).font('bold').fontSize(16).fillColor(INK).text(chapter.title, { lineGap: 2 });
    doc.moveDown(0.8);
    for (const block of markdownBlocks(chapter.body)) {
      if (block.kind === 'heading') {
        doc.moveDown(0.4).font('bold').fontSize(12).fillColor(INK).text(block.text);
        doc.moveDown(0.3);
      } else if (block.kind === 'item') {
        doc.fontSize(10.5).fillColor(INK);
        writeRuns(doc, `•  ${block.text}`, { indent: 0, lineGap: 2, paragraphGap: 3 });
      } else {
        doc.fontSize(10.5).fillColor(INK);
        writeRuns(doc, block.text, { align: 'left', lineGap: 2.5, paragraphGap: 8 });
      }
    }
  }

  // Page numbers and the publisher line on every page but the title page.
  const range = doc.bufferedPageRange();
  for (let page = range.start + 1; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.height - 40;
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('body').fontSize(8).fillColor('#64748b');
    doc.text(text.labels.publisher, 48, bottom, { lineBreak: false });
    doc.text(String(page + 1), doc.page.width - 48 - 40, bottom, {
      width: 40,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
  doc.end();
  await done;
  return range.count;
}
