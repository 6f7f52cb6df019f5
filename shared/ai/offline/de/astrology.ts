/**
 * Die 19 Astrologie-Abschnitte und die Synthese des Horoskops, auf Deutsch. Dieselbe Lesart des
 * Horoskops wie im Englischen (chart-analysis.ts), die Sätze für das Deutsche geschrieben: jeder
 * Abschnitt hat eigene Satzbaupläne, nur der Aspektsatz kommt aus einem gemeinsamen Vorrat, aus dem
 * benachbarte Abschnitte verschiedene Rahmen ziehen. Jedes Wort aus vocab.ts steht in dem Fall,
 * den sein Feld angibt; kein Adjektiv bezieht sich auf „du“.
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import { chartKeyAspects, chartRuler, chartShape, elementBalance, hemispheres, modalityBalance, normalAspect, sectionReading, type ChosenAspect, type Element, type Modality } from '../chart-analysis';
import { aspektAkk, aspektNom, eingeschoben, grad, gross, HAEUSER, HAUS_DATIV, imHaus, KOERPER, liste, orbis, sinn, THEMEN, zahl, ZEICHEN, type HausWorte, type ZeichenWorte } from './vocab';

const absaetze = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const saetze = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');
/** „das neunte Haus“ (Nominativ/Akkusativ). */
const dasHaus = (n: number): string => `das ${(HAUS_DATIV[n] ?? '').replace(/n$/, '')} Haus`;

interface AspektTeile {
  selbst: string;
  anderem: string;
  nom: string;
  akk: string;
  orb: string;
  sinn: string;
  t1: { akk: string; dat: string };
  t2: { akk: string; dat: string };
}

const ASPEKT_RAHMEN: ((x: AspektTeile) => string)[] = [
  (x) => `${gross(x.selbst)} bildet ${x.akk} zu ${x.anderem} (Orbis ${x.orb}). Das verbindet ${x.t1.akk} mit ${x.t2.dat}: ${x.sinn}.`,
  (x) => `Die stärkste Verbindung führt zu ${x.anderem}: ${x.nom}, nur ${x.orb} vom exakten Winkel entfernt. Hier erlebst du ${x.sinn}, zwischen ${x.t1.dat} und ${x.t2.dat}.`,
  (x) => `Mit ${x.anderem} bildet ${x.selbst} ${x.akk} mit ${x.orb} Orbis; im Alltag spürst du das als ${x.sinn}, sobald es um ${x.t1.akk} und ${x.t2.akk} geht.`,
  (x) => `Hinzu kommt ${x.nom} zu ${x.anderem} (Orbis ${x.orb}), also ${x.sinn}, und zwar zwischen ${x.t1.dat} und ${x.t2.dat}.`,
  (x) => `Ein Aspekt sticht hervor, mit nur ${x.orb} Orbis: ${x.nom} zu ${x.anderem}. Er verbindet ${x.t1.akk} und ${x.t2.akk} durch ${x.sinn}.`,
  (x) => `Achte auch auf ${x.akk} zu ${x.anderem}, ${x.orb} vom exakten Winkel entfernt. Es ist ${x.sinn}, und deshalb erlebst du ${x.t1.akk} und ${x.t2.akk} selten getrennt.`,
];

function aspektSatz(body: AstroBody, a: ChosenAspect | undefined, i: number): string | undefined {
  if (!a) return undefined;
  const type = normalAspect(a.type);
  return ASPEKT_RAHMEN[i % ASPEKT_RAHMEN.length]!({ selbst: KOERPER[body].dein, anderem: KOERPER[a.other].deinem, nom: aspektNom(type), akk: aspektAkk(type), orb: orbis(a.orb), sinn: sinn(type), t1: THEMEN[body], t2: THEMEN[a.other] });
}

