/**
 * Die Numerologie auf Deutsch: der Abschnitt des Blueprints (Lebenszahl, Ausdruckszahl,
 * Seelenzahl), die Texte des Lebenszahl-Rechners und die persönlichen Zyklen (Jahr, Monat, Tag).
 * Geduzt, klein geschrieben; keine Rolle, die sich nach dem Geschlecht des Lesers richten müsste
 * („der Weg des Pioniers“ statt „du bist ein Pionier“).
 */
import type { BlueprintFacts } from '../../facts';
import type { LifePathProse, PersonalCycleProse } from '../pack-types';

const absaetze = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

interface Zahl {
  /** Worum es bei der Zahl geht: Hauptwörter ohne Artikel und ohne Adjektiv, so gleich in jedem Fall („steht für“, „mit“, „nach“). */
  thema: string;
  lektion: string;
  gaben: string;
  aufgabe: string;
}

const ZAHLEN: Record<number, Zahl> = {
  1: {
    thema: 'Unabhängigkeit, Initiative und Führung',
    lektion: 'Die Lebenszahl 1 beschreibt den Weg des Pioniers. Deine Lektion heißt, dem eigenen Urteil zu trauen und deine eigene Spur zu ziehen, indem du in die Welt bringst, was es vor dir noch nicht gab.',
    gaben: 'Du bringst Originalität mit, Schneid und jene Energie, die aus einer Idee einen ersten Schritt macht.',
    aufgabe: 'Woran du wachsen kannst: führen, ohne dich zu isolieren, und Hilfe annehmen, ohne darin eine Schwäche zu sehen.',
  },
  2: {
    thema: 'Zusammenarbeit, Feingefühl und Partnerschaft',
    lektion: 'Die Lebenszahl 2 beschreibt den Weg der Friedensstiftung. Deine Lektion heißt, den Wert deines leisen Einflusses zu erkennen: die Verbindungen, die du knüpfst, und das Gleichgewicht, das du herstellst.',
    gaben: 'Du bringst Takt mit, Geduld und ein feines Gespür dafür, was andere fühlen und erwarten.',
    aufgabe: 'Woran du wachsen kannst: in einer Beziehung deine eigene Stimme zu behalten, statt in den Wünschen anderer aufzugehen.',
  },
  3: {
    thema: 'Ausdruck, Kreativität und Lebensfreude',
    lektion: 'Die Lebenszahl 3 beschreibt den Weg des Erzählens und Gestaltens. Deine Lektion heißt, deine Kreativität und deine Worte mit Leichtigkeit und Großzügigkeit in die Welt fließen zu lassen.',
    gaben: 'Du bringst Fantasie mit, Humor und die Gabe, mit Worten, Kunst oder einfach deiner Gegenwart andere zu begeistern.',
    aufgabe: 'Woran du wachsen kannst: deine vielen Talente lange genug zu bündeln, damit sie reifen, und tiefe Gefühle ebenso zu teilen wie helle Einfälle.',
  },
  4: {
    thema: 'Stabilität, Arbeit und Struktur',
    lektion: 'Die Lebenszahl 4 beschreibt den Weg des Bauens. Deine Lektion heißt, Schritt für Schritt ein festes Fundament zu legen, auf das sich andere verlassen können.',
    gaben: 'Du bringst Ausdauer mit, Ordnungssinn und das Talent, Pläne greifbar werden zu lassen.',
    aufgabe: 'Woran du wachsen kannst: beweglich zu bleiben, wenn Pläne sich ändern, und nicht zu vergessen, dass auch die Pause zum Bauen gehört.',
  },
  5: {
    thema: 'Freiheit, Wandel und Erfahrung',
    lektion: 'Die Lebenszahl 5 beschreibt den Weg des Entdeckens. Deine Lektion heißt, Freiheit klug zu nutzen: aus Vielfalt und Veränderung zu lernen, statt ihnen bloß hinterherzujagen.',
    gaben: 'Du bringst Anpassungsfähigkeit mit, Neugier und ein echtes Talent, auf alle möglichen Menschen zuzugehen.',
    aufgabe: 'Woran du wachsen kannst: Verpflichtungen zu wählen, die dir Luft lassen, und lange genug bei einer Sache zu bleiben, um sie zu meistern.',
  },
  6: {
    thema: 'Fürsorge, Verantwortung und Harmonie',
    lektion: 'Die Lebenszahl 6 beschreibt den Weg des Behütens. Deine Lektion heißt, andere aus einem vollen Speicher heraus zu lieben und zu stützen, nicht aus einem leeren.',
    gaben: 'Du bringst Wärme mit, Sinn für Schönheit und die Gabe, ein Zuhause und eine Gemeinschaft zu schaffen, in der sich alle aufgehoben fühlen.',
    aufgabe: 'Woran du wachsen kannst: zu sorgen, ohne zu kontrollieren, und allen, dich eingeschlossen, ihre Unvollkommenheit zu lassen.',
  },
  7: {
    thema: 'Nachdenken, Intuition und Wahrheit',
    lektion: 'Die Lebenszahl 7 beschreibt den Weg der Suche. Deine Lektion heißt, deinem inneren Wissen zu vertrauen und dabei weiter zu forschen und zu hinterfragen.',
    gaben: 'Du bringst Tiefe mit, einen analytischen Verstand und eine Intuition, die hinter den Schein blickt.',
    aufgabe: 'Woran du wachsen kannst: andere Menschen hereinzulassen und das Gleichgewicht zwischen Alleinsein und Nähe zu finden.',
  },
  8: {
    thema: 'Erfolg, Autorität und Fülle',
    lektion: 'Die Lebenszahl 8 beschreibt den Weg der Führung im Großen. Deine Lektion heißt, mit Macht und materiellen Dingen integer und maßvoll umzugehen.',
    gaben: 'Du bringst Weitblick mit, großes Organisationstalent und die Fähigkeit, nach einem Rückschlag wieder aufzustehen.',
    aufgabe: 'Woran du wachsen kannst: Erfolg nicht nur an Ergebnissen zu messen und Beziehungen und Erholung ihren Platz zu geben.',
  },
  9: {
    thema: 'Mitgefühl, Vollendung und Dienst am Ganzen',
    lektion: 'Die Lebenszahl 9 beschreibt den Weg der Menschenliebe. Deine Lektion heißt, mit offenem Herzen zu geben und mit Anmut loszulassen, wenn ein Kapitel endet.',
    gaben: 'Du bringst Idealismus mit, Toleranz und einen schöpferischen, großzügigen Geist.',
    aufgabe: 'Woran du wachsen kannst: auch für deine eigenen Bedürfnisse zu sorgen und die Vergangenheit freizugeben, statt sie festzuhalten.',
  },
  11: {
    thema: 'Intuition, Inspiration und Erwachen',
    lektion: 'Die 11 ist eine Meisterzahl, die Zahl der Inspiration. Sie trägt das Feingefühl der 2 in gesteigerter Stärke; deine Lektion heißt, deiner Intuition zu vertrauen und zu teilen, was sie dir zeigt.',
    gaben: 'Du bringst Visionen mit, spirituelle Empfindsamkeit und die Fähigkeit, andere aufzurichten, einfach indem du ganz du selbst bleibst.',
    aufgabe: 'Woran du wachsen kannst: diese große Empfindsamkeit in alltäglichen Gewohnheiten zu verankern, damit aus nervöser Anspannung Inspiration wird.',
  },
  22: {
    thema: 'Vision, Meisterschaft und Baukunst im Großen',
    lektion: 'Die 22 ist eine Meisterzahl, die Zahl des Meisterbaus. Sie verbindet den praktischen Sinn der 4 mit einer Vision von großer Reichweite; deine Lektion heißt, Ideale in dauerhafte Strukturen zu verwandeln.',
    gaben: 'In dir kommt etwas Seltenes zusammen: groß träumen und zugleich methodisch arbeiten.',
    aufgabe: 'Woran du wachsen kannst: dem Druck deines eigenen Potenzials mit Geduld zu begegnen, ein machbarer Schritt nach dem anderen.',
  },
  33: {
    thema: 'Mitgefühl, Weitergabe und Heilkraft',
    lektion: 'Die 33 ist eine Meisterzahl, die Zahl des Lehrens aus Liebe. Sie vertieft die Fürsorge der 6; deine Lektion heißt, liebevoll zu dienen und dabei gesunde Grenzen zu wahren.',
    gaben: 'Du bringst Mitgefühl mit, Kreativität und eine ermutigende Gegenwart, an der andere wachsen.',
    aufgabe: 'Woran du wachsen kannst: nicht die Lasten aller auf dich zu nehmen und den Dienst an anderen freudig zu halten statt schwer.',
  },
};

