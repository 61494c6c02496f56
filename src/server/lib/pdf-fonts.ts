import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** DejaVu Sans (free licence, shipped by npm): it has every Polish and German letter the PDFs need. */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const PDF_FONTS = {
  body: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  italic: join(fontDir, 'DejaVuSans-Oblique.ttf'),
} as const;
