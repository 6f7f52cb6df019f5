/**
 * Der Himmel des Tages und die zwölf Tageshoroskope auf Deutsch: dieselben berechneten Fakten wie
 * im Englischen (Sonnenhäuser, Herrscher des Zeichens, Aspekte des Tages und ihre exakte Uhrzeit),
 * Sätze für deutsche Leserinnen und Leser geschrieben, geduzt. Die wichtigsten Ereignisse werden
 * aus ihren Feldern (Art, Körper, Uhrzeit) neu gesagt, nie aus der englischen Beschreibung übersetzt.
 * Jedes Satzglied steht in dem Fall, den seine Präposition verlangt (vocab.ts und die Tabellen hier).
 */
import type { Highlight } from '../../../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import type { AstroBody, ZodiacSign } from '../../facts';
import { labelOf } from '../../../i18n/labels/index';
import { aspektAkk, aspektName, aspektNom, eingeschoben, gross, KOERPER, liste, THEMEN, ZEICHEN } from './vocab';
import { fnv1a as hash } from '../variation';

const koerper = (b: string) => KOERPER[b as AstroBody];
/** Nominativ, als Subjekt: „die Sonne“, „Merkur“. */
const wer = (b: string): string => koerper(b)?.der ?? b;
/** Dativ: „der Sonne“, „dem Mond“, „Saturn“. */
export function wem(b: string): string {
  const k = koerper(b);
  if (!k) return b;
  if (k.der.startsWith('die ')) return `der ${k.name}`;
  if (k.der.startsWith('der ') || k.der.startsWith('das ')) return `dem ${k.der === 'der Aszendent' || k.der === 'der Deszendent' ? `${k.name}en` : k.name}`;
  return k.der;
}
/** „zur Sonne“, „zum Mond“, „zu Saturn“. */
const zu = (b: string): string => wem(b).replace(/^der /, 'zur ').replace(/^dem /, 'zum ').replace(/^(?!zu[rm] )/, 'zu ');
const zeichen = (s: string) => ZEICHEN[s as ZodiacSign];
/** Wo? „im Schützen“, „in der Waage“. */
const imZeichen = (s: string): string => zeichen(s)?.im ?? s;
/** Wohin? „in den Schützen“, „in die Waage“, „in die Fische“. */
export function insZeichen(s: string): string {
  const z = zeichen(s);
  if (!z) return s;
  return z.der.startsWith('der ') ? `in den ${z.im.replace(/^im /, '')}` : `in ${z.der}`;
}
const uhr = (iso: string): string => `${iso.slice(11, 16)} Uhr UTC`;
const phaseDe = (p: string): string => labelOf('de', 'lunarPhases', p);
const beleuchtet = (n: number): string => `zu ${Math.round(n)} % beleuchtet`;

/** Ordnungszahlen der Häuser: Dativ („in deinem neunten Haus“) und Nominativ/Akkusativ („dein neuntes Haus“). */
const ORD = ['', 'erst', 'zweit', 'dritt', 'viert', 'fünft', 'sechst', 'siebt', 'acht', 'neunt', 'zehnt', 'elft', 'zwölft'];
const deinemHaus = (n: number): string => `deinem ${ORD[n]}en Haus`;
const deinHaus = (n: number): string => `dein ${ORD[n]}es Haus`;

/**
 * Die Lebensbereiche der zwölf Sonnenhäuser, ohne Artikel: Nominativ und Akkusativ fallen so
 * zusammen („rückt Beruf, Ansehen und langfristige Ziele in den Mittelpunkt“).
 */