/** Das Thema einer Zahl; eine unbekannte Zahl bekommt eine eigene Färbung, im Fall, den die Präposition verlangt. */
const thema = (n: number, fall: 'akk' | 'dat'): string => ZAHLEN[n]?.thema ?? (fall === 'akk' ? 'eine ganz eigene Färbung' : 'einer ganz eigenen Färbung');

export function numerologySection(facts: BlueprintFacts): string {
  const n = facts.numerology;
  if (!n) return '';
  const z = ZAHLEN[n.lifePathNumber];
  const mehr: string[] = [];
  const ausdruck = n.expressionNumber;
  const seele = n.soulUrgeNumber;
  // dieselbe Zahl zweimal: verstärken statt das Thema wörtlich zu wiederholen
  if (ausdruck !== undefined)
    mehr.push(ausdruck === n.lifePathNumber ? `Deine Ausdruckszahl ist ebenfalls die ${ausdruck} und verdoppelt dieses Thema` : `Deine Ausdruckszahl, die ${ausdruck}, färbt deinen Weg mit ${thema(ausdruck, 'dat')}`);
  if (seele !== undefined)
    mehr.push(
      seele === n.lifePathNumber || seele === ausdruck
        ? `deine Seelenzahl, auch sie eine ${seele}, zeigt, dass du dich im Innersten nach genau diesem Thema sehnst`
        : `deine Seelenzahl, die ${seele}, verrät, wonach du dich im Innersten sehnst: nach ${thema(seele, 'dat')}`,
    );
  return absaetze(
    `Deine Lebenszahl ist die ${n.lifePathNumber}, und sie steht für ${thema(n.lifePathNumber, 'akk')}. ${z?.lektion ?? ''}`.trim(),
    z ? `${z.gaben} ${z.aufgabe}` : undefined,
    mehr.length ? `${mehr.join(', und ')}.` : 'Die Lebenszahl beschreibt eine Richtung, in die du wachsen kannst, kein festgeschriebenes Schicksal: Wie du den Weg gehst, entscheidest du selbst.',
  );
}

