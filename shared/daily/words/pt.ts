/** Os destaques do dia em português do Brasil (ver ./index.ts). */
import type { HighlightFacts } from './types';

const ARTIGO: Record<string, string> = { sun: 'o ', moon: 'a ', north_node: 'o ' };
const nome = (key: string, name: string): string => `${ARTIGO[key] ?? ''}${name}`;
const mai = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** "à 01:12", "às 13:12". */
const as = (hour: number, time: string): string => `${hour === 1 ? 'à' : 'às'} ${time}`;

const ASPECTO: Record<string, [string, 'f' | 'm']> = {
  conjunction: ['em conjunção', 'f'],
  opposition: ['em oposição', 'f'],
  trine: ['em trígono', 'm'],
  square: ['em quadratura', 'f'],
  sextile: ['em sextil', 'm'],
};
const SENTIDO: Record<string, string> = {
  conjunction: 'suas energias se fundem e se concentram',
  opposition: 'dois polos puxam cada um para o seu lado e pedem equilíbrio',
  trine: 'um apoio flui com facilidade entre os dois',
  square: 'um atrito empurra para uma decisão ou um ajuste',
  sextile: 'uma abertura recompensa uma pequena iniciativa',
};
const LUNACAO: Record<string, string> = {
  'new-moon': 'Lua Nova: um momento de semeadura para intenções e novos começos',
  'first-quarter': 'Quarto Crescente: um ponto de virada que pede ação',
  'full-moon': 'Lua Cheia: um auge de visibilidade, conclusão e desapego',
  'last-quarter': 'Quarto Minguante: hora de organizar, soltar e ajustar',
};
const ELEMENTO: Record<string, string> = { fire: 'do Fogo', earth: 'da Terra', air: 'do Ar', water: 'da Água' };
const MODALIDADE: Record<string, string> = { cardinal: 'cardinal', fixed: 'fixa', mutable: 'mutável' };

export function PT(f: HighlightFacts): string {
  const { h } = f;
  const sujeito = mai(nome(h.planet1, f.body1));
  switch (h.type) {
    case 'station-retrograde':
      return `${sujeito} faz sua estação e inicia o movimento retrógrado ${as(f.hour, f.time)} UTC em ${f.sign}: seus temas se voltam para dentro, para uma revisão.`;
    case 'station-direct':
      return `${sujeito} faz sua estação e retoma o movimento direto ${as(f.hour, f.time)} UTC em ${f.sign}: seus temas voltam a avançar depois da revisão.`;
    case 'ingress':
      return `${sujeito} entra em ${f.sign}${f.retrograde ? ' (em movimento retrógrado)' : ''} ${as(f.hour, f.time)} UTC: o tom muda para as qualidades ${ELEMENTO[f.elementKey] ?? ''} e da modalidade ${MODALIDADE[f.modalityKey] ?? ''}.`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${LUNACAO[h.type]}, ${as(f.hour, f.time)} UTC, com a Lua em ${f.sign}.`;
    case 'lunar-phase':
      return `${f.phase}: às 00:00 UTC, a Lua está ${f.lit}% iluminada; ${f.waxing ? 'ela cresce, e a energia está em alta' : 'ela míngua, e a energia se recolhe'}.`;
    default: {
      const [aspecto, genero] = ASPECTO[h.type] ?? [h.type, 'm'];
      return `${sujeito} ${aspecto} com ${nome(h.planet2 ?? '', f.body2)}${f.time ? `, ${genero === 'f' ? 'exata' : 'exato'} ${as(f.hour, f.time)} UTC` : ` (maior aproximação: ${f.orb}°)`}: ${SENTIDO[h.type] ?? ''}.`;
    }
  }
}
