/**
 * Die 13 Human-Design-Abschnitte eines Blueprints auf Deutsch. Dieselben Fakten wie im Englischen
 * (Typ, Autorität, Profil, Definition, Kreuz, Zentren, Variablen), Sätze für deutsche Leser
 * geschrieben, geduzt. Die Anzeigenamen (Typen, Autoritäten, Strategien, Zentren, Kanäle, Kreuze,
 * Linien, Variablen) kommen aus den Tabellen in shared/i18n/labels/de.ts; der Typ steht ohne
 * Artikel („Dein Typ ist Manifestierender Generator“), ein Name, kein Adjektiv, das sich nach dem
 * Geschlecht des Lesers richten müsste.
 * Die Zentren heißen im Fließtext mit ihrem Kompositum („dein Kehlzentrum“), alle sächlich.
 */
import type { BlueprintFacts, HdCenter, HumanDesignFacts } from '../../facts';
import type { HumanDesignSection } from '../../sections';
import { labelOf, labelsFor } from '../../../i18n/labels/index';
import { authorityKey, crossAngleKey, definitionKey, hdTypeKey, parseProfile, variableText, type AuthorityKey, type HdTypeKey } from '../hd-texts';
import { liste, zahl } from './vocab';

const absaetze = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

const TYPEN: Record<HdTypeKey, { aura: string; gabe: string; strategie: string }> = {
  generator: {
    aura: 'Deine Aura ist offen und umhüllend: Sie zieht das Leben an und lässt dich im Bauch spüren, ob etwas Energie für dich hat.',
    gabe: 'In dir arbeitet eine Lebenskraft, die sich immer wieder erneuert. Wenn dich deine Arbeit wirklich begeistert, hältst du noch durch, wenn andere längst aufgehört haben, und deine Zufriedenheit steckt an.',
    strategie: 'Statt Dinge zu erzwingen, lass das Leben dir etwas bringen, worauf du reagieren kannst (eine Frage, ein Angebot, ein Bild, ein Geräusch), und hör auf die Antwort aus dem Bauch, dieses „Mhm“ oder „Mm-mm“, das schneller ist als jeder Gedanke.',
  },
  manifestingGenerator: {
    aura: 'Deine Aura ist offen und umhüllend wie die des Generators, und ein Motor mit Verbindung zur Kehle schenkt dir zusätzlich Tempo und ein Talent für Abkürzungen.',
    gabe: 'Du bist darauf angelegt, mehrere Dinge gleichzeitig zu betreiben und schnell voranzukommen, sobald der Bauch Ja gesagt hat. Schritte zu überspringen ist bei dir kein Fehler, sondern oft der Weg, auf dem du die effizienteste Lösung findest.',
    strategie: 'Warte auf etwas, worauf du antworten kannst, verlass dich auf das Ja deines Bauchs und sag den Betroffenen Bescheid, was du vorhast, bevor du in deinem gewohnten Tempo loslegst.',
  },
  manifestor: {
    aura: 'Deine Aura ist geschlossen und schützend: Sie gibt dir Unabhängigkeit und eine Wirkung, die andere spüren, noch bevor du etwas sagst.',
    gabe: 'Deine Rolle ist es, Dinge in Gang zu setzen: Neues anzustoßen, Richtungen zu öffnen, andere in Bewegung zu bringen. Deine Energie kommt in Schüben, und dazwischen brauchst du echte Ruhe.',
    strategie: 'Informiere die Menschen, die dein Handeln betrifft, bevor du handelst. Es geht nicht darum, um Erlaubnis zu bitten: Du nimmst damit nur den Widerstand aus dem Weg und lässt deine Vorstöße sanfter ans Ziel kommen.',
  },
  projector: {
    aura: 'Deine Aura ist fokussiert und durchdringend: Sie geht auf andere zu und zeigt dir, wie sie funktionieren, oft klarer, als sie es selbst sehen.',
    gabe: 'Deine Aufgabe ist es, Energie zu lenken, zu führen und zu bündeln, nicht, wie ein Motor zu arbeiten. Dein Blick ist am wertvollsten, wenn er erkannt und gefragt wird.',
    strategie: 'Für die großen Entscheidungen des Lebens (Arbeit, Liebe, Wohnort) warte auf Anerkennung und eine Einladung. Die Anerkennung öffnet die Tür, durch die dein Rat überhaupt ankommen kann.',
  },
  reflector: {
    aura: 'Deine Aura tastet ab und bleibt dabei unberührt: Du nimmst die Energien um dich herum auf und spiegelst, wie es deiner Gemeinschaft geht.',
    gabe: 'Da alle deine Zentren offen sind, nimmst du Menschen und Orte mit seltener Schärfe wahr. Du bist das Barometer deiner Umgebung, und am richtigen Ort zu sein, bedeutet für dich enorm viel.',
    strategie: 'Gib wichtigen Entscheidungen rund 28 Tage, einen ganzen Mondzyklus. Während der Mond durch alle Tore wandert, lässt das Gespräch mit vertrauten Menschen deine Klarheit heranwachsen.',
  },
};

