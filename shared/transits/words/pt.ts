/** As frases do relatório de trânsitos em português do Brasil (você, como o redator offline). */
import { bySign, decimal, degrees, extraName, lookup, signKeyOf, type AspectTable, type InfluenceTable, type StrengthTable } from './common';
import type { TransitWords } from './types';
import { formatDate, formatMoment } from '../../i18n/format';

/** A moment in words, as the language writes it ("28 de novembro de 2026, 12:16 UTC"). */
const shortTime = (iso: string): string => `${formatMoment(iso, 'pt')}`;

const subject = lookup(
  { sun: 'o Sol', moon: 'a Lua', mercury: 'Mercúrio', venus: 'Vênus', mars: 'Marte', jupiter: 'Júpiter', saturn: 'Saturno', uranus: 'Urano', neptune: 'Netuno', pluto: 'Plutão', chiron: 'Quíron', north_node: 'o Nodo Norte', south_node: 'o Nodo Sul', ascendant: 'o Ascendente', midheaven: 'o Meio do Céu' },
  extraName('pt'),
);
const natal = lookup(
  { sun: 'o seu Sol natal', moon: 'a sua Lua natal', mercury: 'o seu Mercúrio natal', venus: 'a sua Vênus natal', mars: 'o seu Marte natal', jupiter: 'o seu Júpiter natal', saturn: 'o seu Saturno natal', uranus: 'o seu Urano natal', neptune: 'o seu Netuno natal', pluto: 'o seu Plutão natal', chiron: 'o seu Quíron natal', north_node: 'o seu Nodo Norte natal', south_node: 'o seu Nodo Sul natal', ascendant: 'o seu Ascendente natal', midheaven: 'o seu Meio do Céu natal' },
  (k) => `o seu ponto natal ${extraName('pt')(k)}`,
);
const theme = lookup(
  {
    sun: 'a identidade e a vitalidade', moon: 'os sentimentos e as necessidades', mercury: 'o pensamento e a comunicação', venus: 'o amor, o prazer e os valores', mars: 'o impulso e a coragem', jupiter: 'o crescimento e as oportunidades', saturn: 'a estrutura e a responsabilidade', uranus: 'a mudança e o despertar', neptune: 'os sonhos e a intuição', pluto: 'a transformação e o poder', chiron: 'as velhas feridas e a cura', north_node: 'o rumo e o propósito', south_node: 'os hábitos e o passado', ascendant: 'o jeito de se apresentar e as primeiras impressões', midheaven: 'a vocação e o rumo público',
  },
  (k) => `o que ${extraName('pt')(k)} representa`,
);
/** Cada casa depois de "a": "a da carreira e da reputação". */
const HOUSES = ['', 'do eu e da aparência', 'do dinheiro e dos valores', 'da comunicação e dos contatos do dia a dia', 'do lar e da família', 'da criatividade, do romance e do lazer', 'do trabalho, da saúde e da rotina', 'das parcerias', 'dos recursos compartilhados e da intimidade', 'das viagens, das crenças e dos estudos', 'da carreira e da reputação', 'dos amigos, dos grupos e das esperanças', 'do descanso, da solidão e da vida interior'];
const ASPECT: AspectTable = { conjunction: 'conjunção', opposition: 'oposição', square: 'quadratura', trine: 'trígono', sextile: 'sextil', quincunx: 'quincúncio' };
const NOUN: AspectTable = { conjunction: 'uma fusão', opposition: 'um cabo de guerra', square: 'um atrito produtivo', trine: 'um fluxo fácil', sextile: 'uma porta aberta', quincunx: 'um pedido de ajustes' };
const STRENGTH: StrengthTable = { 'very strong': 'muito forte', strong: 'forte', moderate: 'moderado', weak: 'fraco' };
const INFLUENCE: InfluenceTable = { harmonious: 'harmonioso', challenging: 'tenso', intense: 'intenso', adjusting: 'de ajuste' };
const SIGNS = bySign(['Áries', 'Touro', 'Gêmeos', 'Câncer', 'Leão', 'Virgem', 'Libra', 'Escorpião', 'Sagitário', 'Capricórnio', 'Aquário', 'Peixes']);
const PHASES = {
  'New Moon': 'Começa um novo ciclo lunar: hora de definir intenções e começar com calma.',
  'Waxing Crescent': 'A Lua está crescendo: o primeiro impulso recompensa passos pequenos e constantes.',
  'First Quarter': 'Metade da Lua está iluminada e crescendo: hora de decidir e vencer as resistências.',
  'Waxing Gibbous': 'A Lua está quase cheia: refine, ajuste e prepare o que você começou.',
  'Full Moon': 'A Lua está cheia: as coisas vêm à tona, os sentimentos chegam ao auge e os resultados aparecem.',
  'Waning Gibbous': 'A Lua começa a minguar: compartilhe o que você aprendeu e agradeça.',
  'Last Quarter': 'Metade da Lua está iluminada e minguando: arrume, solte e reavalie.',
  'Waning Crescent': 'O ciclo se fecha: descanse, reflita e deixe ir antes da próxima lua nova.',
} as const;
const ELEMENT = { fire: 'fogo', earth: 'terra', air: 'ar', water: 'água' } as const;
/** A modalidade concordando com o elemento (terra e água são femininas). */
const MODALITY = { cardinal: ['cardinal', 'cardinal'], fixed: ['fixo', 'fixa'], mutable: ['mutável', 'mutável'] } as const;
const FEMININE = new Set(['earth', 'water']);
const ELEMENT_WORDS = { fire: 'a iniciativa, o entusiasmo e a coragem', earth: 'os passos práticos, a paciência e o corpo', air: 'as ideias, as conversas e as conexões', water: 'os sentimentos, a intuição e a proximidade' } as const;
/** Depois de "com ênfase". */
const MODALITY_WORDS = { cardinal: 'em começar coisas novas', fixed: 'na persistência', mutable: 'em se adaptar e deixar ir' } as const;
const TONE = { challenging: 'sobretudo contatos tensos', harmonious: 'sobretudo contatos harmoniosos', mixed: 'uma mistura de leveza e tensão' } as const;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const house = (n: number): string => `a sua casa ${n}, a ${HOUSES[n]}`;
const withNatal = (f: { body: string; aspect: keyof AspectTable; point: string }): string => `${subject(f.body)} em ${ASPECT[f.aspect]} com ${natal(f.point)}`;

