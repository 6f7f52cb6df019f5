/**
 * As palavras em português do Brasil do redator offline: signos, casas, corpos e aspectos, em
 * grupos que entram nas frases de pt/astrology.ts e pt/transit.ts. Os nomes de signos e corpos vêm
 * dos rótulos da API (shared/i18n/labels/pt.ts). Os grupos nominais trazem o artigo, e as
 * preposições se contraem com ele por `prep` (do, da, no, na, ao, à, pelo, pela), para que nunca
 * apareça "de o" ou "em a". Nenhum adjetivo concorda com "você", cujo gênero não se conhece.
 */
import { labelOf } from '../../../i18n/labels/index';
import type { AstroBody, ZodiacSign } from '../../facts';

export interface SignPalavras {
  /** "Áries": depois de "em" ou "de", sem artigo. */
  name: string;
  /** Grupos nominais com artigo ("a franqueza"); `prep` contrai cada um. */
  traits: readonly string[];
  /** Adjunto de modo, depois de um verbo. */
  manner: string;
  /** Complemento de "precisa", já com o seu "de". */
  needDe: string;
  /** Grupo nominal com artigo: predicativo ou objeto. */
  gift: string;
  /** Grupo nominal com artigo: objeto. */
  shadow: string;
}

const SIGN_WORDS: Record<ZodiacSign, Omit<SignPalavras, 'name'>> = {
  aries: { traits: ['a franqueza', 'a coragem', 'o gosto por começar'], manner: 'de forma direta, sempre com vontade de dar o primeiro passo', needDe: 'de espaço para agir por iniciativa própria', gift: 'a ousadia de abrir caminho', shadow: 'a impaciência com tudo o que é lento' },
  taurus: { traits: ['a constância', 'a sensualidade', 'a lealdade'], manner: 'devagar e com firmeza, confiando nos sentidos', needDe: 'de conforto, de continuidade e de chão firme', gift: 'o fôlego para ir até o fim', shadow: 'o apego teimoso ao que já é conhecido' },
  gemini: { traits: ['a curiosidade', 'a agilidade', 'o prazer da conversa'], manner: 'com leveza e rapidez, por perguntas e conversas', needDe: 'de variedade e de alguém com quem trocar ideias', gift: 'uma mente ágil que liga uma ideia à outra', shadow: 'a dispersão' },
  cancer: { traits: ['o cuidado', 'a proteção', 'a intuição'], manner: 'pelo sentimento antes de tudo, com um instinto de proteção', needDe: 'de um porto seguro e de pessoas que sejam como família', gift: 'o dom de fazer os outros se sentirem acolhidos', shadow: 'o recolhimento dentro da própria concha' },
  leo: { traits: ['o calor humano', 'a expressão', 'a generosidade'], manner: 'abertamente e com calor, com senso de espetáculo', needDe: 'de reconhecimento e de apreço por quem você realmente é', gift: 'um coração generoso que encoraja os outros', shadow: 'um orgulho que se fere com facilidade' },
  virgo: { traits: ['a atenção aos detalhes', 'o senso prático', 'a vontade de servir'], manner: 'com cuidado, de olho no que poderia funcionar melhor', needDe: 'de um trabalho útil e de um pouco de ordem', gift: 'a competência e o discernimento', shadow: 'uma voz crítica que quase nunca descansa' },
  libra: { traits: ['o senso de justiça', 'a elegância', 'o gosto pela companhia'], manner: 'com diplomacia, pesando cada ponto de vista antes de agir', needDe: 'de harmonia, de beleza e de boa companhia', gift: 'o senso de equilíbrio e de equidade', shadow: 'a indecisão quando todos os lados parecem ter razão' },
  scorpio: { traits: ['a intensidade', 'a perspicácia', 'a lealdade'], manner: 'em profundidade e com discrição, sem meio-termo', needDe: 'de honestidade, de confiança e de profundidade', gift: 'a coragem de olhar por baixo da superfície', shadow: 'a desconfiança e a dificuldade de deixar ir' },
  sagittarius: { traits: ['o espírito de aventura', 'o otimismo', 'a sinceridade'], manner: 'com amplitude e bom humor, de olhos no horizonte', needDe: 'de liberdade, de sentido e de espaço para explorar', gift: 'a fé no que está por vir', shadow: 'a inquietação e as promessas feitas depressa demais' },
  capricorn: { traits: ['a ambição', 'o senso de responsabilidade', 'a paciência'], manner: 'com disciplina e visão de longo prazo', needDe: 'de uma meta que valha a pena e de tempo para alcançá-la', gift: 'a paciência de construir o que dura', shadow: 'a severidade consigo' },
  aquarius: { traits: ['a independência', 'a inventividade', 'o idealismo'], manner: 'do seu próprio jeito, de olho no coletivo', needDe: 'de liberdade de pensamento e de uma causa para compartilhar', gift: 'ideias originais a serviço do grupo', shadow: 'o distanciamento quando as emoções sobem' },
  pisces: { traits: ['a compaixão', 'a imaginação', 'a sensibilidade'], manner: 'com delicadeza e intuição, captando mais do que consegue dizer', needDe: 'de calma, de beleza e de tempo para sonhar', gift: 'a imaginação unida à compaixão', shadow: 'limites que se dissolvem fácil demais' },
};

