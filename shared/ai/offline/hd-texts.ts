/**
 * The team's own Human Design interpretation texts for the offline writer (original wording).
 */
import type { HdCenter } from '../facts';

export type HdTypeKey = 'generator' | 'manifestingGenerator' | 'manifestor' | 'projector' | 'reflector';

export function hdTypeKey(type: string): HdTypeKey | undefined {
  const t = type.toLowerCase().replace(/[^a-z]/g, '');
  if (t === 'manifestinggenerator') return 'manifestingGenerator';
  if (t === 'generator' || t === 'manifestor' || t === 'projector' || t === 'reflector') return t;
  return undefined;
}

export const TYPE_TEXTS: Record<HdTypeKey, { name: string; aura: string; gift: string; strategy: string; signature: string; notSelf: string }> = {
  generator: {
    name: 'Generator',
    aura: 'Your aura is open and enveloping; it draws life toward you and lets you feel, in your gut, whether something has energy for you.',
    gift: 'You carry a renewable, sustainable life force. When you are doing work you genuinely love, you can keep going long after others tire, and your satisfaction becomes contagious.',
    strategy: 'Rather than forcing things to happen, you let life bring you something to react to, a question, an offer, a sight, a sound, and then you listen for the gut answer, the uh-huh or the un-un.',
    signature: 'Satisfaction',
    notSelf: 'Frustration',
  },
  manifestingGenerator: {
    name: 'Manifesting Generator',
    aura: 'Your aura is open and enveloping like a Generator\'s, and you also have a motor connected to the Throat, which gives you speed and a talent for shortcuts.',
    gift: 'You are built to do several things at once and to move quickly once your gut has said yes. Skipping steps is not a flaw for you; it is often how you find the efficient route.',
    strategy: 'Wait for something to respond to, trust the gut yes, and before you move at your usual speed, let the people affected know what you are about to do.',
    signature: 'Satisfaction (often with a sense of peace)',
    notSelf: 'Frustration and anger',
  },
  manifestor: {
    name: 'Manifestor',
    aura: 'Your aura is closed and repelling in a protective way; it gives you independence and an impact that others feel even before you speak.',
    gift: 'You are designed to initiate: to start things, open new directions and set others in motion. Your energy comes in bursts, with real need for rest in between.',
    strategy: 'Before you act, tell the people your action will affect. It is not asking permission; it simply reduces resistance and lets your initiatives land smoothly.',
    signature: 'Peace',
    notSelf: 'Anger',
  },
  projector: {
    name: 'Projector',
    aura: 'Your aura is focused and penetrating; it reaches into others and lets you see how they work, often more clearly than they see themselves.',
    gift: 'You are here to guide, manage and direct energy rather than to work like a motor. Your insight is most valuable when it is recognised and asked for.',
    strategy: 'For the big things in life, work, love, where to live, wait until you are recognised and invited. Recognition opens the door for your guidance to be received.',
    signature: 'Success',
    notSelf: 'Bitterness',
  },
  reflector: {
    name: 'Reflector',
    aura: 'Your aura is resistant and sampling; you take in the energies around you and reflect back the health of your community.',
    gift: 'With every center open, you experience people and places with unusual clarity. You are a barometer of your environment, and being in the right place matters enormously.',
    strategy: 'Give major decisions around 28 days, one full lunar cycle. As the Moon moves through all the gates, talking things over with trusted people lets your clarity form.',
    signature: 'Surprise',
    notSelf: 'Disappointment',
  },
};

export type AuthorityKey = 'emotional' | 'sacral' | 'splenic' | 'ego' | 'selfProjected' | 'mental' | 'lunar';

export function authorityKey(authority: string): AuthorityKey | undefined {
  const a = authority.toLowerCase();
  if (a.includes('emotion') || a.includes('solar')) return 'emotional';
  if (a.includes('sacral')) return 'sacral';
  if (a.includes('splen')) return 'splenic';
  if (a.includes('ego') || a.includes('heart')) return 'ego';
  if (a.includes('self')) return 'selfProjected';
  if (a.includes('lunar') || a.includes('moon')) return 'lunar';
  if (a.includes('mental') || a.includes('environment') || a.includes('none') || a.includes('outer')) return 'mental';
  return undefined;
}

