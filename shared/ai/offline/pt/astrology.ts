/**
 * As 19 seções de astrologia e a síntese do mapa, em português do Brasil. A leitura do mapa é a
 * mesma do inglês (chart-analysis.ts); as frases foram escritas para o português: cada seção tem
 * construções próprias, e só a frase do aspecto vem de um conjunto comum, do qual seções vizinhas
 * tiram construções diferentes. O leitor é sempre "você", e nenhum adjetivo concorda com ele.
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import { chartKeyAspects, chartRuler, chartShape, elementBalance, hemispheres, modalityBalance, normalAspect, sectionReading, type ChosenAspect, type Element, type Modality } from '../chart-analysis';
import { aspectoUm, CASAS, grau, lista, listaCom, maiuscula, nomeCorpo, numero, orbe, prep, sentidoAspecto, ser, seu, SIGNOS, sujeito, TEMAS, type CasaPalavras, type SignPalavras } from './vocab';

const paragrafos = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const frases = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');
/** Os traços do signo sem preposição: "a franqueza, a coragem e o gosto por começar". */
const tracos = (s: SignPalavras): string => lista(s.traits);

const MOLDES_ASPECTO: ((x: { self: string; other: string; um: string; orb: string; sentido: string; t1: string; t2: string }) => string)[] = [
  (x) => `${maiuscula(x.self)} forma ${x.um} com ${x.other} (orbe de ${x.orb}), unindo ${x.t1} e ${x.t2}: ${x.sentido}.`,
  (x) => `O vínculo mais forte leva ${prep('a', x.other)}, ${x.um} com orbe de ${x.orb}, com ${x.t1} de um lado e ${x.t2} do outro: ${x.sentido}.`,
  (x) => `Com ${x.other}, ${x.self} forma ${x.um} a ${x.orb} do exato; na prática, é ${x.sentido} sempre que ${x.t1} encontra ${x.t2}.`,
  (x) => `Soma-se a isso ${x.um} com ${x.other} (orbe de ${x.orb}): ${x.sentido}, entre ${x.t1} e ${x.t2}.`,
  (x) => `Um aspecto se destaca, a apenas ${x.orb}: ${x.um} com ${x.other}. Ele liga ${x.t1} e ${x.t2} por meio de ${x.sentido}.`,
  (x) => `Repare também em ${x.um} com ${x.other}, com orbe de ${x.orb}: ${x.sentido}, de modo que é difícil viver ${x.t1} sem mexer com ${x.t2}.`,
];

function fraseAspecto(body: AstroBody, a: ChosenAspect | undefined, i: number): string | undefined {
  if (!a) return undefined;
  const type = normalAspect(a.type);
  return MOLDES_ASPECTO[i % MOLDES_ASPECTO.length]!({ self: seu(body), other: seu(a.other), um: aspectoUm(type), orb: orbe(a.orb), sentido: sentidoAspecto(type), t1: TEMAS[body], t2: TEMAS[a.other] });
}

function grauCritico(b: BodyFacts, i: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return i % 2 ? `A ${d}°, bem no início do signo, essas qualidades aparecem em estado bruto.` : `O grau ${d}, o primeiro do signo, dá a esses temas um frescor de coisa nova.`;
  if (d === 29) return i % 2 ? `A ${d}°, o último grau do signo, há uma urgência no ar, como uma lição a concluir.` : `O grau ${d}, o derradeiro do signo, tem gosto de capítulo a encerrar.`;
  return undefined;
}

interface Ctx {
  a: AstrologyFacts;
  facts: BlueprintFacts;
  b: BodyFacts;
  s: SignPalavras;
  n?: number;
  h?: CasaPalavras;
  retro: boolean;
  asp?: string;
  crit?: string;
}

