/**
 * Die deutschen Wörter des Offline-Schreibers: Zeichen, Häuser, Himmelskörper und Aspekte, jeweils
 * in dem Fall, den ein Satzrahmen in de/astrology.ts und de/transit.ts verlangt (das Feld sagt,
 * welcher Fall es ist). So steht nach „in“ immer der Dativ („in den Fischen“), nach „des“ der
 * Genitiv („des Löwen“), und kein Adjektiv muss sich nach dem unbekannten Geschlecht des Lesers
 * richten. Die Leserin oder der Leser wird geduzt, klein geschrieben („du“, „dein“).
 * Die Namen der Zeichen im Nominativ kommen aus den Anzeigenamen (shared/i18n/labels/de.ts).
 */
import type { AstroBody, ZodiacSign } from '../../facts';
import { ZODIAC_SIGNS } from '../../facts';
import { DE_LABELS as DE } from '../../../i18n/labels/index';

const NAMEN = DE.lists.signs.split('|');

export interface ZeichenWorte {
  /** Nominativ ohne Artikel, der Anzeigename: „Widder“, „Zwillinge“. */
  name: string;
  /** Dativ nach „in“ (wo?): „im Widder“, „in der Jungfrau“, „in den Fischen“. */
  im: string;
  /** Genitiv mit Artikel: „des Widders“, „der Jungfrau“, „der Fische“. */
  des: string;
  /** Nominativ mit Artikel, als Subjekt: „der Widder“, „die Zwillinge“. */
  der: string;
  /** Nominativ/Akkusativ ohne Artikel (Aufzählung von Eigenschaften; die Formen fallen zusammen). */
  zuege: string;
  /** Adverbiale der Art und Weise, nach einem Verb. */
  art: string;
  /** Akkusativ: was du brauchst, als Objekt von „brauchen“. */
  bedarf: string;
  /** Nominativ mit Artikel (Subjekt oder Prädikativ nach „ist“). */
  gabe: string;
  /** Akkusativ mit Artikel (Objekt), auch nach „für“, „auf“, „gegen“. */
  schatten: string;
}

