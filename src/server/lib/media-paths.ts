/**
 * The link preview of a generated cover (SVG, which Facebook and X do not show): a JPEG beside it, written
 * by the reference importer (issue 14 A2). Paths are under /media/.
 */
export const coverPreviewPath = (coverPath: string) => coverPath.replace(/\.svg$/, '-preview.jpg');