export const PT: TransitWords = {
  contact: (body, aspect, point) => cap(withNatal({ body, aspect, point })),
  major: (f) => {
    const through = f.transitHouse !== f.natalHouse ? `, enquanto ${subject(f.body)} percorre ${house(f.transitHouse)}` : '';
    const what = (f.body as string) === f.point ? `${NOUN[f.aspect]} que toca duas vezes ${theme(f.body)}` : `${NOUN[f.aspect]} entre ${theme(f.body)} de um lado e ${theme(f.point)} do outro`;
    return `${cap(subject(f.body))} em trânsito está em ${ASPECT[f.aspect]} com ${natal(f.point)}, n${house(f.natalHouse)}: ${what}${through}.`;
  },
  sky: (a, b, aspect, exactAt) => {
    const when = exactAt.length ? `, exato em ${exactAt.map(shortTime).join(' e em ')}` : '';
    return `${cap(subject(a))} e ${subject(b)} em ${ASPECT[aspect]}: ${NOUN[aspect]} entre ${theme(a)} de um lado e ${theme(b)} do outro, para todos${when}.`;
  },
  phase: (phase, lit, sign) => `${PHASES[phase]} No início do período a Lua está ${lit}% iluminada, em ${SIGNS[sign]}.`,
  quiet: 'Calmo: nenhum trânsito alcança os seus pontos natais dentro da orbe neste período',
  dominant: (modality, element, tone) =>
    `${cap(ELEMENT[element])} ${MODALITY[modality][FEMININE.has(element) ? 1 : 0]}: ${ELEMENT_WORDS[element]}, com ênfase ${MODALITY_WORDS[modality]} (${TONE[tone]})`,
  influence: (f) => {
    const exact = f.exactAt.length ? `exato em ${f.exactAt.map(shortTime).join(', ')}` : `aproximação máxima de ${decimal(f.orb, true)}°`;
    return `${cap(withNatal(f))} (${STRENGTH[f.strength]}, ${INFLUENCE[f.influence]}, ${exact})`;
  },
  backdrop: (f) => `Pano de fundo duradouro: ${withNatal(f)}, dentro da orbe por cerca de ${f.duration} dias (de ${formatDate(f.activeFrom, 'pt')} a ${formatDate(f.activeUntil, 'pt')})`,
  balance: (elements, modalities) =>
    `Equilíbrio dos elementos nos contatos: ${elements.map(([k, v]) => `${ELEMENT[k]} ${v}%`).join(', ')}; modalidades: ${modalities.map(([k, v]) => `${MODALITY[k][0]} ${v}%`).join(', ')}`,
  station: (body, kind, longitude, at) => `${cap(subject(body))} faz estação ${kind === 'retrograde' ? 'retrógrada' : 'direta'} em ${degrees(longitude)} de ${SIGNS[signKeyOf(longitude)]} (${shortTime(at)})`,
  lunation: (type, sign, at) => `${type === 'new-moon' ? 'Lua nova' : 'Lua cheia'} em ${SIGNS[sign]} (${shortTime(at)})`,
};