type Rest = Omit<ZeichenWorte, 'name'>;
const REST: Record<ZodiacSign, Rest> = {
  aries: { im: 'im Widder', des: 'des Widders', der: 'der Widder', zuege: 'Geradlinigkeit, Mut und Lust am Anfangen', art: 'geradeheraus und mit spürbarer Freude am Neubeginn', bedarf: 'Spielraum, um auf deine eigene Weise loszulegen', gabe: 'die Kühnheit, neue Wege zu bahnen', schatten: 'die Ungeduld mit allem, was zu langsam geht' },
  taurus: { im: 'im Stier', des: 'des Stiers', der: 'der Stier', zuege: 'Beständigkeit, Sinnlichkeit und Treue', art: 'bedächtig, aber unbeirrbar, und immer mit allen Sinnen', bedarf: 'Behaglichkeit, Verlässlichkeit und festen Boden unter den Füßen', gabe: 'die Ausdauer, an einer Sache dranzubleiben', schatten: 'das sture Festhalten am Vertrauten' },
  gemini: { im: 'in den Zwillingen', des: 'der Zwillinge', der: 'die Zwillinge', zuege: 'Neugier, Wendigkeit und Freude am Austausch', art: 'leichtfüßig und schnell, im Gespräch und mit vielen Fragen', bedarf: 'Abwechslung und jemanden, mit dem du reden kannst', gabe: 'ein beweglicher Geist, der Gedanken miteinander verknüpft', schatten: 'die Zerstreuung in zu viele Richtungen' },
  cancer: { im: 'im Krebs', des: 'des Krebses', der: 'der Krebs', zuege: 'Fürsorge, Geborgenheit und Feingefühl', art: 'gefühlvoll und mit einem starken Schutzinstinkt', bedarf: 'ein sicheres Zuhause und Menschen, die sich wie Familie anfühlen', gabe: 'die Fähigkeit, anderen das Gefühl zu geben, willkommen zu sein', schatten: 'die Launen, die sich in ihr Schneckenhaus zurückziehen' },
  leo: { im: 'im Löwen', des: 'des Löwen', der: 'der Löwe', zuege: 'Wärme, Ausdruckskraft und Großzügigkeit', art: 'offen und herzlich, mit einem Sinn für den großen Auftritt', bedarf: 'Anerkennung für das, was du wirklich bist', gabe: 'ein großzügiges Herz, das andere ermutigt', schatten: 'den schnell verletzten Stolz' },
  virgo: { im: 'in der Jungfrau', des: 'der Jungfrau', der: 'die Jungfrau', zuege: 'Sorgfalt, Sachverstand und Freude am Nützlichen', art: 'gründlich und mit einem Blick dafür, was besser laufen könnte', bedarf: 'sinnvolle Arbeit und ein gewisses Maß an Ordnung', gabe: 'das handwerkliche Können, gepaart mit einem sicheren Urteil', schatten: 'die kritische innere Stimme, die nie Feierabend macht' },
  libra: { im: 'in der Waage', des: 'der Waage', der: 'die Waage', zuege: 'Gerechtigkeitssinn, Anmut und Freude an anderen Menschen', art: 'diplomatisch und erst, wenn jeder Standpunkt abgewogen ist', bedarf: 'Harmonie, Schönheit und gute Gesellschaft', gabe: 'das Gespür für Ausgleich und Fairness', schatten: 'die Unentschlossenheit, wenn jede Seite ein bisschen recht hat' },
  scorpio: { im: 'im Skorpion', des: 'des Skorpions', der: 'der Skorpion', zuege: 'Intensität, Scharfblick und Loyalität', art: 'tiefgründig und verschwiegen, ohne halbe Sachen', bedarf: 'Ehrlichkeit, Vertrauen und echte Tiefe', gabe: 'der Mut, unter die Oberfläche zu schauen', schatten: 'das Misstrauen und die Mühe, loszulassen' },
  sagittarius: { im: 'im Schützen', des: 'des Schützen', der: 'der Schütze', zuege: 'Abenteuerlust, Zuversicht und Offenheit', art: 'großzügig und mit Humor, den Blick immer am Horizont', bedarf: 'Freiheit, Sinn und Raum zum Entdecken', gabe: 'das Vertrauen in das, was kommt', schatten: 'die Unrast und zu schnell gegebene Versprechen' },
  capricorn: { im: 'im Steinbock', des: 'des Steinbocks', der: 'der Steinbock', zuege: 'Ehrgeiz, Verantwortungsgefühl und Geduld', art: 'diszipliniert und mit einem langen Atem', bedarf: 'ein lohnendes Ziel und die Zeit, es zu erreichen', gabe: 'die Geduld, etwas aufzubauen, das bleibt', schatten: 'die Strenge gegen dich selbst' },
  aquarius: { im: 'im Wassermann', des: 'des Wassermanns', der: 'der Wassermann', zuege: 'Unabhängigkeit, Erfindungsgeist und Idealismus', art: 'eigenwillig und mit einem Auge auf die Gemeinschaft', bedarf: 'gedankliche Freiheit und eine Sache, die du mit anderen teilst', gabe: 'ein eigenwilliger Einfallsreichtum im Dienst der Gruppe', schatten: 'die kühle Distanz, sobald Gefühle hochkochen' },
  pisces: { im: 'in den Fischen', des: 'der Fische', der: 'die Fische', zuege: 'Mitgefühl, Fantasie und Empfänglichkeit', art: 'sanft und intuitiv, mit einem Gespür für mehr, als sich sagen lässt', bedarf: 'Ruhe, Schönheit und Zeit zum Träumen', gabe: 'eine Fantasie, die mit Mitgefühl Hand in Hand geht', schatten: 'die Grenzen, die sich zu leicht auflösen' },
};

export const ZEICHEN: Record<ZodiacSign, ZeichenWorte> = Object.fromEntries(ZODIAC_SIGNS.map((k, i) => [k, { name: NAMEN[i]!, ...REST[k] }])) as Record<ZodiacSign, ZeichenWorte>;