export const SIGNOS: Record<ZodiacSign, SignPalavras> = Object.fromEntries(
  (Object.keys(SIGN_WORDS) as ZodiacSign[]).map((k) => [k, { name: labelOf('pt', 'signs', k), ...SIGN_WORDS[k] }]),
) as Record<ZodiacSign, SignPalavras>;

export interface CasaPalavras {
  /** "do eu, do corpo...": sempre depois de um substantivo, com o "de" já contraído. */
  areaDe: string;
  /** Adjunto de lugar, depois de um verbo. */
  scene: string;
}

/** Índices de 1 a 12; a posição 0 fica vazia. */
export const CASAS: readonly CasaPalavras[] = [
  { areaDe: '', scene: '' },
  { areaDe: 'do eu, do corpo e da primeira impressão', scene: 'no jeito como você se apresenta e começa as coisas' },
  { areaDe: 'do dinheiro, dos bens e da autoestima', scene: 'naquilo que você ganha, possui e valoriza' },
  { areaDe: 'da comunicação, dos estudos, dos irmãos e da vizinhança', scene: 'nas conversas do dia a dia, nos deslocamentos e nos estudos' },
  { areaDe: 'do lar, da família e das raízes', scene: 'na vida familiar e doméstica' },
  { areaDe: 'da criação, do lazer, dos romances e dos filhos', scene: 'naquilo que você cria e no que traz alegria' },
  { areaDe: 'do trabalho diário, da saúde e dos hábitos', scene: 'na rotina de trabalho e nos hábitos de cada dia' },
  { areaDe: 'das parcerias e dos compromissos', scene: 'nas relações mais próximas, de pessoa para pessoa' },
  { areaDe: 'da intimidade, dos recursos compartilhados e das transformações', scene: 'nos laços profundos, no dinheiro compartilhado e nas fases de mudança' },
  { areaDe: 'das viagens, dos estudos superiores e da busca de sentido', scene: 'nas viagens, nos estudos e na busca de sentido' },
  { areaDe: 'da carreira, da reputação e do lugar no mundo', scene: 'na carreira e na vida pública' },
  { areaDe: 'das amizades, dos grupos e dos planos para o futuro', scene: 'entre os amigos, nos grupos e nas causas compartilhadas' },
  { areaDe: 'da solidão, do recolhimento e do inconsciente', scene: 'nos bastidores, na solidão e na reflexão' },
];

/** Artigo de cada corpo como sujeito ('' para os planetas, que dispensam artigo) e gênero. */
const ARTIGO: Record<AstroBody, { art: '' | 'o' | 'a'; fem: boolean }> = {
  sun: { art: 'o', fem: false },
  moon: { art: 'a', fem: true },
  mercury: { art: '', fem: false },
  venus: { art: '', fem: true },
  mars: { art: '', fem: false },
  jupiter: { art: '', fem: false },
  saturn: { art: '', fem: false },
  uranus: { art: '', fem: false },
  neptune: { art: '', fem: false },
  pluto: { art: '', fem: false },
  chiron: { art: '', fem: false },
  north_node: { art: 'o', fem: false },
  south_node: { art: 'o', fem: false },
  lilith: { art: '', fem: true },
  ascendant: { art: 'o', fem: false },
  midheaven: { art: 'o', fem: false },
  descendant: { art: 'o', fem: false },
  ic: { art: 'o', fem: false },
  part_of_fortune: { art: 'a', fem: true },
};

/** O nome de um corpo: "Sol", "Vênus", "Meio do Céu". */
export const nomeCorpo = (b: AstroBody): string => labelOf('pt', 'bodies', b);
/** Como sujeito, com artigo quando o português o usa: "o Sol", "Mercúrio", "a Parte da Fortuna". */
export const sujeito = (b: AstroBody): string => (ARTIGO[b].art ? `${ARTIGO[b].art} ${nomeCorpo(b)}` : nomeCorpo(b));
/** Com possessivo e artigo: "o seu Sol", "a sua Lua" (as preposições se contraem por `prep`). */
export const seu = (b: AstroBody): string => `${ARTIGO[b].fem ? 'a sua' : 'o seu'} ${nomeCorpo(b)}`;
/** Todos os nomes de corpos (para mascarar as frases nos testes). */
export const NOMES_CORPOS: readonly string[] = (Object.keys(ARTIGO) as AstroBody[]).map(nomeCorpo);