const AUTORITAETEN: Record<AuthorityKey, string> = {
  emotional:
    'Mit emotionaler Autorität kommt Klarheit mit der Zeit, nie im Augenblick. Deine Gefühle bewegen sich in Wellen, von Hoffnung zu Zweifel und zurück, und kein einzelner Punkt der Welle sagt die ganze Wahrheit. Schlaf über wichtige Entscheidungen, beobachte, wie du zu verschiedenen Zeiten darüber denkst, und entscheide, wenn sich ein ruhiges, gefasstes Ja oder Nein gebildet hat.',
  sacral:
    'Mit sakraler Autorität spricht deine Wahrheit aus dem Bauch, und zwar im Jetzt. Es ist ein Laut oder ein Impuls des Körpers, zu einer Sache hin oder von ihr weg, der kommt, bevor der Verstand seine Argumente vorgetragen hat. Fragen, die sich mit Ja oder Nein beantworten lassen, helfen dir, ihn zu hören.',
  splenic:
    'Mit der Milz-Autorität führt dich eine leise, blitzschnelle Intuition, die nur einmal spricht. Es ist ein feines Wissen darum, was hier und jetzt gesund und sicher für dich ist. Sie wiederholt sich nicht und diskutiert nicht: Die ganze Kunst besteht darin, dieses erste Flüstern zu bemerken und ihm zu trauen.',
  ego:
    'Mit der Ego-Autorität kommen deine Entscheidungen aus dem Herzzentrum: aus dem, was du wirklich willst und wofür du deinen Willen einsetzen möchtest. Achte darauf, was du spontan über eine Wahl sagst; die Worte „ich will“ und „ich werde“ tragen deine Wahrheit.',
  selfProjected:
    'Mit selbst-projizierter Autorität wird deine Wahrheit klar, wenn du dich selbst sprechen hörst. Erzähl vertrauten Menschen von deinen Entscheidungen, nicht um ihren Rat zu bekommen, sondern um deine eigene Stimme zu hören und zu spüren, welche Richtung wirklich ausdrückt, wer du bist.',
  mental:
    'Mit mentaler Autorität, auch Umgebungsautorität genannt, gibt dir kein inneres Zentrum die Antwort direkt. Klarheit entsteht, wenn du mit vertrauten Gesprächspartnern laut nachdenkst und beobachtest, wie verschiedene Orte auf dich wirken: Der richtige Ort führt oft zu den richtigen Entscheidungen.',
  lunar:
    'Mit lunarer Autorität reifen deine Entscheidungen über einen ganzen Mondzyklus. Gib wichtigen Entscheidungen etwa vier Wochen, beobachte, was du in dieser Zeit empfindest, und lass dir von vertrauten Gesprächen den roten Faden zeigen, der sich nicht verändert.',
};

/** Was jede Linie tut, mit der Linie als Subjekt („sie“), und kurz für den Schlusssatz. */
const LINIEN: Record<number, { text: string; kurz: string }> = {
  1: { text: 'braucht ein sicheres Fundament und findet Halt, indem sie den Dingen gründlich auf den Grund geht', kurz: 'erst forscht und sich dann festlegt' },
  2: { text: 'trägt natürliche Begabungen, die in der Ruhe gedeihen und die andere hervorlocken, sobald sie diese bemerken', kurz: 'Ruhe braucht, damit die eigenen Gaben reifen' },
  3: { text: 'lernt durch Versuch und Irrtum, entdeckt, was funktioniert, indem sie an das stößt, was nicht funktioniert, und gewinnt daraus eine belastbare Weisheit', kurz: 'durch Ausprobieren lernt' },
  4: { text: 'entfaltet sich über ihr Netzwerk: Gelegenheiten kommen durch Freunde und Menschen, die dich schon kennen und schätzen', kurz: 'über ein Netz aus Vertrauen wächst' },
  5: { text: 'wird als Quelle praktischer Lösungen gesehen, trägt die Projektionen anderer und begegnet ihnen am besten mit handfesten, allgemein gültigen Antworten', kurz: 'für praktische Lösungen gefragt ist' },
  6: { text: 'geht in Etappen durchs Leben: in jungen Jahren ausprobieren, dann mit Abstand beobachten und schließlich zu einem glaubwürdigen Vorbild werden', kurz: 'zu einem verlässlichen Vorbild heranreift' },
};