function randGrad(b: BodyFacts, i: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return i % 2 ? `Auf ${d}°, ganz am Anfang des Zeichens, zeigen sich diese Eigenschaften noch roh und unverstellt.` : `${d}°, der allererste Grad des Zeichens, gibt diesen Themen eine ganz unverbrauchte Frische.`;
  if (d === 29) return i % 2 ? `Auf ${d}°, dem letzten Grad des Zeichens, liegt eine gewisse Dringlichkeit in der Luft, wie bei einer Lektion, die abgeschlossen werden will.` : `${d}°, der äußerste Grad des Zeichens, schmeckt nach einem Kapitel, das zu Ende geschrieben werden will.`;
  return undefined;
}

interface Ctx {
  a: AstrologyFacts;
  b: BodyFacts;
  s: ZeichenWorte;
  n?: number;
  h?: HausWorte;
  retro: boolean;
  asp?: string;
  rand?: string;
}

/** „Im neunten Haus“ am Satzanfang. */
const Im = (c: Ctx): string => gross(imHaus(c.n!));

const ABSCHNITTE: Record<AstrologySection, (c: Ctx) => string> = {
  sun: (c) =>
    absaetze(
      saetze('Die Sonne ist das Herz eines Horoskops: die Richtung, in die du wächst, und das, was dir Kraft gibt.', `Bei dir steht sie auf ${grad(c.b.degree)} ${c.s.name}, und du entfaltest dich durch ${c.s.zuege}.`, `Du strahlst ${c.s.art}, und was du ein Leben lang kultivierst, ist ${c.s.gabe}.`, c.rand),
      saetze(c.h && `${Im(c)} will deine Sonne ${eingeschoben(c.h.buehne)} leuchten, und was du für die Themen ${c.h.des} tust, bleibt nicht unbemerkt.`, c.asp, `An müden Tagen achte auf ${c.s.schatten}: Ruhe und ein Ziel, das dir am Herzen liegt, bringen das Licht zurück.`),
      'Nimm dir regelmäßig Zeit für das, was dir das Gefühl gibt, deine eigene Geschichte zu schreiben.',
    ),
  moon: (c) =>
    absaetze(
      saetze(`Dein Mond steht ${c.s.im}${c.h ? `, ${imHaus(c.n!)}` : ''}, und er spricht für den Teil von dir, der reagiert, bevor er nachdenkt.`, `Um dich geborgen zu fühlen, brauchst du ${c.s.bedarf}.`, `Auf andere reagierst du ${c.s.art}.`, c.rand),
      saetze(c.h && `Am stärksten schlagen die Gefühle ${eingeschoben(c.h.buehne)} aus: Dort steigen Stimmungen zuerst auf, und dort suchst du Halt bei deinen Leuten.`, c.asp, `Unter Druck kennst du ${eingeschoben(c.s.schatten)} nur zu gut; oft genügt es, das Bedürfnis hinter der Stimmung zu benennen, um sie zu beruhigen.`),
      'Was dich an einem schweren Tag zuverlässig beruhigt, ist ein echtes Bedürfnis und keine Laune.',
    ),
  mercury: (c) =>
    absaetze(
      saetze(`Merkur zeigt, wie dein Verstand sich bewegt, und ${c.s.im} arbeitet er ${c.s.art}.`, `Dein Denken setzt auf ${c.s.zuege}, und deine größte geistige Stärke ist ${c.s.gabe}.`, c.rand),
      saetze(c.h && `${Im(c)} richtet sich deine Neugier auf die Themen ${c.h.des}, und dort haben deine Worte das meiste Gewicht.`, c.retro && 'Mit einem rückläufigen Merkur bei der Geburt kommen dir die besten Gedanken oft beim zweiten Durchgang: beim Nachlesen, beim Überdenken, beim Wiederholen in eigenen Worten.', c.asp),
      'Lern und sprich in deinem eigenen Tempo, nicht in dem, das andere von dir erwarten.',
    ),
  venus: (c) =>
    absaetze(
      saetze(`Venus ${c.s.im} beschreibt, wie du liebst und was du schön findest: In der Liebe zählen für dich ${c.s.zuege}.`, `Zuneigung zeigst du ${c.s.art}, und in einer Beziehung brauchst du ${c.s.bedarf}.`, c.rand),
      saetze(c.h && `Genuss und Anziehung sammeln sich ${c.h.buehne}: Dort bringt diese Venus ${imHaus(c.n!)} Menschen und Schönheit in dein Leben.`, c.retro && 'Eine rückläufige Venus lässt sich in der Liebe Zeit: Du wägst deine Gefühle im Stillen ab und vertraust der Zuneigung, die sich bewährt hat.', c.asp),
      'Sag den Menschen, die dir nahestehen, was dich wirklich berührt: Genauigkeit ist hier schon ein Geschenk.',
    ),
  mars: (c) =>
    absaetze(
      saetze(`Mars ist dein Motor, und ${c.s.im} läuft er ${c.s.art}.`, `Wenn du etwas willst, bringst du ${c.s.zuege} ins Spiel, und im Wettbewerb ist deine beste Karte ${c.s.gabe}.`, c.rand),
      saetze(c.h && `${Im(c)} gehört deine Energie den Themen ${c.h.des}: Dort drängst du, misst dich mit anderen und kommst voran.`, c.retro && 'Mit einem rückläufigen Mars bei der Geburt arbeiten Ärger und Ehrgeiz zuerst nach innen: Du handelst am besten, wenn du den Schritt vorher im Kopf durchgespielt hast.', c.asp),
      `Gegen ${eingeschoben(c.s.schatten)} hilft ein klares Ventil: ein Ziel, ein Handwerk oder ein Sport.`,
    ),
  jupiter: (c) =>
    absaetze(
      saetze(`Jupiter ${c.s.im} zeigt, wo das Leben großzügig zu dir ist und wie dein Vertrauen ins Leben wächst.`, `Chancen kommen, wenn du ${c.s.zuege} zeigst, und dein Glück wächst mit dieser Stärke: ${c.s.gabe}.`, c.rand),
      saetze(c.h && `Seine Stellung ${imHaus(c.n!)} öffnet Türen ${c.h.buehne}.`, c.retro && 'Jupiter war bei deiner Geburt rückläufig: Deinen Lebenssinn hast du dir selbst erarbeitet, und du glaubst eher an das, was du erfahren hast, als an jede geliehene Lehre.', c.asp),
      'Sag Ja zu dem Wachstum, das diese Stellung verspricht, und behalte das Übermaß nüchtern im Blick: Mehr ist nicht immer besser.',
    ),
  saturn: (c) =>
    absaetze(
      saetze(`Saturn ${c.s.im} stellt die Prüfung, die man langsam besteht: Du brauchst Zeit, um dir ${c.s.zuege} zu eigen zu machen, doch am Ende wird daraus echte Meisterschaft.`, `In Momenten des Zweifels wirst du ${eingeschoben(c.s.schatten)} kennenlernen; die Antwort darauf ist regelmäßige Übung, nicht Härte.`, c.rand),
      saetze(c.h && `${Im(c)} lastet die Verantwortung auf den Themen ${c.h.des}; mit den Jahren wird dir gerade dort Autorität zugesprochen.`, c.retro && 'Ein rückläufiger Saturn bei der Geburt bringt oft einen inneren Kritiker mit, der strenger urteilt als jeder Richter von außen, und eigene, gerechte Regeln zu finden gehört zur Aufgabe.', c.asp),
      'Wähle in diesem Bereich eine kleine Verpflichtung und halte sie ein: Saturn belohnt Beständigkeit weit mehr als Intensität.',
    ),
  uranus: (c) =>
    absaetze(
      saetze(`Uranus bleibt rund sieben Jahre in einem Zeichen; ${c.s.im} prägt er den Wunsch deiner Generation, die Dinge ${eingeschoben(c.s.art)} zu verändern.`, c.rand),
      saetze(c.h && `Persönlich wird er erst durch sein Haus. ${Im(c)} brichst du mit Konventionen ${c.h.buehne}, und plötzliche Wendungen bringen dich dort voran.`, c.retro && 'Mit einem rückläufigen Uranus bei der Geburt rebellierst du leise: Du änderst deine Meinung lange, bevor du etwas um dich herum änderst.', c.asp),
      'Gib dem Experiment hier Raum: Was anderen seltsam vorkommt, ist vielleicht genau dein Beitrag.',
    ),
  neptune: (c) =>
    absaetze(
      saetze(`Neptun wandert langsam; das Zeichen ${c.s.des} färbt die Ideale deiner ganzen Generation, und wonach sie sich sehnt, ist ${c.s.gabe}.`, c.rand),
      saetze(c.h && `Wichtiger ist seine Stellung in deinem eigenen Horoskop: ${Im(c)} fließen Fantasie und Ideale ${c.h.buehne}, und dort können Grenzen leicht verschwimmen.`, c.retro && 'Ein rückläufiger Neptun lenkt die Suche nach innen: Intuition kommt als stilles Wissen, nicht als Vision.', c.asp),
      'Gib deiner Fantasie eine Form, ob Kunst, Musik, Dienst am Nächsten oder Gebet, und behalte beim Träumen einen Fuß auf festem Boden.',
    ),
  pluto: (c) =>
    absaetze(
      saetze(`Pluto bleibt viele Jahre ${c.s.im}, und deine Generation ist gerufen, neu zu bestimmen, was ${c.s.zuege} bedeuten.`, c.rand),
      saetze(c.h && `In deinem Horoskop wirkt er über ${dasHaus(c.n!)}: Krisen und Neuanfänge erreichen dich ${c.h.buehne}.`, 'Was du dort zu fest hältst, wird eher aufgelöst, und was nachwächst, ist stärker und echter.', c.retro && 'Mit einem rückläufigen Pluto bei der Geburt geschehen die tiefsten Veränderungen im Verborgenen, lange bevor jemand sie bemerkt.', c.asp),
      'Wenn in diesem Bereich etwas endet, vertrau darauf, dass du es in einer stimmigeren Form neu aufbauen kannst.',
    ),
  chiron: (c) =>
    absaetze(
      saetze(`Chiron ${c.s.im} markiert eine empfindliche Stelle: eine Wunde rund um ${c.s.zuege}, oder darum, sie nicht leben zu dürfen.`, c.rand),
      saetze(c.h && `${Im(c)} bricht diese Wunde gern ${eingeschoben(c.h.buehne)} wieder auf.`, c.retro && 'Chiron war bei deiner Geburt rückläufig, und so wird Heilung zu einem stillen Weg ohne Eile.', c.asp),
      'Was sie heilt, ist Geduld mit dir selbst; mit der Zeit verstehst du diesen Schmerz so gut, dass du anderen hilfst, ihren zu tragen.',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rn = r?.place?.house;
    return absaetze(
      saetze(`Dein Aszendent liegt auf ${grad(c.b.degree)} ${c.s.name}: Er ist die Tür, durch die du Menschen und neuen Situationen begegnest.`, `Auf den ersten Blick nehmen andere an dir ${c.s.zuege} wahr, und du gehst Dinge ${eingeschoben(c.s.art)} an.`),
      saetze(r?.place && `Der Herrscher ${c.s.des}, ${KOERPER[r.ruler].der}, steht ${ZEICHEN[r.place.sign].im}${rn ? ` ${imHaus(rn)}: Die Energie, die du als Erstes zeigst, kommt ${eingeschoben(HAEUSER[rn]!.buehne)} zum Einsatz` : ''}.`, c.asp),
      'Nutze diesen Stil bewusst, wann immer du etwas Neues beginnst: Er ist die leichteste Tür für alles andere, was in dir steckt.',
    );
  },
  ic: (c) =>
    absaetze(
      saetze(`Das Imum Coeli ist die Wurzel des Horoskops, und deines liegt ${c.s.im}.`, `Zu Hause prägen ${c.s.zuege} die Stimmung, und die Familiengeschichte, die du mitträgst, kennt ${eingeschoben(c.s.schatten)} nur zu gut.`),
      saetze(`Wie auch immer dein Zuhause aussieht: Es ist der Ort, an dem du vor allem eines brauchst, nämlich ${c.s.bedarf}.`, c.asp),
      'Bau dir ein Privatleben, das zu dir passt: Es ist der Boden, auf dem alles andere steht.',
    ),
  descendant: (c) =>
    absaetze(
      saetze(`Gegenüber deinem Aszendenten liegt der Deszendent ${c.s.im}: Er beschreibt, was du in einem Gegenüber suchst und oft auch findest.`, `Dich ziehen Menschen an, an denen man ${c.s.zuege} spürt, und in einer festen Bindung brauchst du ${c.s.bedarf}.`),
      saetze(`Was du am anderen bewunderst, ist oft eine Eigenschaft, die du selbst gerade lernst, in diesem Fall ${c.s.gabe}.`, c.asp),
      'Achte darauf, welche dieser Eigenschaften du deinem Gegenüber überlässt und wie du sie in dir selbst wachsen lassen kannst.',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rn = c.a.bodies[ruler]?.house;
    return absaetze(
      saetze(`Dein Medium Coeli steht ${c.s.im}: der höchste Punkt des Horoskops und die Richtung deines öffentlichen Lebens.`, `Ein Beruf, der Raum für ${c.s.zuege} lässt, passt zu dir, und was man an dir respektiert, ist ${c.s.gabe}.`),
      saetze(!!rn && `Der Herrscher deines Medium Coeli, ${KOERPER[ruler].der}, steht ${imHaus(rn)} und verbindet deine Berufung mit den Themen ${HAEUSER[rn]!.des}.`, c.asp),
      'Miss Erfolg weniger an Titeln als daran, wie viel Raum deine Arbeit diesen Eigenschaften lässt.',
    );
  },
  lilith: (c) =>
    absaetze(
      saetze(`Lilith ${c.s.im} zeigt den Teil von dir, der sich nicht zähmen lassen will.`, `Irgendwo hast du gelernt, dass ${c.s.zuege} zu viel sind; genau dort forderst du sie heute zurück.`),
      saetze(c.h && `${Im(c)} zeigt sich diese Weigerung ${c.h.buehne}.`, c.asp),
      'Achte darauf, wo du diesen Teil von dir noch zum Schweigen bringst, und such sichere Wege, ihn sprechen zu lassen.',
    ),
  northNode: (c) =>
    absaetze(
      saetze(`Dein Nordknoten steht ${c.s.im}: die Richtung, in die dein Wachstum in diesem Leben geht.`, `Die Eigenschaften, die dir fremd oder sogar ungeschickt vorkommen, sind die, die du entwickeln sollst: ${c.s.zuege}, und nach und nach ${c.s.gabe}.`),
      saetze(c.h && `Seine Stellung ${imHaus(c.n!)} lenkt dieses Wachstum auf die Themen ${c.h.des}.`, c.asp),
      'Kleine, regelmäßige Schritte wirken hier am besten, und Fortschritt zählt mehr als Bequemlichkeit.',
    ),
  southNode: (c) =>
    absaetze(
      saetze(`Der Südknoten ${c.s.im} bewahrt die Talente, die du mitbringst: ${gross(c.s.zuege)} fallen dir leicht.`, `Die Falle wäre, dich aus Gewohnheit darauf auszuruhen; achte dann auf ${c.s.schatten}.`),
      saetze(c.h && `${Im(c)} findet sich diese alte Leichtigkeit ${eingeschoben(c.h.buehne)} wieder.`, c.asp),
      'Setz diese Gaben großzügig ein, und merke, wann du nur zu ihnen zurückkehrst, weil sie Sicherheit geben.',
    ),
  partOfFortune: (c) =>
    absaetze(
      saetze(`Der Glückspunkt, berechnet aus Sonne, Mond und Aszendent, liegt ${c.s.im}.`, `Leichtigkeit und Freude stellen sich ein, wenn du ${c.s.zuege} zulässt.`),
      saetze(c.h && `${Im(c)} scheint das Glück dich zu finden, und zwar ${c.h.buehne}.`, c.asp),
      'Wenn das Leben schwer wird, kehr zu dem zurück, was diese Stellung beschreibt: Sie gibt dir oft das Gefühl zurück, Glück zu haben.',
    ),
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const i = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) return `Für ${KOERPER[body].deinen} liegt in diesem Horoskop keine genaue Stellung vor, deshalb bleibt diese Deutung allgemein.`;
  const { house: n, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const asp = aspektSatz(body, chosen, i);
  const rand = isAngle ? undefined : randGrad(b, i);
  const ctx: Ctx = { a, b, s: ZEICHEN[b.sign], retro, ...(n ? { n, h: HAEUSER[n]! } : {}), ...(asp ? { asp } : {}), ...(rand ? { rand } : {}) };
  const text = ABSCHNITTE[key](ctx);
  return key === 'sun' ? absaetze(chartSynthesis(facts), text) : text;
}