/** Die Texte des Lebenszahl-Rechners (Name und Stichworte kommen aus den Anzeigenamen). */
export const LIFE_PATH_PROSE: Readonly<Record<number, LifePathProse>> = {
  1: {
    description:
      'Die Lebenszahl 1 lehrt dich, auf eigenen Füßen zu stehen. Du kommst voran, indem du Dinge anstößt, eine Richtung wählst, bevor andere es tun, und die Verantwortung dafür trägst, wohin sie führt. Du wächst, wenn du deinem Urteil traust und dabei nicht vergisst, dass Führen auch heißt, andere mitzunehmen.',
    strengths: ['Eigenantrieb und Entschlusskraft', 'Originelles Denken', 'Den Mut, als Erstes loszugehen', 'Willenskraft und Energie'],
    challenges: ['Ungeduld mit Langsameren', 'Mühe, um Hilfe zu bitten', 'Sturheit', 'Der Hang, alles allein zu schultern'],
  },
  2: {
    description:
      'Bei der Lebenszahl 2 geht es um das Miteinander. Du spürst, was Menschen fühlen und brauchen, und zeigst dich von deiner besten Seite, wenn du zwei Seiten zusammenbringst. Du wächst, wenn du deinen eigenen Bedürfnissen so viel Gewicht gibst wie der Harmonie und aussprichst, was dich stört, bevor sich Groll festsetzt.',
    strengths: ['Takt und Diplomatie', 'Großes Einfühlungsvermögen', 'Geduld mit Einzelheiten', 'Treue in Partnerschaft und Zusammenarbeit'],
    challenges: ['Konflikten um jeden Preis ausweichen', 'Große Empfindlichkeit gegenüber Kritik', 'Unentschlossenheit', 'Sich in anderen verlieren'],
  },
  3: {
    description:
      'Die Lebenszahl 3 lädt dich ein, auszudrücken, was in dir lebt, mit Worten, mit Kunst oder im Spiel. Du kannst einen Raum erwärmen und aus jedem Erlebnis eine Geschichte machen. Du wächst, wenn du deinen Talenten Disziplin und Tiefe gibst, statt sie auf zu viele Anfänge zu verteilen.',
    strengths: ['Erzähltalent', 'Schöpferische Fantasie', 'Ansteckender Optimismus', 'Leichtigkeit im Umgang mit Menschen'],
    challenges: ['Verzettelte Energie', 'Schwierigen Gefühlen ausweichen', 'Empfindlichkeit, wenn Beachtung fehlt', 'Unvollendete Vorhaben'],
  },
  4: {
    description:
      'Bei der Lebenszahl 4 geht es darum, etwas aufzubauen, das bleibt. Beständigkeit, Sinn fürs Praktische und Freude an gründlicher Arbeit, Schritt für Schritt: Das ist deine Art. Du wächst, wenn Strukturen dir dienen, statt dich einzusperren, und wenn du Veränderung als Teil jedes soliden Vorhabens annimmst.',
    strengths: ['Verlässlichkeit und Fleiß', 'Handfeste Lösungen', 'Ausgeprägter Ordnungssinn', 'Beharrlichkeit'],
    challenges: ['Starrheit', 'Widerstand gegen Veränderung', 'Zu viel Arbeit', 'Zu hohe Ansprüche an dich und andere'],
  },
  5: {
    description:
      'Die Lebenszahl 5 steht für Freiheit und Erfahrung. Du lernst durch Abwechslung, Reisen, Begegnungen und die Sinne, und du stellst dich schnell um, wenn Pläne sich ändern. Du wächst, wenn du Bindungen findest, die sich wie eine Wahl anfühlen und nicht wie ein Käfig.',
    strengths: ['Anpassungsfähigkeit und Einfallsreichtum', 'Neugier auf alles', 'Schlagfertigkeit und Überzeugungskraft', 'Schnelle Auffassungsgabe'],
    challenges: ['Unrast', 'Scheu vor Verbindlichkeit', 'Maßlosigkeit und Impulsivität', 'Langeweile bei Routine'],
  },
  6: {
    description:
      'Die Lebenszahl 6 erzählt von einer Liebe, die sich in Verantwortung zeigt. Du kümmerst dich um Familie, Freunde und Nachbarschaft, und du fühlst dich zu Hause, wenn es den Menschen um dich herum gut geht. Du wächst, wenn du sorgst, ohne zu bestimmen, und dich selbst in den Kreis einschließt, um den du dich kümmerst.',
    strengths: ['Wärme und Schutz', 'Pflichtbewusstsein', 'Ein Auge für Schönheit und Ausgewogenheit', 'Rückhalt, auf den man zählen kann'],
    challenges: ['Perfektionismus', 'Einmischung in das Leben anderer', 'Aufopferung bis zur Erschöpfung', 'Sorgen'],
  },
  7: {
    description:
      'Die Lebenszahl 7 ist die Suche nach dem, was unter der Oberfläche wahr ist. Du brauchst Zeit allein, um zu denken, zu studieren und nachzusinnen, und deine Einsichten entstehen oft aus stillem Beobachten. Du wächst, wenn du anderen genug vertraust, um zu teilen, was du entdeckst.',
    strengths: ['Tiefer, analytischer Verstand', 'Intuition, genährt durch Wissen', 'Unabhängiges Denken', 'Ruhe unter Druck'],
    challenges: ['Rückzug in die Isolation', 'Misstrauen', 'Kühle, wenn etwas wehtut', 'Grübeln'],
  },
  8: {
    description:
      'Die Lebenszahl 8 handelt von Macht, die gut genutzt wird: Geld, Organisation, Einfluss. Du denkst in Zielen und Ergebnissen und kannst große Verantwortung tragen. Du wächst, wenn du materiellen Erfolg mit Integrität, Großzügigkeit und Zeit für die Menschen ausgleichst, mit denen du arbeitest.',
    strengths: ['Führungsstärke', 'Stehvermögen nach Rückschlägen', 'Gutes Urteil im Umgang mit Mitteln', 'Selbstvertrauen'],
    challenges: ['Arbeitssucht', 'Kontrollbedürfnis', 'Den eigenen Wert am Status messen', 'Ungeduld mit Schwäche'],
  },
  9: {
    description:
      'Die Lebenszahl 9 lädt dich ein, etwas zu dienen, das größer ist als du. Mit weitem Herzen und einem Gespür für die Nöte der Welt erlebst du oft viele Abschlüsse und ebenso viele Neuanfänge. Du wächst, wenn du mit Anmut loslässt und gibst, ohne eine Gegenleistung zu erwarten.',
    strengths: ['Mitgefühl und Toleranz', 'Künstlerische und schöpferische Gaben', 'Ein weiter Blick auf das Leben', 'Großzügigkeit'],
    challenges: ['Mühe, loszulassen', 'Hang zur Selbstaufopferung', 'Enttäuschung, wenn das Ideal unerreicht bleibt', 'Die eigenen Bedürfnisse übergehen'],
  },
  11: {
    description:
      'Die Meisterzahl 11 trägt das Miteinander der 2 mit größerer Spannung. Du spürst Ideen und Stimmungen, bevor sie ausgesprochen sind, und kannst andere inspirieren, indem du ihnen einen Blick auf das Mögliche schenkst. Du wächst, wenn du diese Empfindsamkeit erdest, damit die nervöse Spannung zum Kompass wird.',
    strengths: ['Starke Intuition', 'Inspirierende Ausstrahlung', 'Spirituelles und künstlerisches Verständnis', 'Einfühlungsvermögen'],
    challenges: ['Nervöse Anspannung', 'Selbstzweifel', 'Von anderen überwältigt werden', 'Unrealistische Träume'],
  },
  22: {
    description:
      'Die Meisterzahl 22 verbindet die Vision der 11 mit der Methode der 4. Du kannst große Ideen in echte Strukturen verwandeln, die vielen Menschen dienen. Du wächst, wenn du die Größe deines Potenzials annimmst, ohne dich vom Druck erdrücken zu lassen, der damit einhergeht.',
    strengths: ['Aus einer Vision einen Plan machen', 'Menschen und Mittel organisieren', 'Disziplin und Geduld', 'Langfristiges Denken'],
    challenges: ['Druck hoher Erwartungen', 'Alles bis ins Kleinste kontrollieren wollen', 'Angst vor dem Scheitern', 'Erschöpfung'],
  },
  33: {
    description:
      'Die Meisterzahl 33 hebt die Fürsorge der 6 in den Rang einer Berufung. Du lehrst durch dein Beispiel und hilfst anderen zu wachsen, oft in schöpferischer oder pflegender Arbeit. Du wächst, wenn du aus deiner Kraft heraus dienst, statt dich aufzuopfern.',
    strengths: ['Bedingungslose Zuwendung', 'Begabung zum Lehren und Ermutigen', 'Schöpferischer Ausdruck', 'Verantwortungsgefühl'],
    challenges: ['Die Lasten anderer tragen', 'Perfektionismus', 'Sich selbst vergessen', 'Kritik zu sehr zu Herzen nehmen'],
  },
};