export const AUTHORITY_TEXTS: Record<AuthorityKey, string> = {
  emotional:
    'With Emotional authority your clarity comes over time, not in the moment. Your feelings move in a wave, from hope to doubt and back, and no single point of the wave tells the whole truth. Sleep on important choices, notice how you feel about them at different points, and decide when a calm, settled sense of yes or no has emerged.',
  sacral:
    'With Sacral authority your truth speaks through the gut, in the present moment. It is a sound or a bodily pull, uh-huh toward, un-un away, that comes before your mind has made its case. Questions that can be answered yes or no help you hear it.',
  splenic:
    'With Splenic authority your guidance is a quiet, instantaneous intuition that speaks only once. It is a subtle knowing about what is healthy and safe for you right now. It does not repeat itself or argue, so the practice is to notice the first whisper and trust it.',
  ego:
    'With Ego authority your decisions come from the heart center: what you truly want, and what you are willing to commit your willpower to. Listen to what you say when you speak spontaneously about a choice; the words "I want" and "I will" carry your truth.',
  selfProjected:
    'With Self-Projected authority your truth becomes clear when you hear yourself speak. Talk your decisions through with people you trust, not to get their advice, but to hear your own voice and notice which direction feels like a genuine expression of who you are.',
  mental:
    'With a mental or environmental (sometimes called outer) authority, no inner center gives you the answer directly. Your clarity comes from talking things through with trusted sounding boards and from noticing how different environments feel; the right place tends to lead to the right decisions.',
  lunar:
    'With Lunar authority your decisions mature over a full cycle of the Moon. Give important choices about four weeks, observe how you feel about them across that time, and let trusted conversations help you see the consistent thread.',
};

export const PROFILE_LINES: Record<number, { name: string; text: string; short: string }> = {
  1: { name: 'Investigator', text: 'needs a solid foundation and feels secure by researching and understanding things in depth', short: 'investigates before committing' },
  2: { name: 'Hermit', text: 'has natural talents that flourish in periods of undisturbed time, and is called out by others who see those gifts', short: 'needs undisturbed time for natural talents to ripen' },
  3: { name: 'Martyr', text: 'learns through trial and error, discovering what works by bumping into what does not, and turning that into resilient wisdom', short: 'learns by trying things out' },
  4: { name: 'Opportunist', text: 'thrives through its network; opportunities come through friends and people already known and trusted', short: 'grows through a trusted network' },
  5: { name: 'Heretic', text: 'is seen by others as someone with practical solutions, carrying their projections and meeting them best with grounded, universal answers', short: 'is sought out for practical solutions' },
  6: { name: 'Role Model', text: 'moves through stages of life, experimenting when young, then observing from a distance, and later embodying an example others can trust', short: 'matures into a trustworthy example' },
};

export function parseProfile(profile: string): [number, number] | undefined {
  const m = /^\s*([1-6])\s*\/\s*([1-6])\s*$/.exec(profile);
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2])];
}

export const DEFINITION_TEXTS: Record<string, string> = {
  none: 'With no definition, every center in your chart is open. You have no fixed internal way of processing, which makes you remarkably adaptive and wise about others, and makes your choice of environment and company especially important.',
  single:
    'With single definition, all your defined centers are connected in one continuous flow. You tend to process things on your own, in your own time, and can feel quite self-contained; others do not need to complete anything for you.',
  split:
    'With split definition, your defined centers form two separate areas. People or situations that activate the gates between them can feel like a bridge that makes things click. Allow yourself time to process, and do not confuse the relief of being bridged with the right relationship.',
  tripleSplit:
    'With triple split definition, your defined centers form three separate areas. You benefit from variety and from being among many people, such as in public spaces, where different bridges arrive naturally. Your process is thorough, so give decisions extra time.',
  quadrupleSplit:
    'With quadruple split definition, four separate areas of definition operate in you. It is a rare configuration that processes slowly and independently; rushing it creates stress, while patience lets your remarkable complexity come together.',
};