/* ------------------------------------------------------------------------------------ Synthese */

const ELEMENT_ZEICHEN: Record<Element, string> = { fire: 'Feuerzeichen', earth: 'Erdzeichen', air: 'Luftzeichen', water: 'Wasserzeichen' };
const ELEMENT_DAT: Record<Element, string> = { fire: 'dem Feuer', earth: 'der Erde', air: 'der Luft', water: 'dem Wasser' };
const ELEMENT_NOM: Record<Element, string> = { fire: 'das Feuer', earth: 'die Erde', air: 'die Luft', water: 'das Wasser' };
/** Nach „neigt zu“ (Dativ). */
const ELEMENT_NEIGUNG: Record<Element, string> = {
  fire: 'Begeisterung und zu dem Drang, aus der Eingebung heraus zu handeln',
  earth: 'Sachlichkeit und zu dem Wunsch nach greifbaren Ergebnissen',
  air: 'Ideen, Austausch und dem Bedürfnis nach Abstand',
  water: 'Gefühl, Intuition und dem Bedürfnis nach emotionaler Nähe',
};
/** Nach „aus“ (Dativ, ohne Artikel). */
const ELEMENT_MISCHUNG: Record<Element, string> = { fire: 'Begeisterung', earth: 'Sachlichkeit', air: 'wachen Gedanken', water: 'tiefem Gefühl' };
const ELEMENT_FEHLT: Record<Element, string> = {
  fire: 'Kein Planet steht in einem Feuerzeichen: Die Begeisterung will manchmal angefacht werden, und Menschen oder Vorhaben voller Schwung bringen, was das Horoskop offenlässt.',
  earth: 'Kein Planet steht in einem Erdzeichen: Das Praktische braucht bewusste Struktur, und Routinen, Listen und ein gut versorgter Körper halten die Ideen am Boden.',
  air: 'Kein Planet steht in einem Luftzeichen: Abstand stellt sich nicht von selbst ein, und darüber zu reden oder zu schreiben hilft, die Dinge von außen zu sehen.',
  water: 'Kein Planet steht in einem Wasserzeichen: Gefühle werden manchmal langsam oder aus der Ferne verarbeitet, und Menschen, die mit Gefühlen vertraut sind, tun dir gut.',
};
/** Nach „die“ (Plural): „die kardinalen Zeichen“. */
const QUALITAET: Record<Modality, string> = { cardinal: 'kardinalen', fixed: 'fixen', mutable: 'veränderlichen' };
const QUALITAET_NEIGUNG: Record<Modality, string> = {
  cardinal: 'Du gehörst zu denen, die anstoßen, und bei dir kommt die Initiative vor dem Festigen',
  fixed: 'Du gehörst zu denen, die durchhalten, und bei dir kommt Beharrlichkeit vor Veränderung',
  mutable: 'Du biegst dich lieber, als dass du brichst, und bei dir kommt Anpassungsfähigkeit vor Beständigkeit',
};
const QUALITAET_PAAR: Record<string, string> = {
  'cardinal+fixed': 'Anstoßen und Durchhalten wiegen bei dir gleich schwer',
  'cardinal+mutable': 'Du stößt lieber an und passt dich an, als lange durchzuhalten',
  'fixed+mutable': 'Du hältst lieber durch und passt dich an, als Neues anzustoßen',
};
const WUERDE = {
  domicile: 'im eigenen Zeichen, mit ungeschmälerter Kraft',
  exaltation: 'im Zeichen der Erhöhung, wo die Kraft am größten ist',
  detriment: 'im Exil, wo die Kraft gegen den Strom arbeiten muss',
  fall: 'im Fall, wo die Kraft schwerer zu finden ist',
} as const;