const COMPOSITORES: Record<AstrologySection, (c: Ctx) => string> = {
  sun: (c) =>
    paragrafos(
      frases('O Sol é o centro do mapa: mostra em que direção você cresce e o que lhe dá energia.', `O seu está a ${grau(c.b.degree)} de ${c.s.name}, e você se realiza por meio ${listaCom('de', c.s.traits)}.`, `Você brilha ${c.s.manner}, e o que cultiva ao longo da vida ${ser(c.s.gift)}.`, c.crit),
      frases(c.h && `Na Casa ${c.n}, o Sol pede para brilhar ${c.h.scene}, e o esforço que você dedica às questões ${c.h.areaDe} não passa despercebido.`, c.asp, `Nos dias de cansaço, fique de olho ${prep('em', c.s.shadow)}: descanso e um objetivo que faça sentido trazem a luz de volta.`),
      'Reserve sempre um tempo para aquilo que dá a sensação de estar escrevendo a própria história.',
    ),
  moon: (c) =>
    paragrafos(
      frases(`Sua Lua está em ${c.s.name}${c.h ? `, na Casa ${c.n}` : ''}, e fala pela parte de você que reage antes de pensar.`, `Para se acalmar, você precisa ${c.s.needDe}.`, `O conforto chega ${c.s.manner}.`, c.crit),
      frases(c.h && `As emoções ficam mais à flor da pele ${c.h.scene}: é ali que o humor muda primeiro e que você procura o apoio das pessoas queridas.`, c.asp, `Sob pressão, repare ${prep('em', c.s.shadow)}; dar nome à necessidade escondida atrás do humor muitas vezes basta para acalmá-lo.`),
      'O que traz alívio em um dia difícil é uma necessidade verdadeira, não um capricho.',
    ),
  mercury: (c) =>
    paragrafos(
      frases(`Mercúrio mostra como a sua mente se move, e em ${c.s.name} ela avança ${c.s.manner}.`, `Seu pensamento aposta ${listaCom('em', c.s.traits)}, e o seu maior trunfo intelectual ${ser(c.s.gift)}.`, c.crit),
      frases(c.h && `Na Casa ${c.n}, a curiosidade se volta para as questões ${c.h.areaDe}, e é nesse terreno que as suas palavras têm mais peso.`, c.retro && 'Com Mercúrio retrógrado no nascimento, as melhores ideias costumam vir na segunda volta: ao reler, ao repensar, ao dizer de novo com as próprias palavras.', c.asp),
      'Aprenda e fale no seu ritmo, e não no ritmo que esperam de você.',
    ),
  venus: (c) =>
    paragrafos(
      frases(`Vênus em ${c.s.name} descreve o seu jeito de amar e aquilo que você acha bonito: no amor, o que conta é ${tracos(c.s)}.`, `Você demonstra carinho ${c.s.manner}, e numa relação precisa ${c.s.needDe}.`, c.crit),
      frases(c.h && `O prazer e a atração se concentram ${c.h.scene}: é por esse caminho que esta Vênus na Casa ${c.n} traz pessoas e beleza para a sua vida.`, c.retro && 'Vênus retrógrada no mapa não tem pressa no amor: você pesa os sentimentos em silêncio e confia no afeto que já deu provas.', c.asp),
      'Conte a quem está perto o que de fato mexe com você: dizer isso com clareza já é um presente.',
    ),
  mars: (c) =>
    paragrafos(
      frases(`Marte é o seu motor, e em ${c.s.name} ele funciona ${c.s.manner}.`, `Quando quer alguma coisa, você conta com ${tracos(c.s)}, e a sua melhor carta numa disputa ${ser(c.s.gift)}.`, c.crit),
      frases(c.h && `A sua energia vai primeiro para a Casa ${c.n}, para as questões ${c.h.areaDe}: é ali que você insiste, compete e avança.`, c.retro && 'Com Marte retrógrado no nascimento, a raiva e a ambição trabalham primeiro por dentro: você age melhor depois de ensaiar o gesto em pensamento.', c.asp),
      `O risco está ${prep('em', c.s.shadow)}, e uma válvula de escape clara mantém isso sob controle: uma meta, um ofício ou um esporte.`,
    ),
  jupiter: (c) =>
    paragrafos(
      frases(`Júpiter em ${c.s.name} mostra onde a vida é generosa com você e como cresce a sua confiança nela.`, `As oportunidades aparecem quando você dá espaço ${listaCom('a', c.s.traits)}, e a sorte aumenta graças a este traço: ${c.s.gift}.`, c.crit),
      frases(c.h && `Colocado na Casa ${c.n}, ele abre portas ${c.h.scene}.`, c.retro && 'Júpiter estava retrógrado quando você nasceu: o seu senso de propósito é feito em casa, e você acredita mais no que viveu do que em qualquer doutrina emprestada.', c.asp),
      'Diga sim ao crescimento que esta posição promete, mas com um olho no excesso: mais nem sempre é melhor.',
    ),
  saturn: (c) =>
    paragrafos(
      frases(`Saturno em ${c.s.name} marca a prova que se faz devagar: leva tempo até você se apropriar ${listaCom('de', c.s.traits)}, mas essa conquista vira domínio de verdade.`, `Espere encontrar ${c.s.shadow} nos momentos de dúvida; a resposta é uma prática constante, não a dureza.`, c.crit),
      frases(c.h && `Na Casa ${c.n}, a responsabilidade pesa sobre as questões ${c.h.areaDe}; com os anos, é também ali que a sua autoridade é reconhecida.`, c.retro && 'Saturno retrógrado no nascimento costuma trazer um crítico interno mais severo que qualquer juiz de fora, e aprender a criar regras próprias, e justas, faz parte do trabalho.', c.asp),
      'Escolha um pequeno compromisso nessa área e cumpra-o: Saturno recompensa a constância muito mais do que a intensidade.',
    ),
  uranus: (c) =>
    paragrafos(
      frases(`Urano fica cerca de sete anos em cada signo: a passagem por ${c.s.name} marca o desejo da sua geração de mudar as coisas ${c.s.manner}.`, c.crit),
      frases(c.h && `A parte pessoal depende da casa: a partir da Casa ${c.n}, você rompe com as convenções ${c.h.scene}, e as mudanças repentinas fazem a vida andar por ali.`, c.retro && 'Com Urano retrógrado no nascimento, a rebeldia é silenciosa: você muda de ideia muito antes de mudar qualquer coisa ao redor.', c.asp),
      'Deixe espaço para a experimentação aqui: o que parece estranho aos outros pode ser justamente a sua contribuição.',
    ),
  neptune: (c) =>
    paragrafos(
      frases(`Netuno caminha devagar: o signo de ${c.s.name} dá cor aos ideais de toda a sua geração, que sonha com ${c.s.gift}.`, c.crit),
      frases(c.h && `Pesa mais o lugar dele no seu mapa: na Casa ${c.n}, a imaginação e os ideais circulam ${c.h.scene}, onde as fronteiras podem ficar borradas.`, c.retro && 'Um Netuno retrógrado volta a busca para dentro: a intuição chega como um saber tranquilo, mais do que como uma visão.', c.asp),
      'Dê forma ao seu mundo imaginário, seja na arte, na música, no serviço ou na oração, e mantenha um pé no chão enquanto sonha.',
    ),
  pluto: (c) =>
    paragrafos(
      frases(`Plutão passa muitos anos em ${c.s.name}, e a sua geração é chamada a transformar o sentido ${listaCom('de', c.s.traits)}.`, c.crit),
      frases(c.h && `No seu mapa, ele age pela Casa ${c.n}: crises e renascimentos chegam ${c.h.scene}.`, 'O que você segura com força demais ali tende a se desfazer, e o que volta a crescer vem mais sólido e mais verdadeiro.', c.retro && 'Com Plutão retrógrado no nascimento, as mudanças mais profundas acontecem longe dos olhos, muito antes que alguém as perceba.', c.asp),
      'Quando algo termina nessa área, confie na sua capacidade de reconstruí-lo de uma forma mais justa.',
    ),
  chiron: (c) =>
    paragrafos(
      frases(`Quíron em ${c.s.name} aponta um ponto sensível: uma ferida ligada ${listaCom('a', c.s.traits)}, ou ao fato de nunca ter tido licença para viver tudo isso.`, c.crit),
      frases(c.h && `Desde a Casa ${c.n}, essa ferida costuma despertar ${c.h.scene}.`, c.retro && 'Quíron estava retrógrado quando você nasceu, o que faz da cura um caminho íntimo e sem pressa.', c.asp),
      'O remédio é ter paciência com a própria história; com o tempo, você entende essa dor tão bem que passa a ajudar outras pessoas a carregar a delas.',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rn = r?.place?.house;
    return paragrafos(
      frases(`O signo que subia no horizonte quando você nasceu era ${c.s.name}, a ${grau(c.b.degree)}: é a porta pela qual você encontra pessoas e situações novas.`, `À primeira vista, os outros percebem em você ${tracos(c.s)}, e você aborda as coisas ${c.s.manner}.`, c.crit),
      frases(r?.place && `${maiuscula(sujeito(r.ruler))}, regente de ${c.s.name}, está em ${SIGNOS[r.place.sign].name}${rn ? ` na Casa ${rn}: a energia que você mostra logo de cara vai trabalhar ${CASAS[rn]!.scene}` : ''}.`, c.asp),
      'Use esse estilo de forma consciente sempre que começar algo: é a porta mais fácil para as suas outras qualidades.',
    );
  },
  ic: (c) =>
    paragrafos(
      frases(`O Fundo do Céu é a raiz do mapa, e o seu está em ${c.s.name}.`, `Em casa, o que predomina é ${tracos(c.s)}, e a história familiar que você carrega fala tanto ${prep('de', c.s.gift)} quanto ${prep('de', c.s.shadow)}.`),
      frases(`Seja qual for a forma do seu lar, é ali que você precisa ${c.s.needDe}.`, c.asp),
      'Construa uma vida privada com a sua cara: é o chão sobre o qual todo o resto se apoia.',
    ),
  descendant: (c) =>
    paragrafos(
      frases(`Oposto ao Ascendente, o Descendente cai em ${c.s.name}: descreve o que você procura, e muitas vezes encontra, nas parcerias.`, `Você se volta para pessoas em quem se percebe ${tracos(c.s)}, e num vínculo duradouro precisa ${c.s.needDe}.`),
      frases(`O que você admira no outro costuma ser algo que também está aprendendo, neste caso ${c.s.gift}.`, c.asp),
      'Repare quais dessas qualidades você deixa por conta de quem está ao seu lado, e como fazê-las crescer em você.',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rn = c.a.bodies[ruler]?.house;
    return paragrafos(
      frases(`Seu Meio do Céu está em ${c.s.name}: o ponto mais alto do mapa e a direção da sua vida pública.`, `Uma profissão que dê espaço ${listaCom('a', c.s.traits)} combina com você, e o respeito que você conquista vem ${prep('de', c.s.gift)}.`),
      frases(!!rn && `${maiuscula(sujeito(ruler))}, regente do seu Meio do Céu, ocupa a Casa ${rn}, o que liga a sua vocação às questões ${CASAS[rn]!.areaDe}.`, c.asp),
      'Meça o sucesso menos pelos títulos e mais pelo espaço que o seu trabalho deixa para essas qualidades.',
    );
  },
  lilith: (c) =>
    paragrafos(
      frases(`Lilith em ${c.s.name} mostra a parte de você que se recusa a ser domada.`, `Em algum momento você aprendeu que ${tracos(c.s)} eram demais; é justamente aí que hoje você reivindica o seu espaço.`),
      frases(c.h && `Na Casa ${c.n}, essa recusa aparece ${c.h.scene}.`, c.asp),
      'Observe onde você ainda cala essa parte de si e procure maneiras seguras de deixá-la falar.',
    ),
  northNode: (c) =>
    paragrafos(
      frases(`Seu Nodo Norte está em ${c.s.name}: a direção que o seu crescimento toma nesta vida.`, `As qualidades que parecem estranhas, até desajeitadas, são as que pedem desenvolvimento: ${tracos(c.s)}; com o tempo, também ${c.s.gift}.`),
      frases(c.h && `A posição na Casa ${c.n} orienta esse crescimento para as questões ${c.h.areaDe}.`, c.asp),
      'Passos pequenos e constantes funcionam melhor aqui, e o progresso faz mais sentido do que o conforto.',
    ),
  southNode: (c) =>
    paragrafos(
      frases(`O Nodo Sul em ${c.s.name} guarda os talentos que você traz ao nascer: ${tracos(c.s)} vêm sem esforço.`, `A armadilha seria apoiar-se neles por hábito; nesse caso, atenção ${prep('a', c.s.shadow)}.`),
      frases(c.h && `Na Casa ${c.n}, essa facilidade antiga reaparece ${c.h.scene}.`, c.asp),
      'Use esses dons com generosidade e perceba quando volta a eles só porque trazem segurança.',
    ),
  partOfFortune: (c) =>
    paragrafos(
      frases(`A Parte da Fortuna, calculada a partir do Sol, da Lua e do Ascendente, cai em ${c.s.name}.`, `A leveza e a alegria chegam quando você abre espaço para ${tracos(c.s)}.`),
      frases(c.h && `A casa dela, a Casa ${c.n}, é onde a sorte parece encontrar você: ${c.h.scene}.`, c.asp),
      'Quando a vida pesar, volte ao que esta posição descreve: ela costuma devolver a sensação de ter sorte.',
    ),
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const i = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) return `A posição exata ${prep('de', seu(body))} não está disponível para este mapa, por isso esta leitura fica no plano geral.`;
  const { house: n, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const asp = fraseAspecto(body, chosen, i);
  const crit = isAngle ? undefined : grauCritico(b, i);
  const ctx: Ctx = { a, facts, b, s: SIGNOS[b.sign], retro, ...(n ? { n, h: CASAS[n]! } : {}), ...(asp ? { asp } : {}), ...(crit ? { crit } : {}) };
  const text = COMPOSITORES[key](ctx);
  return key === 'sun' ? paragrafos(chartSynthesis(facts), text) : text;
}