/** O que um corpo natal representa, com artigo e possessivo. */
export const TEMAS: Record<AstroBody, string> = {
  sun: 'a sua vitalidade',
  moon: 'as suas emoções',
  mercury: 'o seu pensamento',
  venus: 'a sua vida afetiva',
  mars: 'a sua energia',
  jupiter: 'a sua confiança',
  saturn: 'o seu senso de dever',
  uranus: 'a sua necessidade de liberdade',
  neptune: 'o seu imaginário',
  pluto: 'a sua intensidade',
  chiron: 'uma ferida antiga',
  north_node: 'o seu caminho de crescimento',
  south_node: 'os seus velhos hábitos',
  lilith: 'a sua parte indomada',
  ascendant: 'o seu jeito de chegar ao mundo',
  midheaven: 'a sua trajetória pública',
  descendant: 'as suas parcerias',
  ic: 'a sua vida íntima',
  part_of_fortune: 'a sua sorte natural',
};

/** O nome do aspecto com artigo indefinido. */
export const ASPECTOS_UM: Record<string, string> = {
  conjunction: 'uma conjunção',
  opposition: 'uma oposição',
  square: 'uma quadratura',
  trine: 'um trígono',
  sextile: 'um sextil',
  quincunx: 'um quincúncio',
  'semi-sextile': 'um semissextil',
  'semi-square': 'uma semiquadratura',
  sesquiquadrate: 'uma sesquiquadratura',
  sesquisquare: 'uma sesquiquadratura',
  quintile: 'um quintil',
  'bi-quintile': 'um biquintil',
};
export const aspectoUm = (type: string): string => ASPECTOS_UM[type] ?? 'um aspecto';

/** O que um aspecto faz, grupo nominal com artigo indefinido. */
export const SENTIDO_ASPECTO: Record<string, string> = {
  conjunction: 'uma fusão em que nenhuma das duas energias age sozinha',
  opposition: 'um cabo de guerra entre dois polos que pede equilíbrio',
  square: 'um atrito que empurra para a ação',
  trine: 'uma fluidez natural que só precisa ser usada',
  sextile: 'uma abertura que recompensa um pequeno esforço',
  quincunx: 'um encaixe difícil que pede pequenos ajustes constantes',
  'semi-sextile': 'um laço discreto entre vizinhos que aprendem a cooperar',
  'semi-square': 'uma pequena irritação persistente que mantém as coisas em movimento',
  sesquiquadrate: 'uma tensão inquieta que pede ajustes finos',
  quintile: 'um talento criativo esperando para ser trabalhado',
  'bi-quintile': 'um talento criativo esperando para ser trabalhado',
};
export const sentidoAspecto = (type: string): string => SENTIDO_ASPECTO[type] ?? 'um laço a explorar';

/** Números no masculino ("planetas"). */
export const NUMEROS = ['nenhum', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
export const numero = (n: number): string => NUMEROS[n] ?? String(n);

const CONTRACAO: Record<'de' | 'em' | 'a' | 'por', Record<'o' | 'a' | 'os' | 'as', string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};
/** Preposição + grupo nominal, contraída com o artigo definido: "da franqueza", "ao seu Sol", "pela ousadia". */
export function prep(p: 'de' | 'em' | 'a' | 'por', np: string): string {
  const m = /^(os|as|o|a) (.*)$/.exec(np);
  return m ? `${CONTRACAO[p][m[1] as 'o' | 'a' | 'os' | 'as']} ${m[2]}` : `${p === 'a' ? 'a' : p} ${np}`;
}

export const maiuscula = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
export const grau = (d: number): string => `${Math.floor(d)}°`;
export function orbe(orb: number): string {
  const total = Math.round(Math.abs(orb) * 60);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}
/** "a, b e c" */
export const lista = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`);
/** Uma lista de grupos nominais, cada um com a preposição contraída: "da franqueza, da coragem e do gosto". */
export const listaCom = (p: 'de' | 'em' | 'a' | 'por', xs: readonly string[]): string => lista(xs.map((x) => prep(p, x)));

/** O verbo ser concorda com o predicativo plural: "é a coragem", "são ideias originais". */
export const ehPlural = (sn: string): boolean => {
  const primeira = sn.split(' ')[0] ?? '';
  if (/^(o|a|um|uma)$/.test(primeira)) return false;
  return /^(os|as|uns|umas)$/.test(primeira) || /s$/.test(primeira);
};
export const ser = (sn: string): string => `${ehPlural(sn) ? 'são' : 'é'} ${sn}`;
