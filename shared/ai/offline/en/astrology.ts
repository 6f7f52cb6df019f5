/**
 * The 19 astrology sections and the chart synthesis, in English. Every section has sentence frames
 * of its own (the frame-sharing test masks planet, sign, house and number words and compares the
 * sections pairwise); only the aspect sentence comes from a shared pool, and neighbouring sections
 * draw different frames from it. Everything said rests on the facts: sign, degree, house,
 * retrograde motion, the strongest aspects (chart-analysis.ts), the balance, shape and ruler.
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import {
  chartKeyAspects,
  chartRuler,
  chartShape,
  elementBalance,
  hemispheres,
  modalityBalance,
  normalAspect,
  sectionReading,
  type ChosenAspect,
  type Element,
  type Modality,
} from '../chart-analysis';
import { aspectMeaning, aspectName, BODY_NAMES, BODY_THEMES, cap, deg, HOUSES, listAnd, numberWord, orbText, SIGNS, withArticle, type HouseWords, type SignWords } from './vocab';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const sentences = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');

/* ------------------------------------------------------------------------------ aspect sentence */

/** Frames for "this body's strongest aspect"; section i uses frame i mod n, so neighbours differ. */
const ASPECT_FRAMES: ((a: { self: string; other: string; art: string; type: string; orb: string; meaning: string; selfTheme: string; otherTheme: string }) => string)[] = [
  (x) => `Your ${x.self} forms ${x.art} with your ${x.other} (orb ${x.orb}): ${x.meaning}, tying ${x.selfTheme} to ${x.otherTheme}.`,
  (x) => `The strongest tie here runs to your ${x.other}, ${x.art} within ${x.orb}, which sets up ${x.meaning}, with ${x.selfTheme} on one side and ${x.otherTheme} on the other.`,
  (x) => `With your ${x.other} it makes ${x.art}, ${x.orb} from exact; in practice that means ${x.meaning} whenever ${x.selfTheme} meets ${x.otherTheme}.`,
  (x) => `Add to this ${x.art} with your ${x.other} (${x.orb} orb): ${x.meaning}, linking ${x.selfTheme} with ${x.otherTheme}.`,
  (x) => `One aspect stands out: ${x.art} to your ${x.other}, only ${x.orb} wide. It joins ${x.selfTheme} and ${x.otherTheme} through ${x.meaning}.`,
  (x) => `Look too at the ${x.type} to your ${x.other}, within ${x.orb} of exact: ${x.meaning}, so that ${x.selfTheme} and ${x.otherTheme} are rarely felt apart.`,
];

function aspectSentence(body: AstroBody, asp: ChosenAspect | undefined, index: number): string | undefined {
  if (!asp) return undefined;
  const type = normalAspect(asp.type);
  const frame = ASPECT_FRAMES[index % ASPECT_FRAMES.length]!;
  return frame({
    self: BODY_NAMES[body],
    other: BODY_NAMES[asp.other],
    art: withArticle(aspectName(type)),
    type: aspectName(type),
    orb: orbText(asp.orb),
    meaning: aspectMeaning(type),
    selfTheme: BODY_THEMES[body],
    otherTheme: BODY_THEMES[asp.other],
  });
}

/** Only the first and the last degree of a sign are worth a sentence of their own. */
function criticalDegree(b: BodyFacts, index: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return index % 2 ? `Sitting at ${d}°, right at the start of the sign, it expresses these qualities fresh and unpolished.` : `Its ${d}° position, the very first degree, gives these themes a raw, new edge.`;
  if (d === 29) return index % 2 ? `At ${d}°, the last degree of the sign, it carries a sense of urgency, as if a lesson wants finishing.` : `Placed at ${d}°, the final degree, it feels like a chapter that wants to be completed.`;
  return undefined;
}

/* ------------------------------------------------------------------------------- the sections */

interface Ctx {
  a: AstrologyFacts;
  facts: BlueprintFacts;
  body: AstroBody;
  b: BodyFacts;
  s: SignWords;
  /** House words when the house is known and meaningful (not for the angles). */
  h?: HouseWords;
  retro: boolean;
  asp?: string;
  crit?: string;
}

type Composer = (c: Ctx) => string;

/** "the Sun", "the Moon", "Mars" */
const theBody = (k: AstroBody): string => (k === 'sun' || k === 'moon' ? `the ${BODY_NAMES[k]}` : BODY_NAMES[k]);

