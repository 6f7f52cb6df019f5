/** Deutsche Namen. Die vedischen Begriffe behalten ihre übliche Umschrift. */
import { LATIN_VEDIC, type LabelTexts } from './catalogue';

const ANGLE = { 'Right Angle': 'Rechtswinkelkreuz', 'Left Angle': 'Linkswinkelkreuz', Juxtaposition: 'Juxtapositionskreuz' } as const;

export const DE: LabelTexts = {
  lists: {
    ...LATIN_VEDIC,
    signs: 'Widder|Stier|Zwillinge|Krebs|Löwe|Jungfrau|Waage|Skorpion|Schütze|Steinbock|Wassermann|Fische',
    bodies: 'Sonne|Mond|Merkur|Venus|Mars|Jupiter|Saturn|Uranus|Neptun|Pluto|Chiron|Nördlicher Mondknoten|Südlicher Mondknoten|Lilith|Aszendent|Medium Coeli|Deszendent|Imum Coeli|Glückspunkt|Erde',
    bodyTypes: 'Licht|Planet|Asteroid|Mondknoten|Punkt|Achse',
    aspects: 'Konjunktion|Opposition|Trigon|Quadrat|Sextil|Quincunx|Halbsextil|Halbquadrat|Anderthalbquadrat|Quintil|Biquintil',
    elements: 'Feuer|Erde|Luft|Wasser',
    modalities: 'Kardinal|Fix|Veränderlich',
    lunarPhases: 'Neumond|Zunehmende Sichel|Erstes Viertel|Zunehmender Mond|Vollmond|Abnehmender Mond|Letztes Viertel|Abnehmende Sichel',
    hdTypes: 'Generator|Manifestierender Generator|Manifestor|Projektor|Reflektor',
    hdStrategies: 'Reagieren|Informieren|Auf die Einladung warten|Einen Mondzyklus abwarten',
    hdThemes: 'Zufriedenheit|Frustration|Frieden|Wut|Erfolg|Bitterkeit|Überraschung|Enttäuschung',
    hdAuthorities: 'Emotional|Sakral|Milz|Ego-manifestiert|Ego-projiziert|Selbst-projiziert|Mental|Lunar',
    hdDefinitions: 'Keine|Einfach|Gespalten|Dreifach gespalten|Vierfach gespalten',
    hdCenters: 'Kopf|Ajna|Kehle|G|Herz|Sakral|Solarplexus|Milz|Wurzel',
    hdChannels:
      'Inspiration|Der Takt|Mutation|Logik|Rhythmus|Paarung|Das Alpha|Konzentration|Erwachen|Erkundung|Vollendete Form|Neugier|Offenheit|Der verlorene Sohn|Wellenlänge|Akzeptanz|Urteil|Synthese|Charisma|Gehirnwelle|Geld|Strukturierung|Bewusstheit|Initiation|Hingabe|Bewahrung|Ringen|Entdeckung|Anerkennung|Transformation|Kraft|Vergänglichkeit|Gemeinschaft|Emotionalität|Reifung|Abstraktion',
    hdLines: 'Forscher|Eremit|Märtyrer|Opportunist|Häretiker|Rollenvorbild',
    hdDetermination: 'Appetit|Geschmack|Durst|Berührung|Klang|Licht',
    hdEnvironment: 'Höhlen|Märkte|Küchen|Berge|Täler|Ufer',
    hdMotivation: 'Angst|Hoffnung|Verlangen|Bedürfnis|Schuld|Unschuld',
    hdPerspective: 'Überleben|Möglichkeit|Macht|Mangel|Wahrscheinlichkeit|Persönlich',
    hdCognition: 'Geruch|Geschmack|Äußere Vision|Innere Vision|Gefühl|Berührung',
    hdSense: 'Sicherheit|Ungewissheit|Handeln|Meditation|Urteil|Akzeptanz',
    hdArrows: 'Links|Rechts',
    crossStems:
      'der Sphinx|der Erklärung|der Ansteckung|des schlafenden Phönix|der Planung|des Bewusstseins|der Herrschaft|von Eden|des Gefäßes der Liebe|des Dienens|der Spannung|der Durchdringung|der Maya|der Gesetze|des Unerwarteten|der vier Wege|der Masken|der Revolution|des Fleißes|des Geistes|der Wanderung|der Vorherrschaft|des Informierens|der Ebene|der Heilung|des Umbruchs|des Bestrebens|des Weckrufs|der Begrenzung|der Wünsche|der Ausrichtung|der Inkarnation|des Trotzes|der Hingabe|der Ungewissheit|der Dualität|der Identifikation|der Trennung|der Konfrontation|der Erziehung|der Verhütung|der Forderungen|des Individualismus|der Zyklen|der Verschleierung|der Ablenkung|des Alphas|der Verfeinerung|des Selbstausdrucks|des Antreibers|der Mutation|der Formulierung|der Gewohnheiten|des Konflikts|der Wechselwirkung|des Beitrags|des Fokus|des Verhaltens|der Ideen|der Artikulation|des Zuhörens|der Ermächtigung|der Extreme|des Experimentierens|der Meinungen|der Korrektur|des Bedürfnisses|des Jetzt|der Kontrolle|der Gnade|der Assimilation|der Rationalisierung|der Unschuld|des Tricksters|der Fürsorge|der Risiken|der Verpflichtung|der Schicksale|des Einflusses|der Bewahrung|des Rückzugs|der Kraft|der Erfahrung|der Krise|der Abmachungen|des Widerstands|der Provokation|der Verleugnung|der Fantasie|der Vollendung|der Einsicht|der Wachsamkeit|des Besitzes|der glücklichen Fügung|der Unterdrückung|der Tiefe|der Prinzipien|der Werte|des Schocks|der Stille|der Anfänge|des Ehrgeizes|der Stimmungen|der Anregung|der Intuition|der Vitalität|der Strategie|des Denkens|des Details|der Zweifel|der Verwirrung',
    yonis: 'Pferd|Elefant|Schaf|Schlange|Hund|Katze|Ratte|Kuh|Büffel|Tiger|Hirsch|Affe|Mungo|Löwe',
    dignities: 'Erhöht|Im Fall|Moolatrikona|Domizil',
    matchVerdicts: 'Ausgezeichnet|Gut|Durchschnittlich|Nicht empfohlen',
    themeWords: 'Identität|Gefühle|Kommunikation|Beziehungen|Tatkraft|Wachstum|Struktur|Veränderung|Fantasie|Wandlung|Heilung|Richtung|Besinnung|Neuanfänge|Höhepunkt|Anpassung|Schwung|Gleichgewicht',
    aspectPatterns: 'Großes Trigon|T-Quadrat|Großes Kreuz|Yod|Drachen|Mystisches Rechteck|Stellium',
    dailyEnergies: 'Harmonisch|Herausfordernd|Intensiv|Dynamisch|Ruhig',
    lifePathKeywords:
      'Unabhängigkeit, Initiative, Mut, Originalität|Zusammenarbeit, Diplomatie, Feingefühl, Partnerschaft|Ausdruck, Kreativität, Freude, Geselligkeit|Stabilität, Disziplin, Ordnung, Verlässlichkeit|Freiheit, Veränderung, Neugier, Vielseitigkeit|Verantwortung, Fürsorge, Familie, Harmonie|Analyse, Innenschau, Weisheit, Spiritualität|Ehrgeiz, Autorität, Fülle, Macht|Mitgefühl, Idealismus, Großzügigkeit, Vollendung|Intuition, Inspiration, Vision, Feingefühl|Vision, Meisterschaft, praktischer Idealismus, Vermächtnis|Mitgefühl, Heilung, Führung, Dienst',
    lifePaths: 'Der Anführer|Der Friedensstifter|Der Kommunikator|Der Baumeister|Der Abenteurer|Der Fürsorgliche|Der Suchende|Der Erfolgreiche|Der Menschenfreund|Der Intuitive|Der Meister-Baumeister|Der Meister-Lehrer',
  },
  grammar: {
    house: (n) => `${n}. Haus`,
    gate: (n) => `Tor ${n}`,
    profile: (p, d) => `${p} / ${d}`,
    cross: (angle, stem, n) => `${ANGLE[angle]} ${stem}${n ? ` (${n})` : ''}`,
    shift: (w) => `${w} im Wandel`,
    retrograde: (b) => `${b} rückläufig`,
    direct: (b) => `${b} wieder direktläufig`,
  },
};