const DEFINITIONEN: Record<string, string> = {
  none: 'Ohne Definition sind alle Zentren deines Charts offen. Keine feste Art, Dinge zu verarbeiten, zwingt sich dir auf; das macht dich sehr anpassungsfähig, schenkt dir eine feine Kenntnis anderer Menschen und macht die Wahl deiner Umgebung und deiner Orte besonders wichtig.',
  single: 'Bei einer einfachen Definition sind alle deine definierten Zentren zu einem durchgehenden Fluss verbunden. Du verarbeitest Dinge selbst, in deinem eigenen Tempo und recht eigenständig; niemand muss für dich etwas ergänzen.',
  split: 'Bei einer gespaltenen Definition bilden deine definierten Zentren zwei getrennte Bereiche. Menschen oder Situationen, welche die Tore dazwischen aktivieren, wirken wie eine Brücke: Plötzlich wird alles klar. Lass dir Zeit zum Verdauen und verwechsle die Erleichterung, verbunden zu sein, nicht mit der richtigen Beziehung.',
  tripleSplit: 'Bei einer dreifach gespaltenen Definition bilden deine definierten Zentren drei getrennte Bereiche. Abwechslung tut dir gut, ebenso belebte Orte, an denen sich die Brücken von selbst ergeben. Dein Verarbeiten ist gründlich: Gib deinen Entscheidungen zusätzliche Zeit.',
  quadrupleSplit: 'Bei einer vierfach gespaltenen Definition wirken vier Bereiche der Definition in dir. Diese seltene Anlage verarbeitet langsam und unabhängig; Drängen erzeugt Stress, während Geduld deine große Vielschichtigkeit zusammenfinden lässt.',
};

const WINKEL: Record<string, string> = {
  right: 'Als Kreuz des rechten Winkels beschreibt es einen persönlichen Weg: Dein Lebenszweck entfaltet sich vor allem durch deine eigenen Erfahrungen, und die Menschen, denen du unterwegs begegnest, spielen oft eine Rolle in deiner Entwicklung.',
  juxtaposition: 'Als Kreuz der Juxtaposition beschreibt es einen eigenen, beständigen Weg: Du gibst allem, was du tust, eine ganz bestimmte Färbung, und deine Rolle wird klar, wenn du sie einfach und regelmäßig lebst.',
  left: 'Als Kreuz des linken Winkels beschreibt es einen überpersönlichen Weg: Dein Lebenszweck webt sich durch Beziehungen und Begegnungen, und was du tust, zählt für viele andere Menschen.',
};