/* ------------------------------------------------------------------------------------ síntese */

const ELEMENTO_NOME: Record<Element, string> = { fire: 'o fogo', earth: 'a terra', air: 'o ar', water: 'a água' };
const ELEMENTO_TENDENCIA: Record<Element, string> = {
  fire: 'o entusiasmo e a necessidade de agir por inspiração',
  earth: 'o senso prático e a necessidade de resultados concretos',
  air: 'as ideias, a troca e a necessidade de distanciamento',
  water: 'o sentimento, a intuição e a necessidade de proximidade afetiva',
};
const ELEMENTO_MISTURA: Record<Element, string> = { fire: 'entusiasmo', earth: 'senso prático', air: 'ideias vivas', water: 'sentimento profundo' };
const ELEMENTO_FALTA: Record<Element, string> = {
  fire: 'Nenhum planeta em fogo: o entusiasmo às vezes precisa ser atiçado, e pessoas ou projetos cheios de ânimo trazem o que o mapa deixa em aberto.',
  earth: 'Nenhum planeta em terra: o lado concreto pede uma estrutura consciente, e rotinas, listas e cuidado com o corpo mantêm as ideias ancoradas.',
  air: 'Nenhum planeta em ar: o distanciamento não vem sozinho, e conversar sobre as coisas ou escrevê-las ajuda a ganhar perspectiva.',
  water: 'Nenhum planeta em água: as emoções às vezes são digeridas devagar ou de longe, e a companhia de pessoas à vontade com os sentimentos ajuda.',
};
const MODALIDADE_NOME: Record<Modality, string> = { cardinal: 'cardinais', fixed: 'fixos', mutable: 'mutáveis' };
const MODALIDADE_TENDENCIA: Record<Modality, string> = {
  cardinal: 'o seu forte é dar a partida, e a iniciativa vem antes da consolidação',
  fixed: 'o seu forte é sustentar, e a perseverança vem antes da mudança',
  mutable: 'o seu forte é se adaptar, e a flexibilidade vem antes da permanência',
};
const MODALIDADE_PAR: Record<string, string> = {
  'cardinal+fixed': 'começar e sustentar pesam o mesmo',
  'cardinal+mutable': 'começar e se adaptar vêm com mais naturalidade do que persistir',
  'fixed+mutable': 'persistir e se adaptar vêm com mais naturalidade do que dar a partida',
};
const DIGNIDADE = {
  domicile: 'em domicílio, no próprio signo, onde age com força total',
  exaltation: 'em exaltação, onde a força dele chega ao auge',
  detriment: 'em exílio, onde precisa nadar contra a corrente',
  fall: 'em queda, onde a força dele custa mais a aparecer',
} as const;