const firstName = (f: BlueprintFacts): string | undefined => f.name?.trim().split(/\s+/)[0];

const COMPOSERS: Record<AstrologySection, Composer> = {
  sun: (c) => {
    return paragraphs(
      sentences(
        'The Sun is the centre of a chart: the purpose you grow into and what leaves you feeling most alive.',
        `Yours stands at ${deg(c.b.degree)} ${c.s.name}, so you come into your own by being ${c.s.adj}.`,
        `You shine ${c.s.manner}, and the gift you are building over a lifetime is ${c.s.gift}.`,
        c.crit,
      ),
      sentences(
        c.h && `Placed in the ${c.h.ord} house, your Sun asks to be seen ${c.h.scene}, and effort you put into ${c.h.area} rarely goes unnoticed.`,
        c.asp,
        `On a tired day you may slip into ${c.s.shadow}; rest and a purpose you believe in bring the light back.`,
      ),
      'Make regular room for whatever makes you feel like the author of your own life.',
    );
  },
  moon: (c) =>
    paragraphs(
      sentences(
        `Your Moon is in ${c.s.name}${c.h ? `, in the ${c.h.ord} house` : ''}, and it speaks for the part of you that reacts before it reasons.`,
        `Emotionally you are ${c.s.adj}, and you need ${c.s.need} before you can settle.`,
        `Comfort, for you, comes ${c.s.manner}.`,
        c.crit,
      ),
      sentences(c.h && `Feelings run strongest ${c.h.scene}: that is where moods rise first and where you look for reassurance.`, c.asp, `When you are stressed, watch for ${c.s.shadow}; naming the need behind the mood usually eases it.`),
      'Treat what reliably settles you on a hard day as a real need rather than an indulgence.',
    ),
  mercury: (c) =>
    paragraphs(
      sentences(`Mercury shows how your mind moves, and in ${c.s.name} it goes about things ${c.s.manner}.`, `Your thinking is ${c.s.adj}, and your best mental asset is ${c.s.gift}.`, c.crit),
      sentences(
        c.h && `In the ${c.h.ord} house your curiosity turns to ${c.h.area}, and that is where your words carry most weight.`,
        c.retro && 'Born with Mercury retrograde, you often reach your best ideas on a second pass: rereading, rethinking and saying it again in your own words.',
        c.asp,
      ),
      'Learn and speak in your own rhythm rather than the one others expect of you.',
    ),
  venus: (c) =>
    paragraphs(
      sentences(`Venus in ${c.s.name} describes how you love and what you find beautiful: in affection you are ${c.s.adj}.`, `You show care ${c.s.manner}, and with a partner you need ${c.s.need}.`, c.crit),
      sentences(
        c.h && `Pleasure and attraction gather ${c.h.scene}, which is where this ${c.h.ord}-house Venus tends to bring people and beauty into your life.`,
        c.retro && 'A retrograde Venus takes its time in love: you weigh your feelings privately and trust affection that has been tested.',
        c.asp,
      ),
      'Tell the people close to you exactly what makes you feel appreciated; being specific is itself a gift.',
    ),
  mars: (c) =>
    paragraphs(
      sentences(`Mars is your engine, and in ${c.s.name} it runs ${c.s.manner}.`, `When you want something you become ${c.s.adj}, and your strongest card in a contest is ${c.s.gift}.`, c.crit),
      sentences(
        c.h && `Your energy goes most readily into the ${c.h.ord} house, into ${c.h.area}: that is where you push, compete and get things done.`,
        c.retro && 'With Mars retrograde at birth, anger and ambition work inward first; you act best after rehearsing the move in your mind.',
        c.asp,
      ),
      `The risk is ${c.s.shadow}, which a clear outlet such as a goal, a craft or a sport keeps in check.`,
    ),
  jupiter: (c) =>
    paragraphs(
      sentences(`Jupiter in ${c.s.name} shows where life feels generous to you and how your faith in it grows.`, `Opportunity tends to arrive when you are ${c.s.adj}, and your luck grows through ${c.s.gift}.`, c.crit),
      sentences(
        c.h && `Its place in the ${c.h.ord} house opens doors ${c.h.scene}.`,
        c.retro && 'Jupiter was retrograde when you were born, so your sense of meaning is home-grown: you trust beliefs you have tested yourself more than any borrowed creed.',
        c.asp,
      ),
      'Say yes to the growth this placement offers, and keep an honest eye on excess: more is not always better.',
    ),
  saturn: (c) =>
    paragraphs(
      sentences(`Saturn in ${c.s.name} sets the exam you take slowly: being ${c.s.adj} may feel hard-won at first and becomes real mastery with time.`, `Expect ${c.s.shadow} to show up when you doubt yourself; the answer is steady practice rather than harshness.`, c.crit),
      sentences(
        c.h && `In the ${c.h.ord} house, responsibility weighs on ${c.h.area}; later in life, these are also the areas where others trust your authority.`,
        c.retro && 'Saturn retrograde at birth often brings an inner critic stricter than any outside one, and learning to set your own fair rules is part of the work.',
        c.asp,
      ),
      'Choose one small commitment in this area and keep it: Saturn rewards consistency far more than intensity.',
    ),
  uranus: (c) =>
    paragraphs(
      sentences(`Uranus spends about seven years in a sign, so ${c.s.name} marks your generation's wish to change things ${c.s.manner}.`, c.crit),
      sentences(
        c.h && `The personal part is its house: from the ${c.h.ord}, you break with convention ${c.h.scene}, and sudden changes there tend to move you forward.`,
        c.retro && 'Born with Uranus retrograde, you tend to rebel quietly, changing your own mind long before you change anything outside.',
        c.asp,
      ),
      'Leave room for experiment here; what looks odd to others may be exactly your contribution.',
    ),
  neptune: (c) =>
    paragraphs(
      sentences(`Neptune moves slowly: ${c.s.name} colours the ideals of your whole generation, and you share its longing for ${c.s.gift}.`, c.crit),
      sentences(
        c.h && `Where it lands in your own chart matters more, and in the ${c.h.ord} house imagination and idealism flow ${c.h.scene}, where boundaries can blur.`,
        c.retro && 'A retrograde Neptune turns the search inward, so intuition arrives as a quiet knowing rather than a vision.',
        c.asp,
      ),
      'Give your imagination a form, whether art, music, service or prayer, and keep one foot on practical ground while you dream.',
    ),
  pluto: (c) =>
    paragraphs(
      sentences(`Pluto stays in ${c.s.name} for many years, and your generation is asked to transform what it means to be ${c.s.adj}.`, c.crit),
      sentences(
        c.h && `In your own chart it works through the ${c.h.ord} house, so crisis and renewal reach you ${c.h.scene}.`,
        'What you hold too tightly there tends to be taken apart, and what grows back is stronger and more honest.',
        c.retro && 'With Pluto retrograde at birth, the deepest changes happen out of sight, long before anyone else notices them.',
        c.asp,
      ),
      'When something in this area ends, trust your capacity to rebuild it in a truer form.',
    ),
  chiron: (c) =>
    paragraphs(
      sentences(`Chiron in ${c.s.name} points to a tender place: a hurt connected with being ${c.s.adj}, or with not being allowed to be.`, c.crit),
      sentences(
        c.h && `From the ${c.h.ord} house, that hurt tends to surface ${c.h.scene}.`,
        c.retro && 'Chiron was retrograde at your birth, which makes the healing a private, unhurried process.',
        c.asp,
      ),
      'What heals it is patience with yourself; in time you understand this pain so well that you can help others carry theirs.',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rh = r?.place?.house ? HOUSES[r.place.house] : undefined;
    return paragraphs(
      sentences(`${c.s.name} rises in your chart, at ${deg(c.b.degree)}: it is the doorway through which you meet new people and situations.`, `Others first see someone ${c.s.adj}, and you tend to begin things ${c.s.manner}.`, c.crit),
      sentences(
        r?.place && `${cap(theBody(r.ruler))}, the ruler of ${c.s.name}, is placed in ${SIGNS[r.place.sign].name}${rh ? ` in the ${rh.ord} house: the energy you show at first is put to work ${rh.scene}` : ''}.`,
        c.asp,
      ),
      'Use this style consciously whenever you start something new; it is the easiest door for your other qualities to walk through.',
    );
  },
  ic: (c) =>
    paragraphs(
      sentences(`The IC is the root of the chart, and yours is in ${c.s.name}.`, `At home you are at your most ${c.s.adj}, and the family story you carry speaks of ${c.s.gift} as much as of ${c.s.shadow}.`),
      sentences(`Whatever form your home takes, it is the place where you need ${c.s.need}.`, c.asp),
      'Build a private life that reflects this; it is the ground everything else stands on.',
    ),
  descendant: (c) =>
    paragraphs(
      sentences(`Opposite your rising sign, the Descendant falls in ${c.s.name}: it describes what you look for, and often meet, in partners.`, `You are drawn to people who are ${c.s.adj}, and in a lasting bond you need ${c.s.need}.`),
      sentences(`What you admire in others is often a quality you are learning yourself, here ${c.s.gift}.`, c.asp),
      'Notice which of these qualities you hand over to partners, and how you might grow them in yourself.',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rb = c.a.bodies[ruler];
    const rh = rb?.house ? HOUSES[rb.house] : undefined;
    return paragraphs(
      sentences(`Your Midheaven is in ${c.s.name}: the top of the chart and the direction of your public life.`, `Work that lets you be ${c.s.adj} suits you, and you are respected for ${c.s.gift}.`),
      sentences(rh && `${cap(theBody(ruler))}, ruler of your Midheaven, sits in the ${rh.ord} house, which ties your vocation to ${rh.area}.`, c.asp),
      'Measure success less by titles than by whether your work lets these qualities show.',
    );
  },
  lilith: (c) =>
    paragraphs(
      sentences(`Black Moon Lilith in ${c.s.name} shows the part of you that refuses to be tamed.`, `Somewhere you learned that being ${c.s.adj} was too much, and this is exactly where you now insist on it.`),
      sentences(c.h && `In the ${c.h.ord} house, that defiance surfaces ${c.h.scene}.`, c.asp),
      'Notice where you still quiet this part of you, and look for safe ways to let it speak.',
    ),
  northNode: (c) =>
    paragraphs(
      sentences(`Your North Node is in ${c.s.name}, the direction your growth takes in this life.`, `The qualities that feel unfamiliar, even awkward, are the ones to develop: becoming ${c.s.adj}, and growing into ${c.s.gift}.`),
      sentences(c.h && `Its ${c.h.ord}-house placement points that growth toward ${c.h.area}.`, c.asp),
      'Small, regular steps work best here, and progress feels meaningful rather than easy.',
    ),
  southNode: (c) =>
    paragraphs(
      sentences(`The South Node in ${c.s.name} holds the talents you were born with: being ${c.s.adj} comes easily to you.`, `The trap is leaning on them out of habit, which can turn into ${c.s.shadow}.`),
      sentences(c.h && `In the ${c.h.ord} house this old ease is found ${c.h.scene}.`, c.asp),
      'Use these gifts generously, and notice when you reach for them only because they feel safe.',
    ),
  partOfFortune: (c) =>
    paragraphs(
      sentences(`The Part of Fortune, worked out from the Sun, the Moon and the Ascendant, falls in ${c.s.name}.`, `Ease and joy come when you let yourself be ${c.s.adj}.`),
      sentences(c.h && `Its house, the ${c.h.ord}, is where luck seems to find you: ${c.h.scene}.`, c.asp),
      'When life feels heavy, go back to what this placement describes; it tends to restore your sense of good fortune.',
    ),
};

