/**
 * O céu do dia e os doze horóscopos, em português do Brasil: os mesmos fatos calculados do inglês
 * (casas solares, regente do signo, aspectos do dia e a hora exata de cada um), com frases escritas
 * para o português. Os destaques são ditos de novo a partir dos seus campos (tipo, corpos, hora),
 * nunca traduzidos da descrição em inglês.
 */
import type { Highlight } from '../../../daily/highlights';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../../daily-facts';
import type { AstroBody, ZodiacSign } from '../../facts';
import { labelOf } from '../../../i18n/labels/index';
import { aspectoUm, lista, maiuscula, nomeCorpo, prep, SIGNOS, sujeito } from './vocab';
import { fnv1a as hash } from '../variation';

const nome = (b: string): string => (b ? nomeCorpo(b as AstroBody) : b);
const suj = (b: string): string => (b ? sujeito(b as AstroBody) : b);
const signo = (s: string): string => SIGNOS[s as ZodiacSign]?.name ?? s;
const emSigno = (s: string): string => `em ${signo(s)}`;
const hora = (iso: string): string => `${iso.slice(11, 13)}h${iso.slice(14, 16)}`;
const fase = (p: string): string => labelOf('pt', 'lunarPhases', p);
/** "o Sol" no meio da frase, "O Sol" no começo. */
const inicio = (s: string): string => maiuscula(s);

/** As áreas das doze casas solares, com artigo (contraídas por `prep`). */
const AREAS: readonly string[] = [
  'a sua imagem, o seu corpo e o seu jeito de se apresentar',
  'o dinheiro, os bens e aquilo que você valoriza',
  'as conversas, os pequenos deslocamentos e a vizinhança',
  'o lar, a família e as raízes',
  'a criatividade, o amor, o lazer e a expressão pessoal',
  'a rotina, o trabalho e os cuidados com a saúde',
  'a vida a dois e os acordos com os outros',
  'os recursos compartilhados, a intimidade e as transformações profundas',
  'os estudos, as viagens e a visão de conjunto',
  'a carreira, a reputação e as metas de longo prazo',
  'os amigos, os grupos e os planos para o futuro',
  'o descanso, o recolhimento e o que acontece nos bastidores',
];

/** O que a Lua mexe em cada casa solar. */
const LUA_NA_CASA: readonly string[] = [
  'o humor fica à flor da pele e fácil de ler; confie no instinto sobre aquilo de que você precisa',
  'bate uma vontade de conforto e segurança; uma pequena decisão sensata sobre dinheiro vem a calhar',
  'a cabeça acelera e pede conversa; uma mensagem ou um recado rápido pode pesar mais do que parece',
  'a casa chama; um momento em família, ou simplesmente arrumar os seus cantos, devolve as energias',
  'um clima brincalhão e caloroso favorece a criação, os encontros e tudo o que faz você brilhar',
  'a ordem acalma; dar conta das pequenas tarefas e cuidar do corpo rende bons frutos',
  'os outros passam para o primeiro plano; ouvir com atenção facilita um projeto em comum',
  'as emoções vão fundo; uma conversa franca sobre confiança ou dinheiro compartilhado limpa o ar',
  'a vontade de ir longe pede uma visão mais ampla: leia, planeje uma viagem, aprenda algo novo',
  'o seu lado público fica em evidência; o esforço constante no trabalho é notado',
  'os amigos e os grupos dão sustentação; uma causa comum ou um reencontro simples faz bem',
  'o dia pede mais silêncio do que o normal; descanso e reflexão recarregam as baterias para o que vem',
];

