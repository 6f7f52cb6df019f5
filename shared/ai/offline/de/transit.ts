/**
 * Die Deutung eines Transitberichts, auf Deutsch: die stärksten Transite in der Reihenfolge des
 * Berichts, der Tag, an dem jeder im Zeitraum exakt wird (die Rechnung des Transitkerns, in der
 * Zeitzone des Berichts), sein Abstand zu Beginn des Zeitraums und was er bedeutet.
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { aspektAkk, gross, KOERPER, orbis, type KoerperWorte } from './vocab';

export const READING_TRANSITS = 3;

function koerper(key: string): KoerperWorte {
  const k = KOERPER[key.toLowerCase() as AstroBody];
  if (k) return k;
  const name = gross(key.toLowerCase().replace(/_/g, ' '));
  return { name, der: name, dein: `dein ${name}`, deinem: `deinem ${name}`, deinen: `deinen ${name}` };
}

/** Erster Satz: der laufende Planet und der Punkt im Geburtshoroskop, im Fall, den das Verb verlangt. */
function kontakt(aspect: string, tp: KoerperWorte, np: KoerperWorte): string {
  if (aspect === 'conjunction') return `${gross(tp.der)} läuft im Transit über ${np.deinen} im Geburtshoroskop.`;
  if (aspect === 'opposition') return `${gross(tp.der)} steht im Transit in Opposition zu ${np.deinem} im Geburtshoroskop.`;
  return `${gross(tp.der)} bildet im Transit ${aspektAkk(aspect)} zu ${np.deinem} im Geburtshoroskop.`;
}

/** Der Aspekt als Subjekt mit Demonstrativ. */
const DIESER: Record<string, string> = { conjunction: 'diese Konjunktion', opposition: 'diese Opposition', square: 'dieses Quadrat', trine: 'dieses Trigon', sextile: 'dieses Sextil', quincunx: 'dieser Quincunx' };

/** Was der laufende Planet mitbringt (Akkusativ, als Objekt von „bedeutet“, am Satzende). */
const BRINGT: Record<string, string> = {
  sun: 'Aufmerksamkeit und Lebenskraft',
  moon: 'eine flüchtige Stimmung',
  mercury: 'Gespräche, Pläne und Nachrichten',
  venus: 'Zuneigung, Genuss und Geldfragen',
  mars: 'Energie, Eile und Ehrgeiz',
  jupiter: 'Wachstum und Gelegenheiten',
  saturn: 'Prüfungen, Grenzen und Arbeit',
  uranus: 'einen plötzlichen Wandel',
  neptune: 'Träume und Ungewissheit',
  pluto: 'tiefe Wandlung und Machtfragen',
  chiron: 'alte Wunden und die Chance, sie zu heilen',
  north_node: 'Fragen der Richtung',
};

/** Was im Geburtshoroskop berührt wird (Akkusativ, nach „für“). */
const BERUEHRT: Record<string, string> = {
  sun: 'deine Lebenskraft',
  moon: 'deine Gefühle und Bedürfnisse',
  mercury: 'dein Denken und Sprechen',
  venus: 'dein Liebesleben und deine Werte',
  mars: 'deinen Antrieb',
  jupiter: 'deine Zuversicht',
  saturn: 'deine Verpflichtungen',
  uranus: 'deinen Freiheitsdrang',
  neptune: 'deine Ideale',
  pluto: 'deine tiefsten Beweggründe',
  chiron: 'eine alte Wunde',
  north_node: 'deine Lebensrichtung',
  south_node: 'deine alten Gewohnheiten',
  ascendant: 'dein Auftreten',
  midheaven: 'deinen Beruf und deinen Ruf',
};