/** Die Zentren im Fließtext (alle sächlich, „das Kehlzentrum“) und ihre Sätze. */
const ZENTREN: Record<HdCenter, { name: string; definiert: string; offen: string }> = {
  head: {
    name: 'Kopfzentrum',
    definiert: 'Dein definiertes Kopfzentrum gibt dir eine beständige Quelle der Inspiration und einen steten Strom von Fragen, zu denen du immer wieder zurückkehrst.',
    offen: 'Dein offenes Kopfzentrum schöpft Inspiration von überall; die Falle wäre, jede Frage beantworten zu wollen, die auftaucht: Lass die vorbeiziehen, die nicht deine sind.',
  },
  ajna: {
    name: 'Ajna-Zentrum',
    definiert: 'Dein definiertes Ajna-Zentrum gibt dir eine verlässliche Art zu denken und Ideen zu ordnen; dein Verstand hält an seinen Konzepten beständig fest.',
    offen: 'Dein offenes Ajna-Zentrum lässt dich alle Seiten einer Debatte sehen; die Falle wäre, Gewissheit vorzuspielen, wo doch deine Weisheit in der Beweglichkeit liegt.',
  },
  throat: {
    name: 'Kehlzentrum',
    definiert: 'Dein definiertes Kehlzentrum gibt dir eine beständige Stimme und eine wiedererkennbare Art, dich auszudrücken und zu handeln.',
    offen: 'Dein offenes Kehlzentrum kann auf tausend Arten sprechen; die Falle wäre, zu reden, um Aufmerksamkeit zu bekommen, denn deine Worte wirken am stärksten, wenn sie zur rechten Zeit kommen.',
  },
  g: {
    name: 'G-Zentrum',
    definiert: 'Dein definiertes G-Zentrum gibt dir eine stabile Identität, Liebe und Richtung, die dich überallhin begleiten.',
    offen: 'Dein offenes G-Zentrum lässt Identität und Richtung fließen; die Falle wäre, endlos zu suchen, wer du bist, während deine Weisheit darin liegt, dich von den richtigen Orten und Menschen leiten zu lassen.',
  },
  heart: {
    name: 'Herzzentrum',
    definiert: 'Dein definiertes Herzzentrum gibt dir verlässliche Willenskraft und ein gesundes Selbstwertgefühl, solange du die Versprechen hältst, die du gibst.',
    offen: 'Mit einem offenen Herzzentrum musst du nichts beweisen; die Falle wäre, zu viel zu versprechen, um deinen Wert zu zeigen, während deine Weisheit darin liegt, zu erkennen, was ein Mensch wirklich wert ist.',
  },
  sacral: {
    name: 'Sakralzentrum',
    definiert: 'Dein definiertes Sakralzentrum ist ein kraftvoller, sich erneuernder Motor der Lebensenergie, der am besten arbeitet, wenn er dem dient, wozu dein Bauch Ja sagt.',
    offen: 'Dein offenes Sakralzentrum verstärkt die Energie anderer; die Falle ist, nicht zu spüren, wann es genug ist: Ruhe dich aus, bevor die Erschöpfung kommt.',
  },
  solarPlexus: {
    name: 'Solarplexus-Zentrum',
    definiert: 'Dein definiertes Solarplexus-Zentrum erzeugt eine emotionale Welle, die zu dir gehört; wer ihren Rhythmus achtet, gewinnt Tiefe und Klarheit.',
    offen: 'Dein offenes Solarplexus-Zentrum empfängt und verstärkt die Gefühle um dich herum; die Falle wäre, der Wahrheit aus dem Weg zu gehen, um den Frieden zu wahren, während deine Weisheit emotionale Unterscheidungskraft ist.',
  },
  spleen: {
    name: 'Milzzentrum',
    definiert: 'Dein definiertes Milzzentrum gibt dir einen beständigen Instinkt für das, was gesund ist, und ein natürliches Wohlgefühl.',
    offen: 'Dein offenes Milzzentrum reagiert fein auf Gesundheit und Stimmungen; die Falle wäre, festzuhalten, was dir nicht guttut, nur weil es vertraut ist.',
  },
  root: {
    name: 'Wurzelzentrum',
    definiert: 'Dein definiertes Wurzelzentrum lässt dich Druck in deinem eigenen Tempo bewältigen und Stress in Treibstoff verwandeln.',
    offen: 'Dein offenes Wurzelzentrum verstärkt den Druck von außen; die Falle wäre, Dinge hastig zu erledigen, nur um den Druck loszuwerden: Nimm dir die Zeit, die du wirklich brauchst.',
  },
};

const MOTIVATIONEN: Record<string, string> = {
  fear: 'Angst als Motivation ist keine Schwäche, sondern eine wache Intelligenz, die dich antreibt, zu verstehen, dich vorzubereiten und Dinge in Sicherheit zu bringen.',
  hope: 'Hoffnung als Motivation lässt dich auf das zugehen, was sein könnte; die Aussicht auf etwas Besseres trägt dich, und dieser Schwung nimmt andere mit.',
  desire: 'Verlangen als Motivation schenkt dir die Leidenschaft, vorauszugehen und dir mit ganzem Herzen und offenem Visier zu holen, was dir wichtig ist.',
  need: 'Bedürfnis als Motivation schärft deinen Blick für das, was fehlt und was die Dinge zum Laufen bringen würde, und treibt dich an, echte Lücken zu schließen.',
  guilt: 'Schuld als Motivation ist, richtig verstanden, ein feiner Sinn für das Rechte und Gerechte, der dich dazu bringt, Dinge wieder in Ordnung zu bringen.',
  innocence: 'Unschuld als Motivation heißt, dass Offenheit und aufrichtige Neugier dich in Bewegung setzen: Du gehst ohne Hintergedanken auf das Leben zu.',
};