const GENERAL: Record<AstroBody, string> = {
  sun: 'The Sun is the centre of a chart: the purpose you grow into and what leaves you feeling most alive.',
  moon: 'The Moon speaks for the part of you that reacts before it reasons, and for what you need in order to feel safe.',
  mercury: 'Mercury shows how your mind moves: how you take in information and put thoughts into words.',
  venus: 'Venus describes how you love, what you find beautiful and what you value.',
  mars: 'Mars is your engine: how you go after what you want and how you handle conflict.',
  jupiter: 'Jupiter shows where life feels generous and where your faith in it grows.',
  saturn: 'Saturn sets the exams you take slowly, where patience turns into mastery.',
  uranus: 'Uranus marks where you break with convention and where sudden change moves you forward.',
  neptune: 'Neptune describes your ideals and imagination, and where boundaries can blur.',
  pluto: 'Pluto describes what you are here to transform, and where crisis turns into renewal.',
  chiron: 'Chiron points to a tender place that, accepted with kindness, becomes a source of understanding for others.',
  north_node: 'The North Node points to the direction of growth: qualities that feel unfamiliar at first.',
  south_node: 'The South Node holds the talents you were born with, and the habits to outgrow.',
  lilith: 'Black Moon Lilith shows the part of you that refuses to be tamed.',
  ascendant: 'The Ascendant is the doorway through which you meet new people and situations.',
  midheaven: 'The Midheaven is the top of the chart and the direction of your public life.',
  descendant: 'The Descendant describes what you look for, and often meet, in partners.',
  ic: 'The IC is the root of the chart: home, family and the private ground you stand on.',
  part_of_fortune: 'The Part of Fortune shows where ease and joy come most naturally.',
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const index = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) {
    const name = key === 'sun' ? firstName(facts) : undefined;
    return paragraphs(
      `${name ? `${name}, this is where your blueprint begins. ` : ''}${GENERAL[body]}`,
      `The exact placement of your ${BODY_NAMES[body]} is not available for this chart, so this reading stays with its general meaning.`,
    );
  }
  const { house, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const h = house ? HOUSES[house] : undefined;
  const ctx: Ctx = {
    a,
    facts,
    body,
    b,
    s: SIGNS[b.sign],
    ...(h ? { h } : {}),
    retro,
    ...(aspectSentence(body, chosen, index) ? { asp: aspectSentence(body, chosen, index)! } : {}),
    ...(criticalDegree(b, index) && !isAngle ? { crit: criticalDegree(b, index)! } : {}),
  };
  const text = COMPOSERS[key](ctx);
  return key === 'sun' ? paragraphs(chartSynthesis(facts), text) : text;
}

