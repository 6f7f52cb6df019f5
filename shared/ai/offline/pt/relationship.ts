/** A leitura de uma relação em português do Brasil (offline), a partir dos mesmos fatos do inglês. */
import type { RelationshipTextFacts } from '../../relationship';
import { gatesOf, momentIn, namesIn, oneDecimal, paragraphs } from '../relationship-common';

const N = namesIn('pt');
const FEMININO = new Set(['moon', 'venus', 'lilith']);
/** "o Sol", "a Lua", "a Vênus", "o Marte". */
const comArtigo = (key: string): string => `${FEMININO.has(key) ? 'a' : 'o'} ${N.body(key)}`;
const mai = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const INFLUENCIA: Record<string, string> = {
  harmonious: 'um laço que flui com facilidade entre vocês',
  challenging: 'um laço que pede paciência e conversas francas',
  intense: 'um laço que funde as energias de vocês com força',
  adjusting: 'um laço que pede pequenos ajustes repetidos',
};
const PONTUACAO: Record<string, string> = { Minimal: 'mínima', Medium: 'média', Important: 'importante', 'Very Important': 'muito importante', Exceptional: 'excepcional', 'Rare Exceptional': 'excepcional e rara' };
const AFINIDADE: Record<string, string> = { Excellent: 'excelente', Good: 'boa', Moderate: 'moderada', Challenging: 'desafiadora' };

/** A modalidade concordando com o substantivo feminino. */
const MODALIDADE: Record<string, string> = { cardinal: 'cardinal', fixed: 'fixa', mutable: 'mutável' };

export function relationshipReading(f: RelationshipTextFacts): string {
  const [a, b] = f.names;
  const ps: string[] = [];
  if (f.synastry) {
    const s = f.synastry;
    const tendencia = s.harmony >= 60 ? 'os contatos pendem para a facilidade' : s.harmony >= 40 ? 'facilidade e atrito se equilibram' : 'o crescimento vem pelo atrito';
    const lacos = s.aspects
      .slice(0, 3)
      .map((x) => `${comArtigo(x.pointA)} de ${a} em ${N.aspect(x.type).toLowerCase()} com ${comArtigo(x.pointB)} de ${b} (orbe de ${oneDecimal(x.orb, true)}°): ${INFLUENCIA[x.influence] ?? 'um laço que dá cor à relação'}`);
    ps.push(
      `Entre ${a} e ${b}, a pontuação da relação é ${s.score.value} (${PONTUACAO[s.score.band] ?? s.score.band}) e o índice de harmonia, ${s.harmony} de 100: ${tendencia}. ${lacos.length ? `${mai(lacos.join('; '))}.` : ''} Juntos, os mapas de vocês pendem para o elemento ${N.element(s.dominantElement)} e a modalidade ${MODALIDADE[s.dominantModality.toLowerCase()] ?? N.modality(s.dominantModality).toLowerCase()}.`,
    );
  }
  if (f.composite) {
    const c = f.composite;
    ps.push(`O mapa composto, a relação vista como um ser próprio, tem o Sol em ${N.sign(c.sun.sign)} na casa ${c.sun.house} e a Lua em ${N.sign(c.moon.sign)}: é aí que a parceria brilha, e é disso que ela precisa para se sentir segura.`);
  }
  if (f.davison) ps.push(`O mapa Davison, calculado para ${momentIn(f.davison.moment, 'pt')}, tem o Ascendente em ${N.sign(f.davison.ascendant.sign)} e a Lua em ${N.sign(f.davison.moon.sign)}.`);
  if (f.humanDesign) {
    const h = f.humanDesign;
    const em = h.electromagnetic.map(gatesOf);
    const co = h.compromise.map((x) => gatesOf(x.channel));
    ps.push(
      `No Human Design, ${a} (${N.hdType(h.a.type)}, autoridade ${N.authority(h.a.authority).toLowerCase()}) e ${b} (${N.hdType(h.b.type)}, autoridade ${N.authority(h.b.authority).toLowerCase()}) formam uma conexão ${h.theme} que funciona em conjunto como um ${N.hdType(h.combinedType)}. ${
        em.length ? `${em.length === 1 ? `O canal eletromagnético ${em[0]} cria` : `Os canais eletromagnéticos ${em.join(', ')} criam`} atração.` : ''
      } ${co.length ? `O compromisso, ${co.length === 1 ? `no canal ${co[0]}` : `nos canais ${co.join(', ')}`}, mostra onde um de vocês costuma dar o tom.` : ''}`,
    );
  }
  if (f.numerology) ps.push(`Na numerologia, os caminhos de vida ${f.numerology.a.lifePath} e ${f.numerology.b.lifePath} dão uma compatibilidade de ${f.numerology.score} de 100 (${AFINIDADE[f.numerology.band] ?? f.numerology.band}).`);
  ps.push('Uma sugestão prática: digam em voz alta quais são os contatos fáceis e apoiem-se neles quando os mais exigentes estiverem ativos. (Leitura offline, composta sem um modelo de IA.)');
  return paragraphs(ps);
}