export interface HausWorte {
  /** Genitiv ohne Artikel davor, als Attribut: „Themen des Auftretens, des Körpers …“. */
  des: string;
  /** Ortsangabe (Dativ nach Präposition), nach einem Verb. */
  buehne: string;
}

/** Ordnungszahlen im Dativ nach „im“: „im neunten Haus“. Index 1 bis 12. */
export const HAUS_DATIV = ['', 'ersten', 'zweiten', 'dritten', 'vierten', 'fünften', 'sechsten', 'siebten', 'achten', 'neunten', 'zehnten', 'elften', 'zwölften'];
/** „im neunten Haus“ */
export const imHaus = (n: number): string => `im ${HAUS_DATIV[n] ?? `${n}.`} Haus`;

/** Index 1 bis 12; Feld 0 ist leer. */
export const HAEUSER: readonly HausWorte[] = [
  { des: '', buehne: '' },
  { des: 'des eigenen Auftretens, des Körpers und des ersten Eindrucks', buehne: 'in der Art, wie du auftrittst und Dinge anpackst' },
  { des: 'des Geldes, des Besitzes und des Selbstwerts', buehne: 'bei dem, was du verdienst, besitzt und wertschätzt' },
  { des: 'der Kommunikation, des Lernens, der Geschwister und der Nachbarschaft', buehne: 'im alltäglichen Austausch, unterwegs und beim Lernen' },
  { des: 'des Zuhauses, der Familie und der Herkunft', buehne: 'in deinem Privatleben und in der Familie' },
  { des: 'der Kreativität, des Spiels, der Liebschaften und der Kinder', buehne: 'bei allem, was du erschaffst und was dir Freude macht' },
  { des: 'der täglichen Arbeit, der Gesundheit und der Gewohnheiten', buehne: 'im Arbeitsalltag und in deinen Gewohnheiten' },
  { des: 'der Partnerschaft und der festen Bindungen', buehne: 'in deinen engsten Beziehungen unter vier Augen' },
  { des: 'der Intimität, des gemeinsamen Besitzes und der Wandlung', buehne: 'in tiefen Bindungen, bei geteiltem Geld und in Zeiten der Häutung' },
  { des: 'der Reisen, der höheren Bildung und der Sinnsuche', buehne: 'auf Reisen, im Studium und bei der Suche nach Sinn' },
  { des: 'des Berufs, des Rufs und der gesellschaftlichen Stellung', buehne: 'im Beruf und in der Öffentlichkeit' },
  { des: 'der Freundschaften, der Gruppen und der Zukunftspläne', buehne: 'unter Freunden, in Gruppen und bei gemeinsamen Anliegen' },
  { des: 'des Alleinseins, des Rückzugs und des Unbewussten', buehne: 'hinter den Kulissen, in der Stille und im Nachsinnen' },
];

/** Ein Himmelskörper in den Fällen, die die Sätze brauchen. */
export interface KoerperWorte {
  /** Nominativ mit bestimmtem Artikel (oder ohne, wie bei Planeten üblich): „die Sonne“, „Merkur“. */
  der: string;
  /** Nominativ mit „dein“: „deine Sonne“, „dein Mond“. */
  dein: string;
  /** Dativ mit „dein“: „deiner Sonne“, „deinem Aszendenten“. */
  deinem: string;
  /** Akkusativ mit „dein“: „deine Sonne“, „deinen Mond“. */
  deinen: string;
  /** Nominativ des Namens allein, für Listen und Zählungen. */
  name: string;
}

const k = (name: string, der: string, g: 'm' | 'f' | 'n', dat = name): KoerperWorte => ({
  name,
  der,
  dein: `${g === 'f' ? 'deine' : 'dein'} ${name}`,
  deinem: `${g === 'f' ? 'deiner' : 'deinem'} ${dat}`,
  deinen: `${g === 'f' ? 'deine' : g === 'm' ? 'deinen' : 'dein'} ${dat}`,
});