/* ---------------------------------------------------------------------------------- synthesis */

const ELEMENT_LEAD: Record<Element, string> = {
  fire: 'enthusiasm and a need to act on inspiration',
  earth: 'practical sense and a need for tangible results',
  air: 'ideas, conversation and a need for perspective',
  water: 'feeling, intuition and a need for emotional closeness',
};

const ELEMENT_NOUN: Record<Element, string> = { fire: 'enthusiasm', earth: 'practical sense', air: 'quick ideas', water: 'deep feeling' };

const ELEMENT_MISSING: Record<Element, string> = {
  fire: 'With no planet in fire, enthusiasm may need deliberate kindling: warm, energetic people and projects supply what the chart leaves open.',
  earth: 'With no planet in earth, practical matters need conscious structure: routines, lists and a body you look after keep ideas grounded.',
  air: 'With no planet in air, distance and perspective do not come automatically, so talking things through and writing them down help.',
  water: 'With no planet in water, feelings may be processed slowly or from a distance, and time with people who are at home in emotion helps.',
};

const MODALITY_LEAD: Record<Modality, string> = {
  cardinal: 'you are a starter, and initiative comes to you before consolidation',
  fixed: 'you are a keeper, and persistence and loyalty come to you before change',
  mutable: 'you bend rather than break, and flexibility comes to you before permanence',
};