const PERSPEKTIVEN: Record<string, string> = {
  survival: 'Mit der Perspektive des Überlebens bemerkst du das Wesentliche und alles, was es bedroht; du siehst schnell, worauf es wirklich ankommt.',
  possibility: 'Mit der Perspektive der Möglichkeit siehst du die vielen Wendungen, die eine Lage nehmen kann, und erkennst auf Anhieb Optionen, die anderen entgehen.',
  power: 'Mit der Perspektive der Macht erkennst du, wo Einfluss und Energie liegen und wie man Dinge zum Laufen bringt.',
  wanting: 'Mit der Perspektive des Mangels bemerkst du, was Menschen schätzen und sich wünschen; du siehst, was den Unterschied machen würde.',
  probability: 'Mit der Perspektive der Wahrscheinlichkeit erkennst du Muster und Tendenzen: Du siehst, was am ehesten eintreten wird.',
  personal: 'Mit der persönlichen Perspektive siehst du die Dinge aus der Nähe: ihre Wirkung auf jeden Einzelnen, Mensch für Mensch.',
};

const VERDAUUNG: Record<string, string> = {
  appetite: 'Verdauung über den Appetit betrifft den Rhythmus der Mahlzeiten: eines nach dem anderen, der Reihe nach, oder kleine Bissen über den Tag verteilt, je nach deiner Tonalität.',
  taste: 'Verdauung über den Geschmack verfeinert deine Auswahl: Nahrung wie Information bekommt dir, wenn deine Sinne sie stimmig finden, und eine ruhige oder offene Umgebung hilft dir, sie aufzunehmen.',
  thirst: 'Verdauung über den Durst betrifft die Temperatur: Warme oder kalte Speisen und Getränke bekommen dir je nach deiner Tonalität besser, und das Trinken spielt eine besondere Rolle.',
  touch: 'Verdauung über die Berührung betrifft die Stimmung: Du nimmst am besten in Ruhe auf oder gerade im Trubel, je nach deiner Tonalität.',
  sound: 'Verdauung über den Klang betrifft die Geräuschkulisse beim Essen: Stille oder Lärm hilft deinem Körper, je nach deiner Tonalität, aufzunehmen, was er bekommt.',
  light: 'Verdauung über das Licht betrifft die Tageszeit: Bei Tageslicht oder im Dunkeln zu essen, je nach deiner Tonalität, bekommt deinem Körper am besten.',
};

const UMGEBUNGEN: Record<string, string> = {
  caves: 'Die Umgebung der Höhlen passt am besten zu dir: geschützte, ausgewählte Räume mit Rückendeckung, von denen aus du siehst, wer kommt und wer geht.',
  markets: 'Die Umgebung der Märkte passt am besten zu dir: Orte des Austauschs und der Bewegung, drinnen oder draußen, an denen Werte zirkulieren und Menschen einander begegnen.',
  kitchens: 'Die Umgebung der Küchen passt am besten zu dir: warme, belebte Orte, an denen gemeinsam gemischt, zubereitet und verwandelt wird.',
  mountains: 'Die Umgebung der Berge passt am besten zu dir: Höhen mit Aussicht, von denen aus du beobachtest und an denen man dich von Weitem sieht.',
  valleys: 'Die Umgebung der Täler passt am besten zu dir: Orte der Versammlung, an denen du empfängst, was zu dir herabkommt, und dich mit anderen verbindest.',
  shores: 'Die Umgebung der Ufer passt am besten zu dir: Ränder und Übergänge, zwischen Wasser und Land, zwischen einer Welt und der nächsten.',
};

const SINNE: Record<string, string> = {
  smell: 'Der Geruch als Designsinn bedeutet, dass dein Bewusstsein fein und instinktiv wittert, was stimmt, manchmal ganz wörtlich über Gerüche.',
  taste: 'Der Geschmack als Designsinn bedeutet, dass du Dinge erkennst, indem du sie kostest: Dein Bewusstsein sortiert und wählt aus.',
  'outer vision': 'Die äußere Vision als Designsinn bedeutet, dass dein Bewusstsein über das arbeitet, was du tatsächlich siehst: Die Welt zu beobachten, macht dir die Dinge klar.',
  'inner vision': 'Die innere Vision als Designsinn bedeutet, dass dein Bewusstsein über innere Bilder arbeitet und über die Vorstellung dessen, was sein könnte.',
  feeling: 'Das Gefühl als Designsinn bedeutet, dass dein Bewusstsein über die körperliche Wahrnehmung eines Menschen oder einer Lage arbeitet.',
  touch: 'Die Berührung als Designsinn bedeutet, dass dein Bewusstsein über Kontakt und körperliche Gegenwart arbeitet: Du verstehst, indem du selbst Hand anlegst.',
};

