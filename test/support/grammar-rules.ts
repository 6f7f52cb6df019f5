/**
 * The grammar rules of each language (issue 46, docs/languages.md "Grammar rules and repetition"),
 * one list read by every grammar test: the offline texts of the rooms (test/unit/ai/offline-grammar.test.ts)
 * and the offline advisor's answers (test/unit/advisor/offline-grammar.test.ts). No grammar checker is
 * packaged for these languages here (LanguageTool needs Java and a download), so each language's
 * rules are written out: agreement of articles, adjectives and verbs with the bodies and signs the
 * texts name, the contractions and elisions of prepositions with articles, ordinals of the first of a
 * month, and the copula with a plural predicate. Each rule is a fault: no generated sentence may match it.
 */
import type { AiLanguage } from '#shared/ai/types';
import { sentencesOf } from '#test/support/text-quality';

export interface Rule {
  /** What the rule asks, as a grammar book would say it. */
  rule: string;
  bad: RegExp;
}

/** Rules per language: each pattern is a fault; none may match any generated sentence. */
export const RULES: Record<Exclude<AiLanguage, 'en'>, Rule[]> = {
  fr: [
    { rule: 'de + le/les se contractent (du, des); à + le/les (au, aux)', bad: /(?<![\p{L}’'])(?:de|à) (?:le|les) (?:[\p{Lu}]|(?:thème|signe|monde|corps|cœur|couple|groupe|travail|temps|ciel|lien|foyer|domaine|partenaire)(?![\p{L}]))/u },
    { rule: 'élision devant voyelle (l’, d’, qu’)', bad: /(?<![\p{L}’'-])(?:le|la|de|que|ne|se|je) (?:[aeiouéèêâîôû]|h(?:umeur|umain|armonie|eure|istoire|orizon))/iu },
    { rule: 'ce sont devant un attribut pluriel', bad: /c’est (?:des|les|vos|ces) /iu },
    { rule: 'adjectif accordé aux noms féminins (Lune, Vénus)', bad: /(?:Lune|Vénus|Lilith) (?:natal|progressé|transitant)(?![\p{L}])/u },
    { rule: 'possessif/article accordé: votre/la Lune, pas le/un', bad: /(?<![\p{L}])(?:le|un|du|au) (?:Lune|Vénus|Balance|Vierge)(?![\p{L}])/u },
    { rule: 'natal accordé aux noms masculins (le Soleil natal, le Milieu du Ciel natal)', bad: /(?:Soleil|Mercure|Mars|Jupiter|Saturne|Uranus|Neptune|Pluton|Chiron|Ascendant|Milieu du Ciel|Nœud Nord|Nœud Sud) natale(?![\p{L}])/u },
    { rule: 'le premier du mois s’écrit 1er', bad: /(?<![\p{L}\d,.])1 (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?![\p{L}])/u },
  ],
  es: [
    { rule: 'de + el = del; a + el = al', bad: /(?<![\p{L}])(?:de|a) el(?![\p{L}])/iu },
    { rule: 'variedad peninsular: vosotros, no ustedes', bad: /(?<![\p{L}])ustedes(?![\p{L}])/iu },
    { rule: 'artículo concordado: la Luna, la casa; el Sol', bad: /(?<![\p{L}])(?:el|un|del|al) (?:Luna|Venus|Luna natal|casa)(?![\p{L}])/u },
    { rule: 'canal de concesión, no compromiso (Diseño Humano)', bad: /(?:canal|canales) de compromiso|El compromiso, en (?:el|los) canal/u },
    { rule: 'cópula con atributo plural', bad: /(?<![\p{L}])es (?:los|las) ideas/iu },
  ],
  de: [
    { rule: 'Dativ nach in: in der Jungfrau, in der Waage, in den Zwillingen/Fischen, in der Opposition', bad: /(?<![\p{L}])im (?:Zwillinge|Zwillingen|Waage|Jungfrau|Fische|Fischen|Opposition|Konjunktion|Sonne|Venus)(?![\p{L}])/u },
    { rule: 'Genus der Körper: deine Sonne, dein Mond', bad: /(?<![\p{L}])(?:deinem|deinen|dem|einem) (?:Geburts-)?(?:Sonne|Venus|Waage|Jungfrau)(?![\p{L}-])/u },
    { rule: 'keine doppelte Präposition mit Artikel (in dem → im)', bad: /(?<![\p{L}])in dem (?=[\p{Lu}])/u },
    { rule: 'Dativ Plural: in den Zwillingen, in den Fischen', bad: /(?<![\p{L}])in den (?:Zwillinge|Fische)(?![\p{L}])/u },
  ],
  pt: [
    { rule: 'contração de preposição e artigo (do, da, no, na, ao, pelo)', bad: /(?<![\p{L}])(?:de|em|por) (?:o|a|os|as)(?![\p{L}])/iu },
    { rule: 'verbo ser concorda com predicativo plural', bad: /(?<![\p{L}])é (?:ideias|limites|as ideias|os limites)(?![\p{L}])/iu },
    { rule: 'artigo concordado: a Lua, a Vênus; o Sol', bad: /(?<![\p{L}])(?:o|um|do|no|ao) (?:Lua|Vênus)(?![\p{L}])/u },
    { rule: 'o primeiro dia do mês: 1º de', bad: /(?<![\p{L}\d,.º])1 de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(?![\p{L}])/u },
  ],
  it: [
    { rule: 'preposizioni articolate (del, nel, al, dal, sul)', bad: /(?<![\p{L}’'])(?:di|in|a|da|su) (?:il|lo|la|i|gli|le)(?![\p{L}’'])/iu },
    { rule: 'essere concorda con il predicato plurale', bad: /(?<![\p{L}])è (?:le|i|gli) /iu },
    { rule: 'possessivo concordato: la tua Luna, non il tuo Luna', bad: /(?<![\p{L}])(?:[Ii]l tuo|[Ii]l suo|[Uu]n) (?:Luna|Venere|Bilancia|Vergine)(?![\p{L}])/u },
    { rule: 'orbe, non orbita (l’orbe di un aspetto)', bad: /(?<![\p{L}])orbita(?![\p{L}])/iu },
    { rule: 'articolo eliso davanti a 8 e 11 (l’8, dall’11, all’8)', bad: /(?<![\p{L}’'])(?:il|dal|al|del|nel|sul) (?:8|11)(?![\d,.])/u },
    { rule: 'il primo del mese: 1º', bad: /(?<![\p{L}\d,.])1 (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)(?![\p{L}])/u },
  ],
  hi: [
    { rule: 'कुंभ, वृश्चिक, मीन के स्वामी शनि, मंगल, बृहस्पति हैं; यूरेनस, प्लूटो, नेपच्यून स्वामी नहीं', bad: /(?:राशि का|का) स्वामी (?:यूरेनस|प्लूटो|नेपच्यून)|(?:यूरेनस|प्लूटो|नेपच्यून) (?:स्वामी|लग्नेश)/u },
    { rule: 'स्त्रीलिंग कर्ता के साथ स्त्रीलिंग क्रिया (इच्छा/आशा/ऊर्जा देती है)', bad: /^(?:इच्छा|आशा|ऊर्जा|प्रेरणा|शक्ति|दृष्टि|दशा|कुंडली|भावना)(?! (?:का|की|के) )(?: एक प्रेरणा के रूप में)? [^,;:।]*?(?:देता|करता|बताता|लाता|दिखाता|रहता) है/u },
    { rule: 'पुल्लिंग ग्रह के साथ पुल्लिंग क्रिया (सूर्य/चंद्रमा/मंगल ... करता है)', bad: /^(?:सूर्य|चंद्रमा|मंगल|बुध|गुरु|बृहस्पति|शुक्र|शनि|राहु|केतु) [^,;:।]*?(?:देती|करती|बताती|लाती|दिखाती|रहती) है/u },
    { rule: 'शब्द सही अर्थ में: निर्दोषता (अपराध से मुक्ति) नहीं, अस्तित्व (होना) नहीं; धीमा और तात्कालिक साथ नहीं', bad: /निर्दोषता एक प्रेरणा|अस्तित्व का दृष्टिकोण|धीमा, तात्कालिक/u },
    { rule: 'समय में pm/am नहीं', bad: /\b[ap]m\b/iu },
    { rule: 'पुल्लिंग ग्रह के साथ पुल्लिंग सतत क्रिया (… बना रहा है)', bad: /^(?:सूर्य|चंद्रमा|मंगल|बुध|गुरु|बृहस्पति|शुक्र|शनि|राहु|केतु|यूरेनस|नेपच्यून|प्लूटो) [^,;:।]*?(?:बना|कर|दे) रही है/u },
    { rule: 'संबंधकारक का लिंग: आपका सूर्य/प्रकार, आपकी रणनीति/कुंडली', bad: /आपकी (?:सूर्य|चंद्रमा|लग्न|प्रकार|जीवन पथ अंक)(?![\p{L}\p{M}])|आपका (?:रणनीति|कुंडली|राशि|ऊर्जा)(?![\p{L}\p{M}])/u },
  ],
};

/** Rules of every language, English included: no ISO date in prose, no slot left unfilled or filled with "?". */
export const COMMON_RULES: Rule[] = [
  { rule: 'no ISO date inside prose', bad: /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d])/u },
  { rule: 'no unfilled slot and no unknown value written as "?"', bad: /\{\w+\}|(?:^|[\s(])\?(?=[\s),.;:।]|$)/u },
];

/** The sentences of a text (Hindi's danda ends one too). */
export const sentencesIn = (text: string): string[] => sentencesOf(text).flatMap((x) => x.split(/(?<=।)\s*/u)).map((x) => x.trim());

/** The first 20 sentences that break a rule, each with the rule it breaks. */
export const faults = (texts: readonly string[], rules: readonly Rule[]): string[] => {
  const out = new Set<string>();
  for (const t of texts) for (const s of sentencesIn(t)) for (const r of rules) if (r.bad.test(s)) out.add(`${r.rule}: ${s}`);
  return [...out].slice(0, 20);
};