const MODALITY_PAIR: Record<string, string> = {
  'cardinal+fixed': 'starting and sustaining weigh equally',
  'cardinal+mutable': 'you start and adapt more readily than you persist',
  'fixed+mutable': 'you persist and adapt more readily than you initiate',
};

const DIGNITY_TEXT = {
  domicile: 'in its own sign, where it acts with full strength',
  exaltation: 'in the sign of its exaltation, where it is honoured and at its best',
  detriment: 'in the sign of its detriment, where it has to work against the grain',
  fall: 'in the sign of its fall, where its strength is harder to reach',
} as const;

function shapeSentence(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'All ten planets lie within a third of the wheel, the pattern called a bundle: your energy is concentrated on a few areas of life, which gives focus and a risk of narrowness.';
    case 'bowl':
      return 'The planets fill one half of the wheel and leave the other empty, the pattern called a bowl: you carry a strong sense of mission, and the empty half describes what you keep reaching toward.';
    case 'bucket':
      return `The planets gather in one half of the wheel with ${theBody(s.focus!)} alone on the other side, the pattern called a bucket: that single planet is the handle, and much of your energy is poured out through it.`;
    case 'locomotive':
      return 'The planets occupy two thirds of the wheel and leave one third empty, the pattern called a locomotive: a self-driven chart that keeps moving toward what it lacks.';
    case 'seesaw':
      return 'The planets form two groups facing each other across the wheel, the pattern called a seesaw: you weigh one side of life against the other and grow by finding the balance between them.';
    case 'splash':
      return 'The planets are scattered around the whole wheel, the pattern called a splash: your interests are wide and you can turn your hand to many things.';
    case 'splay':
      return 'The planets form uneven clusters around the wheel, the pattern called a splay: you follow a pattern of your own and resist being pinned down.';
  }
}