const variableFehlt = (was: string): string =>
  `${was} ließ sich für dieses Chart nicht bestimmen (dafür braucht es eine genaue Geburtszeit); dieser Teil bleibt daher allgemein: Beobachte ohne Druck, unter welchen Bedingungen dein Kopf am klarsten ist, und lass dich von dieser Beobachtung leiten.`;

const typDe = (h: HumanDesignFacts): string => labelOf('de', 'hdTypes', h.type);
const autoritaetDe = (h: HumanDesignFacts): string => labelOf('de', 'hdAuthorities', h.authority);
const strategieDe = (h: HumanDesignFacts): string => labelOf('de', 'hdStrategies', h.strategy);
const themaDe = (t: string): string => labelOf('de', 'hdThemes', t);
/** Die Zentren in Aufzählungen: ihre Anzeigenamen, das G als „G-Zentrum“. */
const zentrumDe = (c: HdCenter): string => (c === 'g' ? 'G-Zentrum' : labelOf('de', 'hdCenters', c));

const SIGNATUREN: Record<HdTypeKey, { signatur: string; nichtSelbst: string }> = {
  generator: { signatur: 'Satisfaction', nichtSelbst: 'Frustration' },
  manifestingGenerator: { signatur: 'Satisfaction', nichtSelbst: 'Frustration' },
  manifestor: { signatur: 'Peace', nichtSelbst: 'Anger' },
  projector: { signatur: 'Success', nichtSelbst: 'Bitterness' },
  reflector: { signatur: 'Surprise', nichtSelbst: 'Disappointment' },
};

function signaturDe(h: HumanDesignFacts): { signatur: string; nichtSelbst: string } {
  const k = hdTypeKey(h.type);
  return {
    signatur: themaDe(h.signature ?? (k ? SIGNATUREN[k].signatur : 'Stimmigkeit')),
    nichtSelbst: themaDe(h.notSelfTheme ?? (k ? SIGNATUREN[k].nichtSelbst : 'Widerstand')),
  };
}

/** Der deutsche Name eines Kreuzes (Anzeigenamen) ohne Variantennummer; undefined, wenn die Tabelle es nicht kennt. */
function kreuzDe(name: string): string | undefined {
  const table = labelsFor('de').hdCrosses;
  const key = table[name] ? name : Object.keys(table).find((k) => k.startsWith(`${name.replace(/\s*\(\d+\)$/, '')} (`));
  return key ? table[key]!.replace(/\s*\(\d+\)$/, '') : undefined;
}

function kreuzSatz(name: string, gates: number[] | undefined): string {
  const de = kreuzDe(name);
  const tore = gates?.length ? `gebildet aus den Toren ${liste(gates.map(String))}` : '';
  if (!de) return tore ? `Dein Inkarnationskreuz ist ${tore}.` : 'Dein Inkarnationskreuz gibt das große Thema deines Lebens vor.';
  return `Dein Inkarnationskreuz ist das ${de}${tore ? `, ${tore}` : ''}.`;
}