/** Die persönlichen Zyklen (Jahr, Monat, Tag) von 1 bis 9. */
export const PERSONAL_CYCLES: Readonly<Record<number, PersonalCycleProse>> = {
  1: {
    year: 'Ein Jahr der Anfänge: Starte Vorhaben, ergreife die Initiative und stell die Weichen für die nächsten neun Jahre.',
    month: 'Ein Monat, um etwas Neues zu beginnen und den eigenen Ideen zu folgen.',
    day: 'Ein Tag zum Anfangen, Entscheiden und Vorangehen.',
  },
  2: {
    year: 'Ein Jahr der Geduld und der Partnerschaft: Lass Vorhaben langsam reifen, arbeite mit anderen zusammen und pflege deine Beziehungen.',
    month: 'Ein Monat der Zusammenarbeit, des Zuhörens und der kleinen, vorsichtigen Schritte.',
    day: 'Ein Tag für Diplomatie, Teamarbeit und stille Sorgfalt im Detail.',
  },
  3: {
    year: 'Ein Jahr des Ausdrucks und der Geselligkeit: Gestalte, teile dich mit und genieße die Menschen um dich.',
    month: 'Ein Monat, um dich auszudrücken, auszugehen und schöpferisch zu sein.',
    day: 'Ein Tag für Gespräche, Einfälle und Leichtigkeit.',
  },
  4: {
    year: 'Ein Jahr der Arbeit und der Fundamente: Organisiere dich, baue stetig auf und kümmere dich um Gesundheit und praktische Dinge.',
    month: 'Ein Monat für stetige Arbeit, Planung und Ordnung.',
    day: 'Ein Tag, um dich zu organisieren und praktische Aufgaben abzuschließen.',
  },
  5: {
    year: 'Ein Jahr des Wandels und der Freiheit: Rechne mit Bewegung, neuen Erfahrungen und einem Hunger nach Abwechslung.',
    month: 'Ein Monat der Veränderungen, Reisen und unerwarteten Gelegenheiten.',
    day: 'Ein Tag für Beweglichkeit, Abwechslung und Neues zum Ausprobieren.',
  },
  6: {
    year: 'Ein Jahr des Zuhauses und der Verantwortung: Familie, Beziehungen und Verpflichtungen rücken in den Vordergrund.',
    month: 'Ein Monat, um dich um Zuhause, Familie und deine Zusagen zu kümmern.',
    day: 'Ein Tag, um zu helfen, zu unterstützen und für Harmonie zu sorgen.',
  },
  7: {
    year: 'Ein Jahr der Besinnung: Lerne, ruhe dich aus, schau nach innen und verfeinere, was du aufgebaut hast.',
    month: 'Ein Monat des Nachdenkens, des Lernens und der Zeit für dich.',
    day: 'Ein Tag zum Nachdenken, Forschen und Auftanken.',
  },
  8: {
    year: 'Ein Jahr der Ernte: Ehrgeiz, Finanzen und die Anerkennung früherer Mühen treten in den Vordergrund.',
    month: 'Ein Monat für Geschäftliches, Entscheidungen und Ergebnisse.',
    day: 'Ein Tag für Geldfragen, Verantwortung und wichtige Entscheidungen.',
  },
  9: {
    year: 'Ein Jahr des Abschlusses: Bring Kreisläufe zu Ende, lass gehen, was nicht mehr zu dir passt, und schaffe Raum für einen Neubeginn.',
    month: 'Ein Monat, um abzuschließen, auszusortieren und zu vergeben.',
    day: 'Ein Tag, um Aufgaben zu vollenden und loszulassen, was vorbei ist.',
  },
};