const BEREICHE: readonly string[] = [
  'Auftreten, Aussehen und eigene Vorhaben',
  'Geld, Besitz und alles, was dir etwas wert ist',
  'Gespräche, kurze Wege und Nachbarschaft',
  'Zuhause, Familie und Herkunft',
  'Kreativität, Liebe, Spiel und Selbstausdruck',
  'Alltag, Arbeit und Gesundheit',
  'Partnerschaft und Abmachungen zu zweit',
  'gemeinsames Geld, Nähe und tiefe Wandlungen',
  'Studium, Reisen und Weltanschauung',
  'Beruf, Ansehen und langfristige Ziele',
  'Freundschaften, Gruppen und Zukunftspläne',
  'Ruhe, Rückzug und alles, was hinter den Kulissen geschieht',
];

/** Die Bereiche kurz, für Jupiter (Akkusativ) und Saturn (Dativ nach „mit“). */
const KURZ: readonly { akk: string; dat: string }[] = [
  { akk: 'dein Auftreten', dat: 'deinem Auftreten' },
  { akk: 'deine Finanzen', dat: 'deinen Finanzen' },
  { akk: 'deine Kontakte', dat: 'deinen Kontakten' },
  { akk: 'dein Zuhause', dat: 'deinem Zuhause' },
  { akk: 'deine Freuden', dat: 'deinen Freuden' },
  { akk: 'deinen Alltag', dat: 'deinem Alltag' },
  { akk: 'deine Beziehungen', dat: 'deinen Beziehungen' },
  { akk: 'gemeinsame Mittel', dat: 'gemeinsamen Mitteln' },
  { akk: 'dein Studium', dat: 'deinem Studium' },
  { akk: 'deine Laufbahn', dat: 'deiner Laufbahn' },
  { akk: 'deine Freundschaften', dat: 'deinen Freundschaften' },
  { akk: 'deine Erholung', dat: 'deiner Erholung' },
];

/** Was der Mond in jedem Sonnenhaus anstößt. */
const MOND_IM_HAUS: readonly string[] = [
  'deine Stimmung liegt offen, und dein Bauchgefühl weiß gut, was du heute brauchst',
  'das Bedürfnis nach Sicherheit meldet sich, und eine kleine, vernünftige Geldentscheidung passt jetzt gut',
  'der Kopf ist wach und gesprächig, und eine kurze Nachricht kann mehr bewirken, als es scheint',
  'es zieht dich nach Hause, und schon eine Stunde mit der Familie oder ein aufgeräumtes Zimmer gibt dir Kraft',
  'die Laune ist verspielt und warm, gut für Verabredungen, kreative Arbeit und alles, was dich strahlen lässt',
  'Ordnung beruhigt dich, und wer jetzt Kleinkram erledigt und auf den Körper achtet, spürt die Wirkung schnell',
  'andere Menschen rücken in den Vordergrund, und gutes Zuhören bringt ein gemeinsames Vorhaben weiter',
  'Gefühle gehen in die Tiefe, und ein offenes Wort über Vertrauen oder gemeinsames Geld klärt die Luft',
  'Fernweh und Wissensdurst melden sich, und ein gutes Buch, ein Reiseplan oder ein neues Thema stillt beides',
  'deine öffentliche Seite steht im Licht, und stetige Arbeit im Beruf fällt heute auf',
  'Freunde und Gruppen tragen dich, und ein Treffen ohne großen Anlass tut gut',
  'du brauchst mehr Stille als sonst, und Ruhe und Nachdenken laden die Batterien für die nächsten Tage auf',
];

/** Was ein anderer Körper mit dem Thema des Herrschers macht: Verb an zweiter Stelle nach „Heute“. */
const WIRKUNG: Record<string, (wer: string, t: { akk: string; dat: string }) => string> = {
  conjunction: (w, t) => `verstärkt ${w} ${t.akk}`,
  opposition: (w, t) => `hält ${w} ${t.dat} einen Spiegel vor`,
  trine: (w, t) => `beflügelt ${w} ${t.akk}`,
  square: (w, t) => `stellt ${w} ${t.akk} auf die Probe`,
  sextile: (w, t) => `öffnet ${w} ${t.dat} eine Tür`,
};