/** „und von den neun Zentren sind bei dir vier definiert“, „… ist bei dir nur eines definiert“, „und alle neun Zentren sind bei dir definiert“ */
const zentrenZahl = (n: number): string => (n === 9 ? 'und alle neun Zentren sind bei dir definiert' : `und von den neun Zentren ${n === 1 ? 'ist bei dir nur eines' : `sind bei dir ${zahl(n)}`} definiert`);

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TYPEN[tk] : undefined;
  const typ = typDe(h);
  const definiert = h.definedCenters.map(zentrumDe);
  const offen = h.undefinedCenters.map(zentrumDe);
  const { signatur, nichtSelbst } = signaturDe(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return absaetze(
        `Dein Typ ist ${typ}, ${definiert.length ? `${zentrenZahl(definiert.length)}: ${liste(definiert)}` : 'und alle neun Zentren sind bei dir offen'}.`,
        t ? `${t.aura} ${t.gabe}` : 'Dein Typ beschreibt, wie deine Energie der Welt begegnet und wie das Leben dich einlädt, dich einzubringen.',
        `Wenn du nach deinem Typ lebst, bestätigt dir das ein Gefühl, das ${signatur} heißt; das Signal des Nicht-Selbst, ${nichtSelbst}, warnt dich freundlich, wenn du vom Weg abkommst.`,
      );
    case 'strategy':
      return absaetze(
        `Für den Typ ${typ} lautet die Strategie „${strategieDe(h)}“.`,
        t?.strategie ?? 'Deine Strategie ist eine praktische Art, in Situationen hineinzugehen, die Widerstände in deinem Leben verringert.',
        `Sie geht Hand in Hand mit deiner Autorität (${autoritaetDe(h)}): Die Strategie sagt dir, wie du einer Gelegenheit begegnest, die Autorität, ob sie zu dir passt. Probier sie zuerst an kleinen Entscheidungen des Alltags aus, etwa welche Einladung du annimmst oder welche Aufgabe du beginnst, und sieh, wie viel leichter die Dinge laufen.`,
      );
    case 'authority':
      return absaetze(
        `Deine innere Autorität heißt „${autoritaetDe(h)}“.`,
        ak ? AUTORITAETEN[ak] : 'Deine Autorität ist der innere Kompass, der dir jenseits der Argumente des Verstandes sagt, was für dich stimmt.',
        `Für den Typ ${typ} ist sie der letzte Schritt nach der Strategie („${strategieDe(h)}“). Der Verstand bleibt ein hervorragender Ratgeber für andere; bei deinen eigenen Entscheidungen hat diese Autorität das letzte Wort.`,
      );
    case 'profile': {
      const linien = parseProfile(h.profile);
      if (!linien) return absaetze(`Dein Profil ist ${h.profile}.`, 'Das Profil beschreibt das Gewand, in dem dein Lebenszweck auftritt: die Rolle, die du anderen gegenüber gern einnimmst.');
      const [b, u] = linien;
      const name = (n: number): string => labelOf('de', 'hdLines', String(n));
      return absaetze(
        `Dein Profil ist ${h.profile}, ${labelOf('de', 'hdProfiles', h.profile)}.`,
        `Deine bewusste Linie, die ${b} (${name(b)}), ${LINIEN[b]!.text}. Deine unbewusste Linie, die ${u} (${name(u)}), ${LINIEN[u]!.text}.`,
        b === u
          ? 'Beide Linien teilen dasselbe Thema, und das macht es in deinem Leben besonders deutlich.'
          : `Zusammen beschreiben sie einen Menschen, der ${LINIEN[b]!.kurz}${LINIEN[b]!.kurz.includes(',') ? ',' : ''} und der ${LINIEN[u]!.kurz}. Wenn du deiner Strategie und deiner Autorität folgst, entfaltet sich dieses Profil von allein.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const kanaele = h.channels.map((c) => {
        const name = labelOf('de', 'hdChannels', `${Math.min(...c.gates)}-${Math.max(...c.gates)}`);
        return `${c.gates[0]}-${c.gates[1]}${/^\d+-\d+$/.test(name) ? '' : ` (${name})`}`;
      });
      return absaetze(
        dk === 'none' ? 'Dein Chart hat keine Definition.' : `Deine Definition ist ${labelOf('de', 'hdDefinitions', h.definition).toLowerCase()}.`,
        DEFINITIONEN[dk] ?? '',
        kanaele.length
          ? `Sie beruht auf ${kanaele.length === 1 ? 'dem Kanal' : `${zahl(kanaele.length)} Kanälen:`} ${liste(kanaele)}, ${kanaele.length === 1 ? 'der' : 'die'} ${liste(definiert)} ${kanaele.length === 1 ? 'verbindet' : 'verbinden'}.`
          : 'In deinem Chart ist kein Kanal vollständig: Deine Beständigkeit liegt in der Offenheit selbst.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return absaetze('Dein Inkarnationskreuz ließ sich für dieses Chart nicht bestimmen.', 'Es beschreibt ein Lebensthema; bis dahin bleiben Typ, Strategie und Autorität deine greifbarsten Wegweiser.');
      const wk = crossAngleKey(c.angle, c.name);
      return absaetze(
        kreuzSatz(c.name, c.gates),
        wk ? WINKEL[wk] : 'Es beschreibt das große Thema, um das dein Leben zu kreisen pflegt.',
        'Ein Kreuz ist weder ein Auftrag, den du erfüllen musst, noch ein Schicksal, das du fürchten müsstest. Es ist ein Thema, das sich von selbst entfaltet, während du deiner Strategie und Autorität folgst, und das oft in der zweiten Lebenshälfte deutlicher wird.',
      );
    }
    case 'signature':
      return absaetze(
        `Für den Typ ${typ} heißt die Signatur ${signatur}, das Thema des Nicht-Selbst ${nichtSelbst}.`,
        `${signatur}: Das ist die leise Bestätigung, dass du im Einklang mit deinem Design lebst, und Entscheidungen aus deiner Autorität (${autoritaetDe(h)}) führen meist dorthin.`,
        `${nichtSelbst}: Das ist kein Versagen, sondern ein nützliches Signal. Wenn es auftaucht, halte inne und frag dich, ob du der Situation mit deiner Strategie („${strategieDe(h)}“) begegnet bist oder unter Druck von außen.`,
      );
    case 'motivation':
      return absaetze(
        v.motivation ? `Deine Motivation: ${labelOf('de', 'hdMotivation', v.motivation)}.` : undefined,
        variableText(MOTIVATIONEN, v.motivation) ?? variableFehlt('Die Motivation'),
        'Die Motivation beschreibt, warum du handelst, wenn du dein Design lebst, und das ist nicht unbedingt das, was dich deiner Meinung nach antreiben sollte.',
      );
    case 'perspective':
      return absaetze(
        v.perspective ? `Deine Perspektive: ${labelOf('de', 'hdPerspective', v.perspective)}.` : undefined,
        variableText(PERSPEKTIVEN, v.perspective) ?? variableFehlt('Die Perspektive'),
        'Die Perspektive, auch Sichtweise genannt, ist das Objektiv, durch das dein Geist ganz natürlich ordnet, was er sieht.',
      );
    case 'digestion':
      return absaetze(
        v.digestion ? `Deine Verdauung (Determination): ${labelOf('de', 'hdDetermination', v.digestion.replace(/\s*\(.*\)$/, ''))}.` : undefined,
        variableText(VERDAUUNG, v.digestion) ?? variableFehlt('Die Verdauung'),
        'Sieh darin ein behutsames Experiment mit der Art, wie du Nahrung und Information aufnimmst, niemals eine medizinische Regel; alles, was die Gesundheit betrifft, gehört in fachkundige Hände.',
      );
    case 'environment':
      return absaetze(
        v.environment ? `Deine Umgebung: ${labelOf('de', 'hdEnvironment', v.environment.replace(/\s*\(.*\)$/, ''))}.` : undefined,
        variableText(UMGEBUNGEN, v.environment) ?? variableFehlt('Die Umgebung'),
        'Die richtige Umgebung trägt alles andere in deinem Design; achte darauf, wie sehr Orte deine Klarheit und dein Wohlbefinden verändern.',
      );
    case 'designSense':
      return absaetze(
        v.designSense ? `Dein Designsinn (Kognition): ${labelOf('de', 'hdCognition', v.designSense)}.` : undefined,
        variableText(SINNE, v.designSense) ?? variableFehlt('Der Designsinn'),
        'Der Designsinn zeigt, über welchen Kanal das Bewusstsein deines Körpers am besten arbeitet; wer ihm vertraut, schärft die eigene Wahrnehmung.',
      );
    case 'definedCenters':
      return h.definedCenters.length
        ? absaetze(
            `Deine definierten Zentren: ${liste(definiert)}. Das sind deine beständigen Energien, die Teile von dir, die gleich arbeiten, ganz gleich, mit wem du zusammen bist.`,
            h.definedCenters.map((c) => ZENTREN[c].definiert).join(' '),
            'Andere nehmen diese Energien an dir wahr; sie sind verlässliche Ressourcen, auf die du bauen kannst.',
          )
        : absaetze('Keines deiner Zentren ist definiert: Alle Zentren deines Charts sind offen.', 'Das ist kein Mangel, sondern deine Gabe. Du erlebst die ganze Bandbreite menschlicher Energien durch andere und kannst darüber große Weisheit gewinnen, solange du sie nicht für deine eigenen hältst.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? absaetze(
            `Deine undefinierten, offenen Zentren: ${liste(offen)}. Hier empfängst und verstärkst du die Energien anderer, und so werden sie zu Orten des Lernens und möglicher Weisheit.`,
            h.undefinedCenters.map((c) => ZENTREN[c].offen).join(' '),
            'Die Übung ist einfach: Bemerke, was du in diesen Bereichen fühlst, und frag dich, ob es wirklich zu dir gehört.',
          )
        : absaetze('Alle neun Zentren sind bei dir definiert, und das ist sehr selten.', 'Deine Energie ist sehr beständig und wenig anfällig für die Prägung durch andere; zu lernen gibt es vor allem, wie stark deine festen Energien auf dein Umfeld wirken.');
  }
}