function forma(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'Os dez planetas cabem em um terço da roda, a figura chamada de feixe: a energia se concentra em poucas áreas, o que dá força e traz o risco de uma visão estreita.';
    case 'bowl':
      return 'Os planetas ocupam metade da roda e deixam a outra vazia, a figura chamada de tigela: há um forte senso de missão, e a metade vazia descreve aquilo que você busca.';
    case 'bucket':
      return `Os planetas se reúnem em metade da roda, com um único planeta do outro lado, ${sujeito(s.focus!)}, a figura chamada de balde: esse planeta isolado é a alça, e boa parte da sua energia passa por ele.`;
    case 'locomotive':
      return 'Os planetas ocupam dois terços da roda e deixam um terço vazio, a figura chamada de locomotiva: um mapa que se põe em movimento sozinho rumo ao que lhe falta.';
    case 'seesaw':
      return 'Os planetas formam dois grupos frente a frente, a figura chamada de gangorra: você pesa uma área da vida contra a outra e cresce ao encontrar o equilíbrio entre elas.';
    case 'splash':
      return 'Os planetas se espalham pela roda inteira, a figura chamada de respingo: os seus interesses são amplos, e você sabe experimentar muita coisa.';
    case 'splay':
      return 'Os planetas formam grupos irregulares ao redor da roda, a figura chamada de leque: você segue um desenho todo seu e não aceita ser encaixotado.';
  }
}

