/** La lecture d’une relation en français (hors ligne), à partir des mêmes faits que l’anglais. */
import type { RelationshipTextFacts } from '../../relationship';
import { gatesOf, momentIn, namesIn, oneDecimal, paragraphs } from '../relationship-common';

const N = namesIn('fr');
const FEMININ = new Set(['moon', 'venus', 'lilith']);
/** « le Soleil », « la Lune », « l’Ascendant ». */
const avecArticle = (key: string): string => {
  const nom = N.body(key);
  return /^[AEIOUÉÈÂÊÎÔÛaeiouéè]/.test(nom) ? `l’${nom}` : `${FEMININ.has(key) ? 'la' : 'le'} ${nom}`;
};
/** « de Léo », « d’Ana », « d’Yves » : de s’élide devant un prénom qui commence par une voyelle. */
const deNom = (nom: string): string => (/^[AEIOUYÉÈÊÂÎÔÛ]/u.test(nom) ? `d’${nom}` : `de ${nom}`);
const maj = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const INFLUENCE: Record<string, string> = {
  harmonious: 'un lien qui circule facilement entre vous',
  challenging: 'un lien qui demande de la patience et des échanges francs',
  intense: 'un lien qui fusionne fortement vos énergies',
  adjusting: 'un lien qui demande de petits ajustements répétés',
};
const SCORE: Record<string, string> = { Minimal: 'minimal', Medium: 'moyen', Important: 'important', 'Very Important': 'très important', Exceptional: 'exceptionnel', 'Rare Exceptional': 'exceptionnel et rare' };
const ACCORD: Record<string, string> = { Excellent: 'excellente', Good: 'bonne', Moderate: 'moyenne', Challenging: 'exigeante' };

export function relationshipReading(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const penchant = s.harmony >= 60 ? 'les contacts penchent vers l’aisance' : s.harmony >= 40 ? 'aisance et friction s’équilibrent' : 'la croissance passe par la friction';
    const liens = s.aspects
      .slice(0, 3)
      .map((x) => `${avecArticle(x.pointA)} ${deNom(a)} en ${N.aspect(x.type).toLowerCase()} avec ${avecArticle(x.pointB)} ${deNom(b)} (orbe ${oneDecimal(x.orb, true)}°) : ${INFLUENCE[x.influence] ?? 'un lien qui colore la relation'}`);
    ps.push(
      `Entre ${a} et ${b}, le score relationnel est de ${s.score.value} (${SCORE[s.score.band] ?? s.score.band}) et l’indice d’harmonie de ${s.harmony} sur 100 : ${penchant}. ${liens.length ? `${maj(liens.join(' ; '))}.` : ''} Ensemble, vos thèmes penchent vers l’élément ${N.element(s.dominantElement)} et le mode ${N.modality(s.dominantModality).toLowerCase()}.`,
    );
  }
  if (f.composite) {
    const c = f.composite;
    ps.push(`Le thème composite, la relation vue comme une entité à part entière, place son Soleil en ${N.sign(c.sun.sign)} en maison ${c.sun.house} et sa Lune en ${N.sign(c.moon.sign)} : c’est là que le couple rayonne, et ce dont il a besoin pour se sentir en sécurité.`);
  }
  if (f.davison) ps.push(`Le thème de Davison, calculé pour le ${momentIn(f.davison.moment, 'fr')}, a son Ascendant en ${N.sign(f.davison.ascendant.sign)} et sa Lune en ${N.sign(f.davison.moon.sign)}.`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    const em = h.electromagnetic.map(gatesOf);
    const co = h.compromise.map((x) => gatesOf(x.channel));
    ps.push(
      `En Human Design, ${a} (${N.hdType(h.a.type)}, autorité ${N.authority(h.a.authority).toLowerCase()}) et ${b} (${N.hdType(h.b.type)}, autorité ${N.authority(h.b.authority).toLowerCase()}) forment une connexion ${h.theme} qui fonctionne, à deux, comme un ${N.hdType(h.combinedType)}. ${
        em.length ? `${em.length === 1 ? `Le canal électromagnétique ${em[0]} crée` : `Les canaux électromagnétiques ${em.join(', ')} créent`} l’attirance.` : ''
      } ${co.length ? `Le compromis, dans ${co.length === 1 ? `le canal ${co[0]}` : `les canaux ${co.join(', ')}`}, montre où l’un de vous a tendance à donner le ton.` : ''}`,
    );
  }
  if (f.numerology) ps.push(`En numérologie, les chemins de vie ${f.numerology.a.lifePath} et ${f.numerology.b.lifePath} donnent une compatibilité de ${f.numerology.score} sur 100 (${ACCORD[f.numerology.band] ?? f.numerology.band}).`);
  ps.push('Une suggestion concrète : nommez à voix haute les contacts faciles et appuyez-vous sur eux quand les plus exigeants sont actifs. (Lecture hors ligne, composée sans modèle d’IA.)');
  return paragraphs(ps);
}