function figur(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'Alle zehn Planeten drängen sich in einem Drittel des Kreises zusammen, ein Bild, das als Bündel bekannt ist: Deine Energie sammelt sich in wenigen Lebensbereichen, was Kraft gibt, aber auch eng machen kann.';
    case 'bowl':
      return 'Die Planeten füllen eine Hälfte des Kreises und lassen die andere leer, das Bild der Schale: Du trägst ein starkes Gefühl von Auftrag in dir, und die leere Hälfte beschreibt, wonach du strebst.';
    case 'bucket':
      return `Die Planeten sammeln sich in einer Hälfte des Kreises, nur ${KOERPER[s.focus!].der} steht allein auf der anderen Seite, das Bild des Eimers: Dieser einzelne Planet ist sein Henkel, und ein großer Teil deiner Energie fließt durch ihn.`;
    case 'locomotive':
      return 'Die Planeten besetzen zwei Drittel des Kreises und lassen ein Drittel frei, das Bild der Lokomotive: ein Horoskop, das sich aus eigener Kraft auf das zubewegt, was ihm fehlt.';
    case 'seesaw':
      return 'Die Planeten bilden zwei Gruppen, die einander gegenüberstehen, das Bild der Wippe: Du wägst einen Lebensbereich gegen den anderen ab und wächst, indem du zwischen beiden das Gleichgewicht findest.';
    case 'splash':
      return 'Die Planeten sind über den ganzen Kreis verstreut, das Bild der Streuung: Deine Interessen sind weit gespannt, und du kannst dich in vielem versuchen.';
    case 'splay':
      return 'Die Planeten bilden unregelmäßige Gruppen rund um den Kreis, das Bild des Fächers: Du folgst einem ganz eigenen Muster und lässt dich in keine Schublade stecken.';
  }
}

