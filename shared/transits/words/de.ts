/** Die Sätze des Transitberichts auf Deutsch (du, wie der Offline-Schreiber). */
import { bySign, decimal, degrees, extraName, lookup, signKeyOf, type AspectTable, type InfluenceTable, type StrengthTable } from './common';
import type { TransitWords } from './types';
import { formatDate, formatMoment } from '../../i18n/format';

/** A moment in words, as the language writes it ("am 28. November 2026 um 12:16 UTC"). */
const shortTime = (iso: string): string => `am ${formatMoment(iso, 'de')}`;

/** Der laufende Körper als Subjekt (Nominativ). */
const transit = lookup(
  { sun: 'die Transit-Sonne', moon: 'der Transit-Mond', mercury: 'Transit-Merkur', venus: 'Transit-Venus', mars: 'Transit-Mars', jupiter: 'Transit-Jupiter', saturn: 'Transit-Saturn', uranus: 'Transit-Uranus', neptune: 'Transit-Neptun', pluto: 'Transit-Pluto', chiron: 'Transit-Chiron', north_node: 'der nördliche Transit-Mondknoten' },
  (k) => `Transit-${extraName('de')(k)}`,
);
/** Der Körper ohne "Transit" (Himmelsaspekte, Stationen), Nominativ. */
const name = lookup(
  { sun: 'die Sonne', moon: 'der Mond', mercury: 'Merkur', venus: 'Venus', mars: 'Mars', jupiter: 'Jupiter', saturn: 'Saturn', uranus: 'Uranus', neptune: 'Neptun', pluto: 'Pluto', chiron: 'Chiron', north_node: 'der nördliche Mondknoten' },
  extraName('de'),
);
/** Der Radixpunkt nach "zu"/"mit" (Dativ). */
const natal = lookup(
  { sun: 'deiner Radix-Sonne', moon: 'deinem Radix-Mond', mercury: 'deinem Radix-Merkur', venus: 'deiner Radix-Venus', mars: 'deinem Radix-Mars', jupiter: 'deinem Radix-Jupiter', saturn: 'deinem Radix-Saturn', uranus: 'deinem Radix-Uranus', neptune: 'deinem Radix-Neptun', pluto: 'deinem Radix-Pluto', chiron: 'deinem Radix-Chiron', north_node: 'deinem nördlichen Mondknoten im Radix', south_node: 'deinem südlichen Mondknoten im Radix', ascendant: 'deinem Radix-Aszendenten', midheaven: 'deinem Radix-MC' },
  (k) => `deinem Radixpunkt ${extraName('de')(k)}`,
);
/** Themen nach "zwischen" und "innerhalb von" (Dativ, ohne Artikel). */
const theme = lookup(
  {
    sun: 'Identität und Lebenskraft', moon: 'Gefühlen und Bedürfnissen', mercury: 'Denken und Kommunikation', venus: 'Liebe, Genuss und Werten', mars: 'Antrieb und Mut', jupiter: 'Wachstum und Chancen', saturn: 'Struktur und Verantwortung', uranus: 'Wandel und Erwachen', neptune: 'Träumen und Intuition', pluto: 'Wandlung und Macht', chiron: 'alten Wunden und Heilung', north_node: 'Richtung und Bestimmung', south_node: 'Gewohnheiten und Vergangenem', ascendant: 'Auftreten und erstem Eindruck', midheaven: 'Berufung und öffentlichem Weg',
  },
  (k) => `dem, wofür ${extraName('de')(k)} steht`,
);
const HOUSES = ['', 'Selbst und Auftreten', 'Geld und Werte', 'Kommunikation und Alltagskontakte', 'Zuhause und Familie', 'Kreativität, Romantik und Spiel', 'Arbeit, Gesundheit und Routinen', 'Partnerschaften', 'geteilte Ressourcen und Nähe', 'Reisen, Überzeugungen und Studium', 'Beruf und Ansehen', 'Freunde, Gruppen und Hoffnungen', 'Rückzug, Alleinsein und Innenleben'];
/** "steht im Quadrat zu" + Dativ. */
const VERB: AspectTable = { conjunction: 'steht in Konjunktion mit', opposition: 'steht in Opposition zu', square: 'steht im Quadrat zu', trine: 'steht im Trigon zu', sextile: 'steht im Sextil zu', quincunx: 'steht im Quincunx zu' };
/** "Mars und Saturn im Quadrat". */
const IN: AspectTable = { conjunction: 'in Konjunktion', opposition: 'in Opposition', square: 'im Quadrat', trine: 'im Trigon', sextile: 'im Sextil', quincunx: 'im Quincunx' };
const NOUN: AspectTable = { conjunction: 'eine Verschmelzung', opposition: 'ein Tauziehen', square: 'eine fruchtbare Reibung', trine: 'ein leichter Fluss', sextile: 'eine offene Tür', quincunx: 'ein Ruf nach Anpassung' };
const STRENGTH: StrengthTable = { 'very strong': 'sehr stark', strong: 'stark', moderate: 'mäßig', weak: 'schwach' };
const INFLUENCE: InfluenceTable = { harmonious: 'harmonisch', challenging: 'spannungsreich', intense: 'intensiv', adjusting: 'fordert Anpassung' };
/** "im Widder", "in den Zwillingen": das Zeichen nach "in" (Dativ). */
const IN_SIGN = bySign(['im Widder', 'im Stier', 'in den Zwillingen', 'im Krebs', 'im Löwen', 'in der Jungfrau', 'in der Waage', 'im Skorpion', 'im Schützen', 'im Steinbock', 'im Wassermann', 'in den Fischen']);
const PHASES = {
  'New Moon': 'Ein neuer Mondzyklus beginnt: Zeit, Absichten zu setzen und leise anzufangen.',
  'Waxing Crescent': 'Der Mond nimmt zu: Der erste Schwung belohnt kleine, stetige Schritte.',
  'First Quarter': 'Zunehmender Halbmond: Zeit, dich zu entscheiden und Widerstände zu überwinden.',
  'Waxing Gibbous': 'Der Mond ist fast voll: Verfeinere, justiere und bereite vor, was du begonnen hast.',
  'Full Moon': 'Vollmond: Dinge kommen ans Licht, Gefühle erreichen ihren Höhepunkt, Ergebnisse zeigen sich.',
  'Waning Gibbous': 'Der Mond beginnt abzunehmen: Teile, was du gelernt hast, und sei dankbar.',
  'Last Quarter': 'Abnehmender Halbmond: Räum auf, lass los und denk neu nach.',
  'Waning Crescent': 'Der Zyklus schließt sich: Ruh dich aus, zieh Bilanz und lass los, bevor der nächste Neumond kommt.',
} as const;
const ELEMENT = { fire: 'Feuer', earth: 'Erde', air: 'Luft', water: 'Wasser' } as const;
/** Die Qualität als Adjektiv vor dem Element: Feuer und Wasser sind sächlich, Erde und Luft weiblich. */
const MODALITY_STEM = { cardinal: 'kardinal', fixed: 'fix', mutable: 'veränderlich' } as const;
const NEUTER = new Set(['fire', 'water']);
const ELEMENT_WORDS = { fire: 'Initiative, Begeisterung und Mut', earth: 'praktische Schritte, Geduld und der Körper', air: 'Ideen, Gespräche und Verbindungen', water: 'Gefühle, Intuition und Nähe' } as const;
/** Nach "mit Betonung auf" (Dativ). */
const MODALITY_WORDS = { cardinal: 'dem Anfangen', fixed: 'dem Durchhalten', mutable: 'dem Anpassen und Loslassen' } as const;
const TONE = { challenging: 'überwiegend spannungsreiche Kontakte', harmonious: 'überwiegend harmonische Kontakte', mixed: 'eine Mischung aus Leichtigkeit und Spannung' } as const;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const withNatal = (f: { body: string; aspect: keyof AspectTable; point: string }): string => `${transit(f.body)} ${VERB[f.aspect]} ${natal(f.point)}`;

