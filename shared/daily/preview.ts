/** About the first 100 characters of a text, cut at a word boundary, with an ellipsis when cut. */
export function previewOf(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.lastIndexOf(' ', max);
  return `${flat.slice(0, cut > max / 2 ? cut : max).replace(/[\s,;:.!?-]+$/, '')}…`;
}