function elemente(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const order: Element[] = ['fire', 'earth', 'air', 'water'];
  if (order.reduce((n, k) => n + e.counts[k], 0) < 10) return [];
  const sorted = [...order].sort((x, y) => e.counts[y] - e.counts[x] || order.indexOf(x) - order.indexOf(y));
  const zaehlung = `Von den zehn Planeten stehen ${liste(sorted.map((k) => `${zahl(e.counts[k])} in ${ELEMENT_ZEICHEN[k]}`))}.`;
  const fuehrung =
    e.strongest.length === 1
      ? `Mit dem Schwerpunkt auf ${ELEMENT_DAT[e.strongest[0]!]} neigt das Horoskop zu ${ELEMENT_NEIGUNG[e.strongest[0]!]}.`
      : e.strongest.length === 2
        ? `${gross(ELEMENT_NOM[e.strongest[0]!])} und ${ELEMENT_NOM[e.strongest[1]!]} teilen sich die Führung: eine Mischung aus ${ELEMENT_MISCHUNG[e.strongest[0]!]} und ${ELEMENT_MISCHUNG[e.strongest[1]!]}.`
        : 'Die Elemente sind gleichmäßig verteilt: Kein Temperament überwiegt.';
  return [zaehlung, fuehrung, ...e.missing.map((m) => ELEMENT_FEHLT[m])];
}