export const DE: TransitWords = {
  contact: (body, aspect, point) => cap(withNatal({ body, aspect, point })),
  major: (f) => {
    const through = f.transitHouse !== f.natalHouse ? `, während ${transit(f.body)} durch dein ${f.transitHouse}. Haus (${HOUSES[f.transitHouse]}) zieht` : '';
    const what = (f.body as string) === f.point ? `${NOUN[f.aspect]} innerhalb von ${theme(f.body)}` : `${NOUN[f.aspect]} zwischen ${theme(f.body)} auf der einen und ${theme(f.point)} auf der anderen Seite`;
    return `${cap(withNatal(f))} in deinem ${f.natalHouse}. Haus (${HOUSES[f.natalHouse]}): ${what}${through}.`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `, exakt ${exactAt.map(shortTime).join(' und ')}` : '';
    return `${cap(name(a))} und ${name(b)} ${IN[aspect]}: ${NOUN[aspect]} zwischen ${theme(a)} auf der einen und ${theme(b)} auf der anderen Seite, für alle${when}.`;
  },
  phase: (phase, lit, sign) => `${PHASES[phase]} Zu Beginn des Zeitraums ist der Mond zu ${lit} % beleuchtet und steht ${IN_SIGN[sign]}.`,
  quiet: 'Ruhig: In diesem Zeitraum erreicht kein Transit deine Radixpunkte innerhalb des Orbis',
  dominant: (modality, element, tone) =>
    `${cap(MODALITY_STEM[modality])}${NEUTER.has(element) ? 'es' : 'e'} ${ELEMENT[element]}: ${ELEMENT_WORDS[element]}, mit Betonung auf ${MODALITY_WORDS[modality]} (${TONE[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `exakt ${f.exactAt.map(shortTime).join(', ')}` : `engster Orbis ${decimal(f.orb, true)}°`;
    return `${cap(withNatal(f))} (${STRENGTH[f.strength]}, ${INFLUENCE[f.influence]}, ${exact})`;
  },
  backdrop: (f) => `Langfristiger Hintergrund: ${withNatal(f)}, etwa ${f.duration} Tage im Orbis (${formatDate(f.activeFrom, 'de')} bis ${formatDate(f.activeUntil, 'de')})`,
  balance: (elements, modalities) =>
    `Elemente der Kontakte: ${elements.map(([k, v]) => `${ELEMENT[k]} ${v} %`).join(', ')}; Qualitäten: ${modalities.map(([k, v]) => `${MODALITY_STEM[k]} ${v} %`).join(', ')}`,
  station: (body, kind, longitude, at) => `${cap(name(body))} wird ${kind === 'retrograde' ? 'rückläufig' : 'direktläufig'} bei ${degrees(longitude)} ${IN_SIGN[signKeyOf(longitude)]} (${shortTime(at)})`,
  lunation: (type, sign, at) => `${type === 'new-moon' ? 'Neumond' : 'Vollmond'} ${IN_SIGN[sign]} (${shortTime(at)})`,
};
