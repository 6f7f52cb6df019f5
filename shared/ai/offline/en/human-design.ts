/**
 * The 13 Human Design sections of a blueprint, in English (the team's own wording, tables in
 * ../hd-texts.ts).
 */
import type { BlueprintFacts, HumanDesignFacts } from '../../facts';
import type { HumanDesignSection } from '../../sections';
import {
  AUTHORITY_TEXTS,
  authorityKey,
  CENTER_TEXTS,
  CROSS_ANGLE_TEXTS,
  crossAngleKey,
  DEFINITION_TEXTS,
  definitionKey,
  DESIGN_SENSE_TEXTS,
  DIGESTION_TEXTS,
  ENVIRONMENT_TEXTS,
  hdTypeKey,
  MOTIVATION_TEXTS,
  parseProfile,
  PERSPECTIVE_TEXTS,
  PROFILE_LINES,
  TYPE_TEXTS,
  variableText,
} from '../hd-texts';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;


const centerList = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function signatureOf(h: HumanDesignFacts): { signature: string; notSelf: string } {
  const k = hdTypeKey(h.type);
  return {
    signature: h.signature ?? (k ? TYPE_TEXTS[k].signature : 'Alignment'),
    notSelf: h.notSelfTheme ?? (k ? TYPE_TEXTS[k].notSelf : 'Resistance'),
  };
}