/** O que o regente do signo representa, com artigo e possessivo. */
const PAPEL: Record<string, string> = {
  sun: 'a sua vitalidade e o seu entusiasmo',
  moon: 'as suas emoções e necessidades',
  mercury: 'os seus pensamentos e as suas conversas',
  venus: 'os seus afetos e prazeres',
  mars: 'a sua energia e a sua coragem',
  jupiter: 'o seu otimismo e o seu crescimento',
  saturn: 'a sua disciplina e os seus limites',
  uranus: 'a sua sede de liberdade e de mudança',
  neptune: 'os seus sonhos e a sua intuição',
  pluto: 'a sua força de transformação',
  chiron: 'as feridas antigas e a sua cura',
  north_node: 'o seu rumo e as suas escolhas de direção',
};

/** O verbo de cada aspecto, antes do papel do regente. */
const VERBO_ASPECTO: Record<string, string> = {
  conjunction: 'concentra',
  opposition: 'faz contrapeso a',
  trine: 'apoia',
  square: 'põe à prova',
  sextile: 'abre uma porta para',
};
/** O mesmo verbo para o segundo aspecto, sem repetir o papel. */
const VERBO_DE_NOVO: Record<string, string> = {
  conjunction: 'reforça esse mesmo ponto',
  opposition: 'pede equilíbrio do outro lado',
  trine: 'também dá uma força',
  square: 'cobra ajustes',
  sextile: 'traz uma chance a mais',
};

/** As áreas em poucas palavras, para os planetas lentos. */
const AREAS_CURTAS: readonly string[] = ['a sua imagem', 'as suas finanças', 'as suas conversas', 'o seu lar', 'os seus prazeres', 'a sua rotina', 'as suas parcerias', 'os recursos compartilhados', 'os seus estudos', 'a sua carreira', 'as suas amizades', 'o seu descanso'];

const CONSELHOS: readonly string[] = [
  'Anote uma coisa que você quer fazer andar hoje e dedique a ela vinte minutos de concentração de verdade.',
  'Escolha uma conversa que você vem adiando e comece com jeito.',
  'Deixe um espaço livre na agenda: a hora sem plano pode ser a melhor do dia.',
  'Mexa o corpo cedo; o movimento põe as ideias em ordem.',
  'Arrume um cantinho da sua vida: uma gaveta, a caixa de entrada ou uma lista.',
  'Aceite um convite e recuse uma obrigação que só cansa.',
  'Faça uma pergunta em vez de adivinhar a resposta.',
  'Termine o dia anotando três coisas que saíram melhor do que o esperado.',
  'Passe um tempo ao ar livre e deixe a atenção se ampliar.',
  'Faça promessas pequenas e cumpra todas.',
  'Mostre uma ideia antes de ela parecer pronta: as opiniões dos outros vão dar forma a ela.',
  'Reserve uma hora para algo feito só pelo prazer.',
  'Dê uma olhada tranquila no orçamento ou na agenda e ajuste uma única coisa.',
];

const ENERGIA: Record<string, string> = {
  harmonious: 'A energia geral é harmoniosa: mais portas se abrem do que se fecham.',
  challenging: 'A energia geral é exigente: o atrito se torna útil quando é tratado com paciência.',
  intense: 'A energia geral é intensa: algumas correntes fortes dominam o dia.',
  dynamic: 'A energia geral é dinâmica: apoios e tensões se alternam, então vale manter a flexibilidade.',
  calm: 'A energia geral é tranquila: um bom dia para manter um ritmo constante.',
};

const LUNACAO: Record<string, string> = {
  'new-moon': 'Lua Nova',
  'full-moon': 'Lua Cheia',
  'first-quarter': 'Quarto Crescente',
  'last-quarter': 'Quarto Minguante',
};

const DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
/** "domingo, 22 de novembro de 2026", "terça-feira, 1º de dezembro de 2026". */
export function dataPorExtenso(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const n = d.getUTCDate();
  return `${DIAS[d.getUTCDay()]}, ${n === 1 ? '1º' : n} de ${MESES[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

const asHoras = (iso: string | undefined): string => (iso ? ` às ${hora(iso)} (UTC)` : '');

/** Um destaque do dia, dito em português a partir dos seus campos. */
export function destaque(h: Highlight, i = 0): string {
  const exato = h.exactAt ? `, exato às ${hora(h.exactAt)} (UTC)` : '';
  switch (h.type) {
    case 'station-retrograde':
      return `${inicio(suj(h.planet1))} fica estacionário e começa a retrogradar${asHoras(h.exactAt)}: os temas desse planeta se voltam para dentro`;
    case 'station-direct':
      return `${inicio(suj(h.planet1))} fica estacionário e volta ao movimento direto${asHoras(h.exactAt)}: os temas desse planeta voltam a andar`;
    case 'ingress':
      return `${inicio(suj(h.planet1))} entra ${emSigno(h.planet2 ?? '')}${asHoras(h.exactAt)}`;
    case 'new-moon':
    case 'full-moon':
    case 'first-quarter':
    case 'last-quarter':
      return `${LUNACAO[h.type]}${asHoras(h.exactAt)}`;
    case 'lunar-phase':
      return `${fase(h.phase ?? '')}, com ${Math.round(h.illumination ?? 0)}% do disco iluminado`;
    default: {
      // três construções, para que três aspectos seguidos não se repitam
      const um = aspectoUm(h.type);
      const a = suj(h.planet1);
      const b = suj(h.planet2 ?? '');
      if (i % 3 === 1) return `${inicio(a)} e ${b} estão em ${um.replace(/^uma? /, '')}${exato}`;
      if (i % 3 === 2) return `${inicio(um)} liga ${a} e ${b}${exato}`;
      return `${inicio(a)} forma ${um} com ${b}${exato}`;
    }
  }
}

/** Artigo inicial em minúscula no meio de uma frase ("o Sol", "a Lua"). */
const meio = (s: string): string => s.replace(/^(O |A |Os |As |Um |Uma )/, (x) => x.toLowerCase());

export function dailyInsight(f: DailyInsightFacts): string {
  const sol = f.sky.find((b) => b.body === 'sun');
  const lua = f.sky.find((b) => b.body === 'moon');
  const retro = f.sky.filter((b) => b.retrograde && !['north_node', 'south_node', 'lilith'].includes(b.body)).map((b) => nome(b.body));
  const top = f.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3);
  const tema = labelOf('pt', 'dailyThemes', f.theme);
  const p1 = [
    `${maiuscula(dataPorExtenso(f.day))}: o tema do dia é ${tema === f.theme ? 'o equilíbrio' : `“${tema}”`}.`,
    sol && lua ? `O Sol está ${emSigno(sol.sign)} e a Lua começa o dia ${emSigno(lua.sign)}.` : '',
    ENERGIA[f.energy] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const p2 = top.length
    ? `Para ficar de olho: ${top.map((h, i) => (i === 0 ? destaque(h, i) : meio(destaque(h, i)))).join('; ')}.`
    : 'Nenhum aspecto importante domina o dia, o que deixa espaço para seguir o seu próprio ritmo.';
  const p3 = [
    `Fase da Lua: ${fase(f.lunarPhase.phase)}, com ${Math.round(f.lunarPhase.illumination)}% do disco iluminado.`,
    retro.length ? `${lista(retro)} ${retro.length === 1 ? 'está' : 'estão'} em movimento retrógrado: revise antes de acelerar.` : 'Nenhum planeta está retrógrado: os projetos podem seguir em linha reta.',
    CONSELHOS[hash(f.day) % CONSELHOS.length]!,
  ].join(' ');
  return [p1, p2, p3].join('\n\n');
}

export function signHoroscope(f: SignHoroscopeTextFacts): string {
  const h = hash(`${f.day}|${f.sign}`);
  const m1 = f.moonHouses[0]!;
  const m2 = f.moonHouses[1];
  const linhaLua =
    m2 !== undefined
      ? `A Lua passa da sua casa ${m1} (${AREAS[m1 - 1]}) para a sua casa ${m2} (${AREAS[m2 - 1]}): ${LUA_NA_CASA[m2 - 1]}.`
      : `A Lua fica o dia todo na sua casa ${m1} (${AREAS[m1 - 1]}): ${LUA_NA_CASA[m1 - 1]}.`;
  const sol = f.placements.find((p) => p.body === 'sun');
  // para Leão o Sol já foi dito como regente: a frase não o repete
  const linhaSol = !sol ? '' : f.ruler === 'sun' ? `Nesta temporada, ${AREAS[sol.solarHouse - 1]} ficam no centro das atenções.` : `O Sol ilumina a sua casa ${sol.solarHouse} e mantém ${AREAS[sol.solarHouse - 1]} no centro da temporada.`;
  const r = f.rulerPlacement;
  const luminar = ['sun', 'moon'].includes(f.ruler);
  const linhaRegente = `${inicio(suj(f.ruler))}, ${luminar ? 'o luminar' : 'o planeta'} que rege o seu signo, está ${emSigno(r.sign)}, na sua casa ${r.solarHouse}${r.isRetrograde ? ', e em movimento retrógrado: revise antes de insistir' : ''}.`;
  const aspectos = f.rulerAspects.slice(0, 2).map((a, i) => {
    const outro = a.planet1 === f.ruler ? a.planet2! : a.planet1;
    const papel = PAPEL[f.ruler] ?? nome(f.ruler);
    const v = VERBO_ASPECTO[a.type] ?? 'toca';
    // "faz contrapeso a" + "a sua energia" = "faz contrapeso à sua energia"
    const verbo = i === 0 ? (v.endsWith(' a') ? `${v.slice(0, -2)} ${prep('a', papel)}` : `${v} ${papel}`) : (VERBO_DE_NOVO[a.type] ?? 'também pesa');
    return `${suj(outro)} ${verbo}${a.exactAt ? ` (exato às ${hora(a.exactAt)}, UTC)` : ''}`;
  });
  const linhaAspectos = aspectos.length ? `Hoje, ${aspectos.join(', e ')}.` : `${inicio(suj(f.ruler))} não forma nenhum aspecto importante hoje: quem dita o ritmo é você.`;
  const entrada = f.ingresses.find((x) => x.body !== 'moon');
  // o regente que muda de signo no mesmo dia: "Antes do fim do dia, ele entra…", sem repetir o nome
  const quem = entrada && entrada.body === f.ruler ? `Antes do fim do dia, ${entrada.body === 'venus' ? 'ela' : 'ele'}` : entrada ? inicio(suj(entrada.body)) : '';
  const linhaEntrada = entrada ? `${quem} entra ${emSigno(entrada.sign)}, na sua casa ${entrada.solarHouse}, e volta a atenção para ${AREAS[entrada.solarHouse - 1]}.` : '';
  // o regente (Saturno para Capricórnio, Júpiter para Sagitário) já foi dito acima
  const lentos = f.placements.filter((p) => ['jupiter', 'saturn'].includes(p.body) && p.body !== f.ruler);
  const linhaLentos = lentos.length
    ? `${lentos.map((p) => `${nome(p.body)}, na sua casa ${p.solarHouse}, ${p.body === 'jupiter' ? 'faz crescer' : 'pede paciência com'} ${AREAS_CURTAS[p.solarHouse - 1]}`).join(', enquanto ')}.`
    : '';
  const chave = f.keyHighlights[0];
  const linhaChave = chave ? `No céu de todos: ${meio(destaque(chave))}.` : '';
  return [
    `${signo(f.sign)}, ${dataPorExtenso(f.day)}. ${linhaLua}`,
    [linhaRegente, linhaAspectos, linhaEntrada].filter(Boolean).join(' '),
    [linhaSol, linhaLentos, linhaChave, `A fase da Lua (${fase(f.lunarPhase.phase)}, com ${Math.round(f.lunarPhase.illumination)}% do disco iluminado) dá o tom do dia. ${CONSELHOS[h % CONSELHOS.length]}`].filter(Boolean).join(' '),
  ].join('\n\n');
}