const TIPPS: readonly string[] = [
  'Schreib dir eine Sache auf, die heute vorangehen soll, und schenke ihr zwanzig Minuten ungeteilte Aufmerksamkeit.',
  'Such dir ein Gespräch aus, das du schon länger vor dir herschiebst, und fang es behutsam an.',
  'Lass eine Lücke im Kalender: Die ungeplante Stunde wird vielleicht die beste des Tages.',
  'Beweg dich früh am Tag, denn ein Körper in Bewegung sortiert auch die Gedanken.',
  'Räum eine kleine Ecke deines Lebens auf, eine Schublade, ein Postfach oder eine Liste.',
  'Sag einer Einladung zu und einer Verpflichtung ab, die dich nur Kraft kostet.',
  'Stell eine Frage, statt die Antwort zu erraten.',
  'Notiere dir am Abend drei Dinge, die besser gelaufen sind als erwartet.',
  'Geh eine Weile nach draußen und lass den Blick weit werden.',
  'Gib heute nur kleine Versprechen, und halte jedes davon.',
  'Teile eine Idee, bevor sie fertig ist: Rückmeldungen geben ihr Form.',
  'Nimm dir eine Stunde für etwas, das du nur zum Vergnügen tust.',
  'Wirf einen ruhigen Blick auf dein Budget oder deinen Kalender und ändere genau eine Sache.',
];

const ENERGIE: Record<string, string> = {
  harmonious: 'Die Grundstimmung ist harmonisch: Heute gehen mehr Türen auf als zu.',
  challenging: 'Die Grundstimmung ist fordernd: Reibung wird nützlich, wenn du ihr mit Geduld begegnest.',
  intense: 'Die Grundstimmung ist intensiv: Einige starke Strömungen bestimmen den Tag.',
  dynamic: 'Die Grundstimmung ist bewegt: Rückenwind und Gegenwind wechseln sich ab, bleib beweglich.',
  calm: 'Die Grundstimmung ist ruhig: ein guter Tag, um einen gleichmäßigen Rhythmus zu halten.',
};

const LUNATION: Record<string, string> = {
  'new-moon': 'Neumond',
  'full-moon': 'Vollmond',
  'first-quarter': 'Zunehmender Halbmond',
  'last-quarter': 'Abnehmender Halbmond',
};