const RAT: Record<string, readonly string[]> = {
  conjunction: ['hier beginnt ein neues Kapitel, also beginne es bewusst', 'beide Themen verschmelzen eine Zeit lang; schenk ihnen deine volle Aufmerksamkeit', 'jetzt wird etwas gesät, also wähle, was du pflanzt'],
  opposition: ['andere spiegeln dir die Frage zurück; such die Mitte', 'ein Gegenüber zeigt dir die andere Seite; hör zu, bevor du drängst', 'die Spannung verlangt nach Ausgleich, nicht nach einem Sieg'],
  square: ['der Druck drängt zu einer Entscheidung; handle, statt zu grübeln', 'die Reibung zeigt, wo eine Veränderung überfällig ist; nimm die Korrektur vor', 'Einsatz lohnt sich hier, wenn auch nicht ohne Spannung'],
  trine: ['die Dinge fügen sich; nutze diese Leichtigkeit, statt dich nur treiben zu lassen', 'Hilfe kommt, ohne dass du darum bittest; nimm sie an', 'was du jetzt anstößt, läuft wie von selbst, also stoß an, was zählt'],
  sextile: ['eine Tür öffnet sich, wenn du anklopfst, also greif zum Telefon', 'eine kleine Gelegenheit zeigt sich und belohnt den ersten Schritt', 'ein nützlicher Kontakt oder eine gute Idee liegt in Reichweite, wenn du danach greifst'],
  quincunx: ['kleine Anpassungen helfen mehr als große Gesten', 'etwas passt nicht ganz zusammen; justiere nach, statt etwas zu erzwingen', 'eine geänderte Routine nimmt die Spannung heraus'],
};
const rat = (aspect: string, i: number): string => gross(RAT[aspect]?.[i % 3] ?? 'beobachte, wie es sich entfaltet');

/** „in dieser Woche“ */
const IN_DIESEM = { day: 'an diesem Tag', week: 'in dieser Woche', month: 'in diesem Monat' } as const;
/** „zu Beginn der Woche“ */
const ZU_BEGINN = { day: 'zu Beginn des Tages', week: 'zu Beginn der Woche', month: 'zu Beginn des Monats' } as const;

/** Ein Datum in der Zeitzone des Berichts: „Dienstag, 24. November“. */
export function tagLokal(iso: string, timezone = 'UTC'): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

function wann(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const exakt = [...new Set((t.exactAt ?? []).map((x) => tagLokal(x, f.timezone)))];
  if (exakt.length) {
    // „am Montag, 23. November, und am Mittwoch, 2. Dezember“: das Datum als Beisatz, mit Komma geschlossen
    const am = exakt.length === 1 ? `am ${exakt[0]}` : `${exakt.slice(0, -1).map((d) => `am ${d}`).join(', ')}, und am ${exakt[exakt.length - 1]}`;
    if (t.orbAtStart !== undefined && t.orbAtStart >= 1 / 120)
      return i % 2 ? `Exakt wird der Transit ${am}; ${ZU_BEGINN[f.period]} ist er noch ${orbis(t.orbAtStart)} davon entfernt.` : `${gross(ZU_BEGINN[f.period])} fehlen noch ${orbis(t.orbAtStart)} bis zum exakten Winkel, und ${am}, ist es so weit.`;
    return `Exakt ist der Transit ${am}.`;
  }
  const richtung = t.applying ? 'und er nähert sich noch an' : 'und er löst sich bereits wieder';
  return `${gross(IN_DIESEM[f.period])} wird der Transit nicht exakt: Am nächsten kommt er mit ${orbis(t.orb)} Abstand, ${richtung}.`;
}

function absatz(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = t.transitingPlanet.toLowerCase();
  const np = t.natalPlanet.toLowerCase();
  const aspect = t.aspect.toLowerCase();
  const bedeutung =
    tp === np
      ? `Wenn ein Planet seine eigene Geburtsstellung berührt, rückt sein Thema in den Vordergrund: ${rat(aspect, i)}.`
      : `Für ${BERUEHRT[np] ?? 'diesen Teil deines Horoskops'} bedeutet ${DIESER[aspect] ?? 'dieser Aspekt'} ${BRINGT[tp] ?? 'ein neues Thema'}: ${rat(aspect, i)}.`;
  const spanne =
    i === 0 && t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4)
      ? `Spürbar ist dieser Transit vom ${tagLokal(t.activeFrom, f.timezone)}, bis zum ${tagLokal(t.activeUntil, f.timezone)}.`
      : undefined;
  return [kontakt(aspect, koerper(tp), koerper(np)), wann(t, f, i), bedeutung, spanne].filter(Boolean).join(' ');
}