export const KOERPER: Record<AstroBody, KoerperWorte> = {
  sun: k('Sonne', 'die Sonne', 'f'),
  moon: k('Mond', 'der Mond', 'm'),
  mercury: k('Merkur', 'Merkur', 'm'),
  venus: k('Venus', 'Venus', 'f'),
  mars: k('Mars', 'Mars', 'm'),
  jupiter: k('Jupiter', 'Jupiter', 'm'),
  saturn: k('Saturn', 'Saturn', 'm'),
  uranus: k('Uranus', 'Uranus', 'm'),
  neptune: k('Neptun', 'Neptun', 'm'),
  pluto: k('Pluto', 'Pluto', 'm'),
  chiron: k('Chiron', 'Chiron', 'm'),
  north_node: k('Nordknoten', 'der Nordknoten', 'm'),
  south_node: k('Südknoten', 'der Südknoten', 'm'),
  lilith: k('Lilith', 'Lilith', 'f'),
  ascendant: k('Aszendent', 'der Aszendent', 'm', 'Aszendenten'),
  midheaven: k('Medium Coeli', 'das Medium Coeli', 'n'),
  descendant: k('Deszendent', 'der Deszendent', 'm', 'Deszendenten'),
  ic: k('Imum Coeli', 'das Imum Coeli', 'n'),
  part_of_fortune: k('Glückspunkt', 'der Glückspunkt', 'm'),
};

/** Wofür ein Körper im Geburtshoroskop steht: Akkusativ und Dativ. */
export const THEMEN: Record<AstroBody, { akk: string; dat: string }> = {
  sun: { akk: 'deine Lebenskraft', dat: 'deiner Lebenskraft' },
  moon: { akk: 'deine Gefühle', dat: 'deinen Gefühlen' },
  mercury: { akk: 'dein Denken', dat: 'deinem Denken' },
  venus: { akk: 'dein Liebesleben', dat: 'deinem Liebesleben' },
  mars: { akk: 'deinen Antrieb', dat: 'deinem Antrieb' },
  jupiter: { akk: 'deine Zuversicht', dat: 'deiner Zuversicht' },
  saturn: { akk: 'dein Pflichtgefühl', dat: 'deinem Pflichtgefühl' },
  uranus: { akk: 'deinen Freiheitsdrang', dat: 'deinem Freiheitsdrang' },
  neptune: { akk: 'deine Vorstellungskraft', dat: 'deiner Vorstellungskraft' },
  pluto: { akk: 'deine Leidenschaft', dat: 'deiner Leidenschaft' },
  chiron: { akk: 'eine alte Wunde', dat: 'einer alten Wunde' },
  north_node: { akk: 'deinen Entwicklungsweg', dat: 'deinem Entwicklungsweg' },
  south_node: { akk: 'deine alten Gewohnheiten', dat: 'deinen alten Gewohnheiten' },
  lilith: { akk: 'deine ungezähmte Seite', dat: 'deiner ungezähmten Seite' },
  ascendant: { akk: 'dein Auftreten in der Welt', dat: 'deinem Auftreten in der Welt' },
  midheaven: { akk: 'deinen öffentlichen Weg', dat: 'deinem öffentlichen Weg' },
  descendant: { akk: 'deine Partnerschaften', dat: 'deinen Partnerschaften' },
  ic: { akk: 'dein Innenleben', dat: 'deinem Innenleben' },
  part_of_fortune: { akk: 'dein natürliches Glück', dat: 'deinem natürlichen Glück' },
};

