/** The astrocartography map's words: its title, the key of its line styles and its description (English is the drawing's own). */
export interface MapWords {
  title: (name: string | undefined) => string;
  key: readonly [string, string];
  desc: (subtitle: string, names: string) => string;
}
