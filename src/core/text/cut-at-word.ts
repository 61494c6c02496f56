/**
 * A text cut to at most `max` characters for a card (B §9 truncation: 120, 140, 160, 240): at the last word
 * that fits (when that keeps most of it), trailing punctuation dropped, an ellipsis added.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd().replace(/[,;:.–-]$/, '')}…`;
}