const MOND: Record<string, string> = {
  'new moon': 'Der Zeitraum beginnt mit dem Neumond, einer Zeit für leise Absichten und Neuanfänge.',
  'waxing crescent': 'Zu Beginn des Zeitraums steht eine zunehmende Mondsichel am Himmel, günstig für erste Schritte.',
  'first quarter': 'Der Zeitraum beginnt mit dem ersten Viertel, das Entscheidungen und ein wenig Mut verlangt.',
  'waxing gibbous': 'Zu Beginn des Zeitraums nimmt der Mond weiter zu, eine Zeit, um zu verfeinern, was schon läuft.',
  'full moon': 'Der Zeitraum beginnt mit dem Vollmond, wenn Gefühle und Ergebnisse ans Licht kommen.',
  'waning gibbous': 'Zu Beginn des Zeitraums nimmt der Mond schon wieder ab, ein guter Moment, um weiterzugeben, was du gelernt hast.',
  'last quarter': 'Der Zeitraum beginnt mit dem letzten Viertel, einer Zeit, um loszulassen, was nicht mehr passt.',
  'third quarter': 'Der Zeitraum beginnt mit dem letzten Viertel, einer Zeit, um loszulassen, was nicht mehr passt.',
  'waning crescent': 'Zu Beginn des Zeitraums ist nur noch eine schmale abnehmende Sichel zu sehen, was Ruhe und Abschlüsse begünstigt.',
};

/** Apposition im Dativ zu „im persönlichen Jahr 5“. */
const JAHR: Record<number, string> = {
  1: 'einem Jahr der Anfänge, in dem gesät wird',
  2: 'einem Jahr der Geduld, der Partnerschaft und des stillen Wachsens',
  3: 'einem Jahr des Ausdrucks, der Kreativität und der Geselligkeit',
  4: 'einem Jahr der Arbeit, der Struktur und der soliden Fundamente',
  5: 'einem Jahr des Wandels, der Bewegung und neuer Erfahrungen',
  6: 'einem Jahr des Zuhauses, der Verantwortung und der Beziehungen',
  7: 'einem Jahr der Besinnung, des Lernens und der inneren Arbeit',
  8: 'einem Jahr der Erfolge, des Ehrgeizes und greifbarer Ergebnisse',
  9: 'einem Jahr des Abschließens, des Loslassens und der Vorbereitung auf den nächsten Zyklus',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const beginn = tagLokal(`${f.date}T12:00:00Z`, 'UTC');
  const auftakt = f.period === 'day' ? `Am ${beginn}, ` : `${f.period === 'week' ? 'In der Woche' : 'Im Monat'} ab ${beginn}, `;
  const wieviele = top.length === 0 ? 'erreicht kein Transit dein Geburtshoroskop: eine ruhige Zeit, gut zum Festigen.' : top.length === 1 ? 'sticht ein Transit hervor.' : `stechen ${top.length === 2 ? 'zwei' : 'drei'} Transite hervor, vom stärksten zum schwächsten.`;
  const phase = f.lunarPhase?.phase.toLowerCase();
  const mond = phase ? MOND[phase] : undefined;
  const py = f.numerology?.personalYear;
  const jahr = py !== undefined && JAHR[py] ? `In der Numerologie stehst du im persönlichen Jahr ${py}, ${JAHR[py]}.` : undefined;
  return [`${auftakt}${wieviele}`, ...top.map((t, i) => absatz(t, f, i)), [mond, jahr].filter(Boolean).join(' '), top.length ? 'Stütz dich auf die günstigen Kontakte und begegne den fordernden mit Geduld: Jeder geht vorüber.' : undefined]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