/** Der Aspekt mit unbestimmtem Artikel, Nominativ und Akkusativ (nur der Quincunx unterscheidet sie). */
const ASPEKTE: Record<string, { nom: string; akk: string; name: string }> = {
  conjunction: { nom: 'eine Konjunktion', akk: 'eine Konjunktion', name: 'Konjunktion' },
  opposition: { nom: 'eine Opposition', akk: 'eine Opposition', name: 'Opposition' },
  square: { nom: 'ein Quadrat', akk: 'ein Quadrat', name: 'Quadrat' },
  trine: { nom: 'ein Trigon', akk: 'ein Trigon', name: 'Trigon' },
  sextile: { nom: 'ein Sextil', akk: 'ein Sextil', name: 'Sextil' },
  quincunx: { nom: 'ein Quincunx', akk: 'einen Quincunx', name: 'Quincunx' },
  'semi-sextile': { nom: 'ein Halbsextil', akk: 'ein Halbsextil', name: 'Halbsextil' },
  'semi-square': { nom: 'ein Halbquadrat', akk: 'ein Halbquadrat', name: 'Halbquadrat' },
  sesquiquadrate: { nom: 'ein Anderthalbquadrat', akk: 'ein Anderthalbquadrat', name: 'Anderthalbquadrat' },
  sesquisquare: { nom: 'ein Anderthalbquadrat', akk: 'ein Anderthalbquadrat', name: 'Anderthalbquadrat' },
  quintile: { nom: 'ein Quintil', akk: 'ein Quintil', name: 'Quintil' },
  'bi-quintile': { nom: 'ein Biquintil', akk: 'ein Biquintil', name: 'Biquintil' },
};
export const aspektNom = (type: string): string => ASPEKTE[type]?.nom ?? 'ein Aspekt';
export const aspektAkk = (type: string): string => ASPEKTE[type]?.akk ?? 'einen Aspekt';
export const aspektName = (type: string): string => ASPEKTE[type]?.name ?? 'Aspekt';

/** Was ein Aspekt bewirkt: Nominativ/Akkusativ (nur weibliche Köpfe, die Formen fallen zusammen). */
const SINN: Record<string, string> = {
  conjunction: 'eine Verschmelzung, in der keine der beiden Kräfte allein wirkt',
  opposition: 'eine Spannung zwischen zwei Polen, die nach Ausgleich verlangt',
  square: 'eine Reibung, die zum Handeln drängt',
  trine: 'eine natürliche Leichtigkeit, die du nur nutzen musst',
  sextile: 'eine Gelegenheit, die schon kleine Mühe belohnt',
  quincunx: 'eine schwierige Abstimmung, die ständig kleine Korrekturen verlangt',
  'semi-sextile': 'eine leise Nachbarschaft, in der zwei Kräfte Zusammenarbeit lernen',
  'semi-square': 'eine kleine, anhaltende Unruhe, die dich in Bewegung hält',
  sesquiquadrate: 'eine nervöse Spannung, die Feinarbeit verlangt',
  sesquisquare: 'eine nervöse Spannung, die Feinarbeit verlangt',
  quintile: 'eine schöpferische Begabung, die geübt werden will',
  'bi-quintile': 'eine schöpferische Begabung, die geübt werden will',
};
export const sinn = (type: string): string => SINN[type] ?? 'eine Verbindung, die es zu erkunden gilt';

/** Zahlwörter (Nominativ, ohne Geschlecht ab zwei); 1 als „einer“ nur über `zahl`. */
export const ZAHLEN = ['keiner', 'einer', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];
export const zahl = (n: number): string => ZAHLEN[n] ?? String(n);

export const gross = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const grad = (d: number): string => `${Math.floor(d)}°`;
export function orbis(orb: number): string {
  const total = Math.round(Math.abs(orb) * 60);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}
/** „a, b und c“ */
export const liste = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} und ${xs[xs.length - 1]}`);

/**
 * Ein Satzglied mitten im Satz: endet es mit einem Nebensatz oder einer Infinitivgruppe („die
 * Mühe, loszulassen“, „bei dem, was du verdienst“), schließt ein Komma ihn ab.
 */
export function eingeschoben(x: string): string {
  const nebensatz = /, (?:die|der|das|den|dem|denen|was|wo|wie|als|nachdem|sobald|wenn)\s/.test(x) || /,[^,]*(?:\bzu \p{L}+|\p{L}zu\p{L}{3,})$/u.test(x);
  return nebensatz ? `${x},` : x;
}