export function definitionKey(definition: string): string {
  const d = definition.toLowerCase();
  if (d.includes('quad')) return 'quadrupleSplit';
  if (d.includes('triple')) return 'tripleSplit';
  if (d.includes('split')) return 'split';
  if (d.includes('single')) return 'single';
  return 'none';
}

export const CROSS_ANGLE_TEXTS: Record<string, string> = {
  right:
    'As a Right Angle cross, it describes a personal path: your purpose unfolds largely through your own experiences, and the people you meet along the way often play a part in your growth.',
  juxtaposition:
    'As a Juxtaposition cross, it describes a distinctive, consistent path: you bring one particular flavour to whatever you do, and your role becomes clearest when you simply live it steadily.',
  left:
    'As a Left Angle cross, it describes a transpersonal path: your purpose is woven through relationships and encounters, and what you do tends to matter to many other people.',
};

export function crossAngleKey(angle: string | undefined, name: string): string | undefined {
  const s = `${angle ?? ''} ${name}`.toLowerCase();
  if (s.includes('juxtaposition')) return 'juxtaposition';
  if (s.includes('left angle')) return 'left';
  if (s.includes('right angle')) return 'right';
  return undefined;
}

export const CENTER_TEXTS: Record<HdCenter, { name: string; defined: string; open: string }> = {
  head: {
    name: 'Head',
    defined: 'Your defined Head gives you a consistent way of being inspired and a steady stream of questions that you return to again and again.',
    open: 'Your open Head takes in inspiration from everywhere; the trap is trying to answer every question that arrives, so let the ones that are not yours pass by.',
  },
  ajna: {
    name: 'Ajna',
    defined: 'Your defined Ajna gives you a reliable way of thinking and organising ideas; your mind holds its concepts steadily.',
    open: 'Your open Ajna lets you see many sides of an argument; the trap is pretending to be certain, while your wisdom lies in staying flexible.',
  },
  throat: {
    name: 'Throat',
    defined: 'Your defined Throat gives you a consistent voice and a recognisable way of expressing and acting.',
    open: 'Your open Throat can speak in many voices; the trap is talking to attract attention, while your words carry most when they come in their own time.',
  },
  g: {
    name: 'G center',
    defined: 'Your defined G center gives you a stable sense of identity, love and direction that stays with you wherever you are.',
    open: 'Your open G center lets identity and direction flow; the trap is searching for who you are, while your wisdom is to let the right places and people guide you.',
  },
  heart: {
    name: 'Heart (Ego)',
    defined: 'Your defined Heart gives you reliable willpower and a healthy sense of worth when you keep the promises you make.',
    open: 'Your open Heart means there is nothing to prove; the trap is over-promising to show your value, while your wisdom is knowing what true worth really is.',
  },
  sacral: {
    name: 'Sacral',
    defined: 'Your defined Sacral is a powerful, renewable engine of life force that works best when it is used for what your gut says yes to.',
    open: 'Your open Sacral amplifies the energy of others; the trap is not knowing when enough is enough, so rest before you are exhausted.',
  },
  solarPlexus: {
    name: 'Solar Plexus',
    defined: 'Your defined Solar Plexus produces an emotional wave that is part of who you are; honouring its rhythm brings depth and clarity.',
    open: 'Your open Solar Plexus feels and amplifies the emotions around you; the trap is avoiding truth to keep the peace, while your wisdom is emotional discernment.',
  },
  spleen: {
    name: 'Spleen',
    defined: 'Your defined Spleen gives you a steady instinct for what is healthy and a natural sense of well-being.',
    open: 'Your open Spleen is sensitive to health and atmosphere; the trap is holding on to what is not good for you because it feels familiar.',
  },
  root: {
    name: 'Root',
    defined: 'Your defined Root lets you handle pressure in your own consistent rhythm, turning stress into fuel.',
    open: 'Your open Root amplifies outside pressure; the trap is rushing to get things done just to be free of it, so take the time you actually need.',
  },
};