function elementSentences(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const order: Element[] = ['fire', 'earth', 'air', 'water'];
  const total = order.reduce((n, k) => n + e.counts[k], 0);
  if (total < 10) return [];
  const sorted = [...order].sort((x, y) => e.counts[y] - e.counts[x] || order.indexOf(x) - order.indexOf(y));
  const count = `${cap(sorted[0]!)} holds ${numberWord(e.counts[sorted[0]!])} of the ten planets, ${listAnd(sorted.slice(1).map((k) => `${k} ${numberWord(e.counts[k])}`))}.`;
  const lead =
    e.strongest.length === 1
      ? `With ${e.strongest[0]} leading, the chart leans toward ${ELEMENT_LEAD[e.strongest[0]!]}.`
      : e.strongest.length === 2
        ? `${cap(e.strongest[0]!)} and ${e.strongest[1]} share the lead, a blend of ${ELEMENT_NOUN[e.strongest[0]!]} and ${ELEMENT_NOUN[e.strongest[1]!]}.`
        : 'The elements are evenly spread, so no single temperament dominates.';
  return [count, lead, ...e.missing.map((m) => ELEMENT_MISSING[m])];
}

function modalitySentence(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  const order: Modality[] = ['cardinal', 'fixed', 'mutable'];
  if (order.reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `Among the modalities, ${k} signs hold ${numberWord(m.counts[k])} planets: ${MODALITY_LEAD[k]}.`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `${cap(x)} and ${y} signs hold ${numberWord(m.counts[x])} planets each, so ${MODALITY_PAIR[`${x}+${y}`]}.`;
}

function hemisphereSentence(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'above the horizon, turning much of your life toward the outer world' : h.below >= 7 ? 'below the horizon, so much of your life unfolds privately before it shows' : undefined;
  const w = h.east >= 7 ? 'in the eastern half, where you shape your own path' : h.west >= 7 ? 'in the western half, where life reaches you through other people' : undefined;
  if (v && w) return `Most of the planets lie ${v}, and most lie ${w}.`;
  if (v) return `Most of the planets lie ${v}.`;
  if (w) return `Most of the planets lie ${w}.`;
  return undefined;
}

function rulerSentences(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const name = theBody(r.ruler);
  const co = r.coRuler ? ` (with ${theBody(r.coRuler)} as its modern co-ruler)` : '';
  const out = [`${SIGNS[r.rising].name} rises, so ${name} is the ruler of your chart${co}.`];
  if (r.place) {
    const h = r.place.house ? HOUSES[r.place.house] : undefined;
    const where = `It stands in ${SIGNS[r.place.sign].name}${h ? ` in the ${h.ord} house` : ''}${r.dignity ? `, ${DIGNITY_TEXT[r.dignity]}` : ''}`;
    out.push(`${where}.`);
    if (h) out.push(`Much of your life is steered from there, ${h.scene}.`);
    if (r.place.isRetrograde) out.push('Its retrograde motion gives the way you steer your life a reflective, second-thought quality.');
    if (r.aspect) out.push(`Its strongest contact, ${withArticle(aspectName(r.aspect.type))} with your ${BODY_NAMES[r.aspect.other]} (${orbText(r.aspect.orb)}), colours that steering with ${aspectMeaning(r.aspect.type)}.`);
  }
  return out;
}

function keyAspectSentence(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const items = top.map((x) => `${withArticle(aspectName(normalAspect(x.type)))} between your ${BODY_NAMES[x.body1 as AstroBody] ?? x.body1} and your ${BODY_NAMES[x.body2 as AstroBody] ?? x.body2} (${orbText(x.orb)})`);
  return top.length === 1 ? `The strongest aspect in the chart is ${items[0]}; it returns in the sections below.` : `The strongest aspects in the chart are ${listAnd(items)}; they return in the sections below.`;
}

/** The chart as a whole (it opens the Sun section: the 34 section keys are fixed by the specification). */
export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = firstName(facts);
  const opening = `${name ? `${name}, this` : 'This'} is where your blueprint begins: first the chart as a whole, then each placement in turn.`;
  return paragraphs(
    sentences(opening, ...elementSentences(a), modalitySentence(a)),
    sentences(shapeSentence(a), hemisphereSentence(a)),
    sentences(...rulerSentences(a), keyAspectSentence(a)),
  );
}