function elementos(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const ordem: Element[] = ['fire', 'earth', 'air', 'water'];
  if (ordem.reduce((n, k) => n + e.counts[k], 0) < 10) return [];
  const sorted = [...ordem].sort((x, y) => e.counts[y] - e.counts[x] || ordem.indexOf(x) - ordem.indexOf(y));
  // os elementos vazios ficam para a frase "Nenhum planeta em ..."
  const resto = sorted.slice(1).filter((k) => e.counts[k] > 0);
  const contagem = `${maiuscula(ELEMENTO_NOME[sorted[0]!])} reúne ${numero(e.counts[sorted[0]!])} dos dez planetas${resto.length ? `; ${lista(resto.map((k, j) => `${ELEMENTO_NOME[k]}${j === 0 ? ' fica' : ''} com ${numero(e.counts[k])}`))}` : ''}.`;
  const lider =
    e.strongest.length === 1
      ? `Com predomínio ${prep('de', ELEMENTO_NOME[e.strongest[0]!])}, o mapa pende para ${ELEMENTO_TENDENCIA[e.strongest[0]!]}.`
      : e.strongest.length === 2
        ? `${maiuscula(ELEMENTO_NOME[e.strongest[0]!])} e ${ELEMENTO_NOME[e.strongest[1]!]} dividem a liderança: uma mistura de ${ELEMENTO_MISTURA[e.strongest[0]!]} e ${ELEMENTO_MISTURA[e.strongest[1]!]}.`
        : 'Os elementos estão distribuídos por igual: nenhum temperamento domina.';
  return [contagem, lider, ...e.missing.map((m) => ELEMENTO_FALTA[m])];
}