/** Variables (PHS and perspective). Keys are the usual color names, lower case. */
export const MOTIVATION_TEXTS: Record<string, string> = {
  fear: 'Fear as a motivation is not weakness; it is an alert intelligence that drives you to understand, prepare and make things safe.',
  hope: 'Hope as a motivation means you move toward what could be; you are driven by the possibility of something better, and that spirit carries others too.',
  desire: 'Desire as a motivation gives you a passion to lead and to reach for what matters to you, wholeheartedly and in the open.',
  need: 'Need as a motivation makes you alert to what is lacking and what would make things work, driving you to fill real gaps.',
  guilt: 'Guilt as a motivation, understood correctly, is a fine sense of what is right and fair, driving you to set things in order.',
  innocence: 'Innocence as a motivation means you are moved by openness and genuine curiosity, meeting life without a hidden agenda.',
};

export const PERSPECTIVE_TEXTS: Record<string, string> = {
  survival: 'A Survival perspective makes you notice what is essential and what threatens it; you see quickly what truly matters.',
  possibility: 'A Possibility perspective shows you the many ways a situation could unfold; you naturally see options others overlook.',
  power: 'A Power perspective makes you notice where influence and energy lie, and how things could be made to work.',
  wanting: 'A Wanting perspective makes you notice what people value and long for; you see what would make a difference.',
  probability: 'A Probability perspective makes you notice patterns and likelihoods, seeing what is most likely to happen.',
  personal: 'A Personal perspective lets you see through an intimate lens: how things affect individuals, one person at a time.',
};

export const DIGESTION_TEXTS: Record<string, string> = {
  appetite: 'Appetite digestion relates to the rhythm of eating: either one thing at a time, in consecutive order, or grazing throughout the day, depending on your tone.',
  taste: 'Taste digestion makes you discerning: you do best with food, and information, that your senses find right, and open or calm settings help you take things in.',
  thirst: 'Thirst digestion relates to temperature: hot or cold foods and drinks suit you better, depending on your tone, and hydration plays a special role.',
  touch: 'Touch digestion relates to mood: you take in nourishment best when you are calm, or alternatively in a lively, nervous state, depending on your tone.',
  sound: 'Sound digestion relates to the soundscape around meals: either quiet or noise, depending on your tone, helps your body absorb what it takes in.',
  light: 'Light digestion relates to the time of day: eating in daylight or in darkness, depending on your tone, suits your body best.',
};

export const ENVIRONMENT_TEXTS: Record<string, string> = {
  caves: 'A Caves environment suits you best: protected, selective spaces with your back covered, where you can see who comes and goes.',
  markets: 'A Markets environment suits you best: places of exchange and movement, internal or external, where value is traded and people meet.',
  kitchens: 'A Kitchens environment suits you best: warm, busy places where things are mixed, prepared and transformed together.',
  mountains: 'A Mountains environment suits you best: elevated places with a view, where you can observe and be seen from a distance.',
  valleys: 'A Valleys environment suits you best: gathering places among people, where you can receive what flows down and connect with others.',
  shores: 'A Shores environment suits you best: edges and transitions, between water and land, between one world and another.',
};

export const DESIGN_SENSE_TEXTS: Record<string, string> = {
  smell: 'Smell as design sense means your awareness works through a subtle, instinctive sniffing out of what is right, often literally through scent.',
  taste: 'Taste as design sense means you know things by sampling them; your awareness is discerning and selective.',
  'outer vision': 'Outer Vision as design sense means your awareness works through what you actually see; observing the world clarifies it.',
  'inner vision': 'Inner Vision as design sense means your awareness works through inner images and visualising what could be.',
  feeling: 'Feeling as design sense means your awareness works through the body\'s felt sense of a person or situation.',
  touch: 'Touch as design sense means your awareness works through contact and physical presence, knowing things hands-on.',
};

export function variableText(table: Record<string, string>, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  const key = Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .find((k) => v.includes(k));
  return key ? table[key] : undefined;
}