function qualitaeten(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  if ((['cardinal', 'fixed', 'mutable'] as Modality[]).reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `Bei den Qualitäten überwiegen die ${QUALITAET[k]} Zeichen mit ${zahl(m.counts[k])} Planeten: ${QUALITAET_NEIGUNG[k]}.`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `Die ${QUALITAET[x]} und die ${QUALITAET[y]} Zeichen beherbergen je ${zahl(m.counts[x])} Planeten: ${QUALITAET_PAAR[`${x}+${y}`]}.`;
}

function hemisphaeren(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'über dem Horizont, was einen großen Teil deines Lebens nach außen wendet' : h.below >= 7 ? 'unter dem Horizont: Ein großer Teil deines Lebens spielt sich im Privaten ab, bevor er sichtbar wird' : undefined;
  const w = h.east >= 7 ? 'im Osten, wo du deinen Weg selbst bestimmst' : h.west >= 7 ? 'im Westen, wo das Leben über andere Menschen zu dir kommt' : undefined;
  if (v && w) return `Die meisten Planeten stehen ${v}; die meisten auch ${w}.`;
  if (v ?? w) return `Die meisten Planeten stehen ${v ?? w}.`;
  return undefined;
}

function herrscher(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const mit = r.coRuler ? ` (mit ${KOERPER[r.coRuler].der} als modernem Mitherrscher)` : '';
  const out = [`Mit dem Aszendenten ${ZEICHEN[r.rising].im} ist ${KOERPER[r.ruler].der} der Herrscher deines Horoskops${mit}.`];
  if (r.place) {
    const n = r.place.house;
    out.push(`${gross(KOERPER[r.ruler].der)} steht ${ZEICHEN[r.place.sign].im}${n ? ` ${imHaus(n)}` : ''}${r.dignity ? `, ${WUERDE[r.dignity]}` : ''}.`);
    if (n) out.push(`Von dort aus wird ein großer Teil deines Lebens gesteuert, ${HAEUSER[n]!.buehne}.`);
    if (r.place.isRetrograde) out.push('Die rückläufige Bewegung gibt der Art, wie du dein Leben lenkst, etwas Nachdenkliches, eine Neigung zum zweiten Blick.');
    if (r.aspect) out.push(`Der stärkste Kontakt dieses Herrschers ist ${aspektNom(r.aspect.type)} zu ${KOERPER[r.aspect.other].deinem} (${orbis(r.aspect.orb)}): ${sinn(r.aspect.type)}.`);
  }
  return out;
}

function hauptaspekte(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const dem = (k: string): string => KOERPER[k as AstroBody]?.deinem ?? k;
  const items = top.map((x) => `${aspektNom(normalAspect(x.type))} zwischen ${dem(x.body1)} und ${dem(x.body2)} (${orbis(x.orb)})`);
  return top.length === 1 ? `Der stärkste Aspekt des Horoskops ist ${items[0]}; er kehrt in den folgenden Abschnitten wieder.` : `Die stärksten Aspekte des Horoskops sind ${liste(items)}; sie kehren in den folgenden Abschnitten wieder.`;
}

export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = facts.name?.trim().split(/\s+/)[0];
  const auftakt = `${name ? `${name}, hier` : 'Hier'} beginnt dein Blueprint: zuerst das Horoskop als Ganzes, dann jede Stellung für sich.`;
  return absaetze(saetze(auftakt, ...elemente(a), qualitaeten(a)), saetze(figur(a), hemisphaeren(a)), saetze(...herrscher(a), hauptaspekte(a)));
}