function modalidades(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  if ((['cardinal', 'fixed', 'mutable'] as Modality[]).reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `Quanto às modalidades, os signos ${MODALIDADE_NOME[k]} abrigam ${numero(m.counts[k])} planetas: ${MODALIDADE_TENDENCIA[k]}.`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `Os signos ${MODALIDADE_NOME[x]} e os ${MODALIDADE_NOME[y]} abrigam ${numero(m.counts[x])} planetas cada: ${MODALIDADE_PAR[`${x}+${y}`]}.`;
}

function hemisferios(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'acima do horizonte, o que volta boa parte da sua vida para o mundo lá fora' : h.below >= 7 ? 'abaixo do horizonte: boa parte da sua vida acontece no privado antes de se mostrar' : undefined;
  const w = h.east >= 7 ? 'a leste, onde o caminho é traçado pelas suas próprias mãos' : h.west >= 7 ? 'a oeste, onde a vida chega por meio dos outros' : undefined;
  if (v && w) return `A maioria dos planetas está ${v}; a maioria também fica ${w}.`;
  if (v ?? w) return `A maioria dos planetas está ${v ?? w}.`;
  return undefined;
}

function regente(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const co = r.coRuler ? ` (com ${sujeito(r.coRuler)} como regente moderno)` : '';
  const out = [`Com ${SIGNOS[r.rising].name} no Ascendente, ${sujeito(r.ruler)} é o regente do seu mapa${co}.`];
  if (r.place) {
    const n = r.place.house;
    out.push(`${maiuscula(sujeito(r.ruler))} está em ${SIGNOS[r.place.sign].name}${n ? ` na Casa ${n}` : ''}${r.dignity ? `, ${DIGNIDADE[r.dignity]}` : ''}.`);
    if (n) out.push(`Boa parte da sua vida é conduzida a partir dali, ${CASAS[n]!.scene}.`);
    if (r.place.isRetrograde) out.push('O movimento retrógrado dá ao seu jeito de conduzir a vida uma qualidade reflexiva, feita de segundas ideias.');
    if (r.aspect) out.push(`O contato mais forte dele, ${aspectoUm(r.aspect.type)} com ${seu(r.aspect.other)} (${orbe(r.aspect.orb)}), acrescenta ${sentidoAspecto(r.aspect.type)}.`);
  }
  return out;
}

function aspectosChave(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const nome = (k: string): string => (TEMAS[k as AstroBody] ? seu(k as AstroBody) : nomeCorpo(k as AstroBody));
  const itens = top.map((x) => `${aspectoUm(normalAspect(x.type))} entre ${nome(x.body1)} e ${nome(x.body2)} (${orbe(x.orb)})`);
  return top.length === 1 ? `O aspecto mais forte do mapa é ${itens[0]}, e ele volta nas seções a seguir.` : `Os aspectos mais fortes do mapa são ${lista(itens)}, e eles voltam nas seções a seguir.`;
}

export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = facts.name?.trim().split(/\s+/)[0];
  const abertura = `${name ? `${name}, o` : 'O'} seu blueprint começa aqui: primeiro o mapa como um todo, depois cada posição, uma de cada vez.`;
  return paragrafos(frases(abertura, ...elementos(a), modalidades(a)), frases(forma(a), hemisferios(a)), frases(...regente(a), aspectosChave(a)));
}
