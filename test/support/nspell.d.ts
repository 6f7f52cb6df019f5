/** The part of nspell's interface the text-quality tests use (the package ships no types). */
declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): NSpell;
  }
  export default function nspell(aff: Buffer | string, dic?: Buffer | string): NSpell;
}