const TAGE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
/** „Sonntag, 22. November 2026“ */
export function langesDatum(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${TAGE[d.getUTCDay()]}, ${d.getUTCDate()}. ${MONATE[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Ein wichtiges Ereignis des Tages, aus seinen Feldern auf Deutsch gesagt. */
export function ereignis(h: Highlight, i = 0): string {
  const exakt = h.exactAt ? ` (exakt um ${uhr(h.exactAt)})` : '';
  switch (h.type) {
    case 'station-retrograde':
      return `${gross(wer(h.planet1))} wird ${h.exactAt ? `um ${uhr(h.exactAt)} ` : ''}rückläufig, eine Zeit, um nach innen zu schauen und Liegengebliebenes zu prüfen`;
    case 'station-direct':
      return `${gross(wer(h.planet1))} wird ${h.exactAt ? `um ${uhr(h.exactAt)} ` : ''}wieder direktläufig, und was stockte, kommt wieder in Fluss`;
    case 'ingress':
      return `${gross(wer(h.planet1))} wechselt ${h.exactAt ? `um ${uhr(h.exactAt)} ` : ''}${insZeichen(h.planet2 ?? '')}`;
    case 'new-moon':
    case 'full-moon':
    case 'first-quarter':
    case 'last-quarter':
      return `${LUNATION[h.type]}${h.exactAt ? ` um ${uhr(h.exactAt)}` : ''}`;
    case 'lunar-phase':
      return `${phaseDe(h.phase ?? '')}, ${beleuchtet(h.illumination ?? 0)}`;
    default: {
      // drei Satzbaupläne, damit drei Aspekte hintereinander nicht gleich klingen
      const a = h.planet1;
      const b = h.planet2 ?? '';
      const name = aspektName(h.type);
      if (i % 3 === 1) return `${gross(wer(a))} und ${wer(b)} stehen ${['Konjunktion', 'Opposition'].includes(name) ? 'in' : 'im'} ${name}${exakt}`;
      if (i % 3 === 2) return `Zwischen ${wem(a)} und ${wem(b)} entsteht ${aspektNom(h.type)}${exakt}`;
      return `${gross(wer(a))} bildet ${aspektAkk(h.type)} ${zu(b)}${exakt}`;
    }
  }
}

/** Kleinschreibung eines Artikels oder „Zwischen“ am Anfang, für die Folgeglieder einer Aufzählung. */
const klein = (s: string): string => s.replace(/^(Der|Die|Das|Zwischen) /, (x) => x.toLowerCase());

export function dailyInsight(f: DailyInsightFacts): string {
  const sonne = f.sky.find((b) => b.body === 'sun');
  const mond = f.sky.find((b) => b.body === 'moon');
  const rueck = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => koerper(b.body)?.name ?? b.body);
  const top = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const thema = labelOf('de', 'dailyThemes', f.theme);
  const p1 = [
    `${langesDatum(f.day)}: ${thema === f.theme ? 'Das Thema des Tages ist Ausgeglichenheit.' : `Das Thema des Tages heißt „${thema}“.`}`,
    sonne && mond ? `Die Sonne steht ${imZeichen(sonne.sign)}, der Mond beginnt den Tag ${imZeichen(mond.sign)}.` : '',
    ENERGIE[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = top.length ? `Was heute am Himmel zählt, nach seiner Bedeutung geordnet: ${top.map((h, i) => (i === 0 ? ereignis(h, i) : klein(ereignis(h, i)))).join('; ')}.` : 'Kein großer Aspekt prägt den heutigen Tag, und das lässt dir Raum für deinen eigenen Rhythmus.';
  const p3 = [
    `Mondphase: ${phaseDe(f.lunarPhase.phase)}, ${beleuchtet(f.lunarPhase.illumination)}.`,
    rueck.length ? `${liste(rueck)} ${rueck.length === 1 ? 'ist' : 'sind'} rückläufig: Erst prüfen, dann losstürmen.` : 'Kein Planet ist rückläufig, Vorhaben dürfen geradeaus laufen.',
    TIPPS[hash(f.day) % TIPPS.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function signHoroscope(f: SignHoroscopeTextFacts): string {
  const h = hash(`${f.day}|${f.sign}`);
  const m1 = f.moonHouses[0]!;
  const m2 = f.moonHouses[1];
  const mondZeile =
    m2 !== undefined
      ? h % 2
        ? `Der Mond wandert heute von ${deinemHaus(m1)} (${BEREICHE[m1 - 1]}) in ${deinHaus(m2)} (${BEREICHE[m2 - 1]}): ${MOND_IM_HAUS[m2 - 1]}.`
        : `Heute zieht der Mond aus ${deinemHaus(m1)} (${BEREICHE[m1 - 1]}) weiter in ${deinHaus(m2)} (${BEREICHE[m2 - 1]}): ${MOND_IM_HAUS[m2 - 1]}.`
      : h % 2
        ? `Den ganzen Tag über bleibt der Mond in ${deinemHaus(m1)} (${BEREICHE[m1 - 1]}): ${MOND_IM_HAUS[m1 - 1]}.`
        : `Der Mond verweilt heute in ${deinemHaus(m1)}, wo es um ${eingeschoben(BEREICHE[m1 - 1]!)} geht: ${MOND_IM_HAUS[m1 - 1]}.`;
  const sonne = f.placements.find((p) => p.body === 'sun');
  const sonnenZeile = sonne
    ? h % 3 === 0
      ? `Die Sonne beleuchtet ${deinHaus(sonne.solarHouse)} und rückt ${eingeschoben(BEREICHE[sonne.solarHouse - 1]!)} in diesen Wochen in den Mittelpunkt.`
      : `In diesen Wochen steht die Sonne in ${deinemHaus(sonne.solarHouse)}; ${eingeschoben(BEREICHE[sonne.solarHouse - 1]!)} verlangen jetzt deine Aufmerksamkeit.`
    : '';
  const r = f.rulerPlacement;
  const herrscher = wer(f.ruler);
  const herrscherOrt = `${imZeichen(r.sign)}, in ${deinemHaus(r.solarHouse)}`;
  const herrscherZeile = `${h % 3 === 1 ? `Der Herrscher deines Zeichens, ${herrscher}, steht ${herrscherOrt}.` : `${gross(herrscher)} regiert dein Zeichen und steht ${herrscherOrt}.`}${r.isRetrograde ? ` Gerade ist ${herrscher} rückläufig: Prüf lieber zweimal, bevor du Druck machst.` : ''}`;
  const thema = THEMEN[f.ruler as AstroBody] ?? { akk: 'dein Zeichen', dat: 'deinem Zeichen' };
  const aspekte = f.rulerAspects.slice(0, 2).map((a, i) => {
    const anderer = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    const exakt = a.exactAt ? ` (exakt um ${uhr(a.exactAt)})` : '';
    const wirkung = WIRKUNG[a.type];
    if (i === 0) return wirkung ? `Heute ${wirkung(wer(anderer), thema)}${exakt}.` : `Heute bildet ${wer(anderer)} ${aspektAkk(a.type)} ${zu(f.ruler)}${exakt}.`;
    return `Außerdem bildet ${wer(anderer)} ${aspektAkk(a.type)} ${zu(f.ruler)}${exakt}.`;
  });
  const aspektZeile = aspekte.length ? aspekte.join(' ') : `${gross(herrscher)} bildet heute keinen größeren Aspekt: Das Tempo bestimmst du selbst.`;
  const eintritt = f.ingresses.find((i) => i.body !== 'moon');
  const eintrittZeile = eintritt ? `${gross(wer(eintritt.body))} wechselt ${insZeichen(eintritt.sign)} und damit in ${deinHaus(eintritt.solarHouse)}, was den Blick auf ${eingeschoben(BEREICHE[eintritt.solarHouse - 1]!)} lenkt.` : '';
  const jupiter = f.placements.find((p) => p.body === 'jupiter');
  const saturn = f.placements.find((p) => p.body === 'saturn');
  const jupiterSatz = jupiter ? `Jupiter in ${deinemHaus(jupiter.solarHouse)} fördert ${KURZ[jupiter.solarHouse - 1]!.akk}` : '';
  const saturnGeduld = saturn ? `Geduld mit ${KURZ[saturn.solarHouse - 1]!.dat}` : '';
  // mit Jupiter wird Saturn ein Nebensatz (Verb am Ende), allein ein Hauptsatz
  const langsamZeile = saturn
    ? jupiterSatz
      ? `${jupiterSatz}, während Saturn in ${deinemHaus(saturn.solarHouse)} ${saturnGeduld} verlangt.`
      : `Saturn in ${deinemHaus(saturn.solarHouse)} verlangt ${saturnGeduld}.`
    : jupiterSatz
      ? `${jupiterSatz}.`
      : '';
  const schluessel = f.keyHighlights[0];
  const schluesselZeile = schluessel ? `Am Himmel für alle: ${ereignis(schluessel)}.` : '';
  return [
    `${ZEICHEN[f.sign as ZodiacSign]?.name ?? f.sign}, ${langesDatum(f.day)}. ${mondZeile}`,
    [herrscherZeile, aspektZeile, eintrittZeile].filter(Boolean).join(' '),
    [sonnenZeile, langsamZeile, schluesselZeile, `Die Mondphase (${phaseDe(f.lunarPhase.phase)}, ${beleuchtet(f.lunarPhase.illumination)}) färbt den Tag. ${TIPPS[h % TIPPS.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}