const missingVariable = (what: string): string =>
  `The ${what} variable could not be determined for this chart (it needs a precise birth time), so this part stays general: notice, without pressure, which conditions make you feel clearest, and let that observation guide you.`;

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TYPE_TEXTS[tk] : undefined;
  const defined = h.definedCenters.map((c) => CENTER_TEXTS[c].name);
  const open = h.undefinedCenters.map((c) => CENTER_TEXTS[c].name);
  const { signature, notSelf } = signatureOf(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return paragraphs(
        `You are a ${h.type}${defined.length ? `, with ${defined.length} of 9 centers defined (${centerList(defined)})` : ', with all nine centers open'}.`,
        t ? `${t.aura} ${t.gift}` : 'Your type describes how your energy meets the world and how you are designed to engage with life.',
        `When you live your type, the feeling that tells you so is ${signature.toLowerCase()}; ${notSelf.toLowerCase()} is a friendly signal that you have drifted from it.`,
      );
    case 'strategy':
      return paragraphs(
        `As a ${h.type}, your strategy is: ${h.strategy}.`,
        t?.strategy ?? 'Your strategy is a practical way of entering situations that reduces resistance in your life.',
        `It works hand in hand with your ${h.authority} authority: the strategy tells you how to meet an opportunity, the authority tells you whether it is right for you. Try it with small everyday choices first, such as which invitation to accept or which task to start, and watch how much smoother things become.`,
      );
    case 'authority':
      return paragraphs(
        `Your inner authority is ${h.authority}.`,
        ak ? AUTHORITY_TEXTS[ak] : 'Your authority is the inner compass that tells you, beyond the mind\'s arguments, what is correct for you.',
        `For a ${h.type}, this is the final step after your strategy (${h.strategy.toLowerCase()}). The mind remains a wonderful advisor for others; for your own decisions, let this authority have the last word.`,
      );
    case 'profile': {
      const lines = parseProfile(h.profile);
      if (!lines) return paragraphs(`Your profile is ${h.profile}.`, 'Your profile describes the costume your purpose wears: the role you tend to play with others.');
      const [c, d] = lines;
      const lc = PROFILE_LINES[c]!;
      const ld = PROFILE_LINES[d]!;
      return paragraphs(
        `Your profile is ${h.profile}, the ${lc.name}/${ld.name}.`,
        `Your conscious line, the ${ordinal(c)} line or ${lc.name}, ${lc.text}. Your unconscious line, the ${ordinal(d)} line or ${ld.name}, ${ld.text}.`,
        c === d
          ? 'Both lines share the same theme, which makes it especially pronounced in your life.'
          : `Together they describe someone who ${lc.short} and who ${ld.short}. Living your strategy and authority is what lets this profile unfold naturally.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const ch = h.channels.map((c) => `${c.gates[0]}-${c.gates[1]}${c.name ? ` (${c.name})` : ''}`);
      return paragraphs(
        `Your definition is ${h.definition}.`,
        DEFINITION_TEXTS[dk] ?? '',
        ch.length
          ? `Your definition is built by ${ch.length === 1 ? 'the channel' : `${ch.length} channels:`} ${centerList(ch)}, linking ${centerList(defined)}.`
          : 'No channel is complete in your chart, so your consistency lies in openness itself.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return paragraphs('Your incarnation cross could not be determined for this chart.', 'It describes a life theme; meanwhile, your type, strategy and authority remain the most practical guides.');
      const ak2 = crossAngleKey(c.angle, c.name);
      return paragraphs(
        `Your incarnation cross is the ${c.name}${c.gates?.length ? `, formed by gates ${centerList(c.gates.map(String))}` : ''}.`,
        ak2 ? CROSS_ANGLE_TEXTS[ak2] : 'It describes the broad theme your life tends to circle around.',
        'A cross is not a task to accomplish or a fate to fear. It is a theme that tends to unfold by itself as you follow your strategy and authority, often becoming clearer in the second half of life.',
      );
    }
    case 'signature':
      return paragraphs(
        `As a ${h.type}, your signature is ${signature}, and your not-self theme is ${notSelf}.`,
        `${signature} is the quiet confirmation that you are living in line with your design: decisions made through your ${h.authority} authority tend to lead there.`,
        `${notSelf} is not a failure but a useful signal. When it shows up, pause and ask whether you entered a situation through your strategy (${h.strategy.toLowerCase()}) or through pressure from outside.`,
      );
    case 'motivation':
      return paragraphs(v.motivation ? `Your motivation is ${v.motivation}.` : undefined, variableText(MOTIVATION_TEXTS, v.motivation) ?? missingVariable('motivation'), 'Motivation describes why you do things when you are correct; it is not the same as what you think should drive you.');
    case 'perspective':
      return paragraphs(v.perspective ? `Your perspective is ${v.perspective}.` : undefined, variableText(PERSPECTIVE_TEXTS, v.perspective) ?? missingVariable('perspective'), 'Perspective, also called view, is the lens through which your mind naturally frames what it sees.');
    case 'digestion':
      return paragraphs(v.digestion ? `Your digestion (determination) is ${v.digestion}.` : undefined, variableText(DIGESTION_TEXTS, v.digestion) ?? missingVariable('digestion'), 'Treat this as a gentle experiment in how you take in food and information, never as a medical rule; anything health-related belongs with a qualified professional.');
    case 'environment':
      return paragraphs(v.environment ? `Your environment is ${v.environment}.` : undefined, variableText(ENVIRONMENT_TEXTS, v.environment) ?? missingVariable('environment'), 'The right environment supports everything else in your design; notice how different places change your clarity and well-being.');
    case 'designSense':
      return paragraphs(v.designSense ? `Your design sense (cognition) is ${v.designSense}.` : undefined, variableText(DESIGN_SENSE_TEXTS, v.designSense) ?? missingVariable('design sense'), 'Design sense shows the channel through which your body\'s awareness works best; trusting it can make your perception sharper.');
    case 'definedCenters':
      return h.definedCenters.length
        ? paragraphs(`Your defined centers are ${centerList(defined)}. They are your consistent energies, the parts of you that work the same way regardless of who you are with.`, h.definedCenters.map((c) => CENTER_TEXTS[c].defined).join(' '), 'Others feel these energies from you; they are reliable resources you can build on.')
        : paragraphs('You have no defined centers: every center in your chart is open.', 'Rather than a lack, this is your gift. You experience the full range of human energies through others, and you can become very wise about them, as long as you do not mistake them for your own.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? paragraphs(`Your undefined, or open, centers are ${centerList(open)}. Here you take in and amplify energies from others, which makes these places of learning and potential wisdom.`, h.undefinedCenters.map((c) => CENTER_TEXTS[c].open).join(' '), 'The practice is simple: notice what you are feeling in these areas and ask whether it is truly yours.')
        : paragraphs('All nine of your centers are defined, which is very rare.', 'You carry a highly consistent energy and are less affected by conditioning from others; the learning lies in understanding how strongly your fixed energies affect the people around you.');
  }
}
