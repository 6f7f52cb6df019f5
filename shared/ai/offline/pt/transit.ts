/**
 * A leitura de um relatório de trânsitos, em português do Brasil: os trânsitos mais fortes na
 * ordem do relatório, a data em que cada um fica exato dentro do período (o cálculo do núcleo de
 * trânsitos, no fuso horário do relatório), a distância do exato no início do período e o que ele
 * significa.
 */
import type { AstroBody, TransitAspectFacts, TransitTextFacts } from '../../facts';
import { lista, maiuscula, nomeCorpo, orbe, prep, seu, sujeito } from './vocab';

export const READING_TRANSITS = 3;

const corpo = (k: string): AstroBody => k.toLowerCase() as AstroBody;
const conhecido = (k: string): boolean => nomeCorpo(corpo(k)) !== corpo(k);
const sujeitoDe = (k: string): string => (conhecido(k) ? sujeito(corpo(k)) : maiuscula(k.toLowerCase().replace(/_/g, ' ')));
/** "o seu Sol natal", "a sua Lua natal" ("natal" não varia em gênero). */
const natalDe = (k: string): string => (conhecido(k) ? `${seu(corpo(k))} natal` : `o seu ponto natal ${maiuscula(k.toLowerCase().replace(/_/g, ' '))}`);

/** Verbo do aspecto e a preposição que ele pede. */
const VERBO: Record<string, { v: string; p: 'com' | 'a' }> = {
  conjunction: { v: 'faz conjunção', p: 'com' },
  opposition: { v: 'faz oposição', p: 'a' },
  square: { v: 'faz quadratura', p: 'com' },
  trine: { v: 'faz trígono', p: 'com' },
  sextile: { v: 'faz sextil', p: 'com' },
  quincunx: { v: 'faz quincúncio', p: 'com' },
};

const NOME_ASPECTO: Record<string, string> = { conjunction: 'Esta conjunção', opposition: 'Esta oposição', square: 'Esta quadratura', trine: 'Este trígono', sextile: 'Este sextil', quincunx: 'Este quincúncio' };

const TRAZ: Record<string, string> = {
  sun: 'atenção e vitalidade',
  moon: 'uma onda passageira de humor',
  mercury: 'conversas, planos e mensagens',
  venus: 'afeto, prazer e questões de dinheiro',
  mars: 'energia, pressa e ambição',
  jupiter: 'crescimento e oportunidades',
  saturn: 'provas, limites e trabalho',
  uranus: 'uma mudança repentina',
  neptune: 'sonhos e incerteza',
  pluto: 'uma transformação profunda e questões de poder',
  chiron: 'feridas antigas e a chance de cuidar delas',
  north_node: 'questões de direção',
};

const TOCA: Record<string, string> = {
  sun: 'a sua vitalidade',
  moon: 'as suas emoções e necessidades',
  mercury: 'o seu jeito de pensar e de falar',
  venus: 'a sua vida afetiva e os seus valores',
  mars: 'a sua energia',
  jupiter: 'a sua confiança',
  saturn: 'os seus compromissos',
  uranus: 'a sua necessidade de liberdade',
  neptune: 'os seus ideais',
  pluto: 'as suas motivações mais profundas',
  chiron: 'uma ferida antiga',
  north_node: 'a direção da sua vida',
  south_node: 'os seus velhos hábitos',
  ascendant: 'o jeito como você aparece para os outros',
  midheaven: 'a sua carreira e a sua reputação',
};

const CONSELHO: Record<string, readonly string[]> = {
  conjunction: ['um novo capítulo começa aqui, então comece-o com consciência', 'os dois temas se fundem por um tempo e merecem toda a sua atenção', 'algo está sendo semeado agora, então escolha bem o que plantar'],
  opposition: ['os outros devolvem a pergunta para você, e o caminho é buscar o meio-termo', 'alguém próximo, ou um rival, mostra o outro lado, e vale escutar antes de insistir', 'a tensão pede equilíbrio, e não vitória'],
  square: ['a pressão cresce até uma decisão, e agir rende mais do que remoer', 'o atrito mostra onde uma mudança está atrasada, então faça o ajuste', 'o esforço compensa aqui, ainda que com alguma tensão'],
  trine: ['as coisas se encaixam, e vale usar essa facilidade em vez de só se deixar levar', 'a ajuda vem sem que seja preciso pedir, então aceite-a', 'o que você começar agora flui bem, por isso comece o que importa'],
  sextile: ['uma porta se abre para quem bate, então faça aquela ligação', 'surge uma pequena oportunidade que recompensa o primeiro passo', 'um contato ou uma ideia útil está ao alcance da mão, basta estendê-la'],
  quincunx: ['pequenos ajustes valem mais do que grandes gestos', 'algo não se encaixa bem, e ajustar funciona melhor do que forçar', 'uma mudança na rotina alivia a tensão'],
};
const conselho = (aspect: string, i: number): string => CONSELHO[aspect]?.[i % 3] ?? 'observe como isso se desenrola';

const PERIODO = { day: 'o dia', week: 'a semana', month: 'o mês' } as const;

/** Uma data no fuso do relatório: "26 de novembro (quinta-feira)", "1º de dezembro (terça-feira)". */
export function dataLocal(iso: string, timezone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(new Date(iso));
  const get = (t: string): string => parts.find((p) => p.type === t)?.value ?? '';
  const dia = get('day') === '1' ? '1º' : get('day');
  return `${dia} de ${get('month')} (${get('weekday')})`;
}

function quando(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const p = PERIODO[f.period];
  const exato = [...new Set((t.exactAt ?? []).map((x) => dataLocal(x, f.timezone)))];
  if (exato.length) {
    const em = `em ${lista(exato)}`;
    if (t.orbAtStart !== undefined && t.orbAtStart >= 1 / 120)
      return i % 2 ? `O trânsito fica exato ${em}, e está a ${orbe(t.orbAtStart)} do exato quando começa ${p}.` : `No início ${prep('de', p)}, o trânsito está a ${orbe(t.orbAtStart)} do exato, e a exatidão chega ${em}.`;
    return `O trânsito fica exato ${em}.`;
  }
  const sentido = t.applying ? 'ainda se aproximando' : 'já se afastando';
  return `O trânsito não chega a ficar exato durante ${p}: no ponto mais próximo, fica a ${orbe(t.orb)} do exato, ${sentido}.`;
}

function paragrafo(t: TransitAspectFacts, f: TransitTextFacts, i: number): string {
  const tp = t.transitingPlanet.toLowerCase();
  const np = t.natalPlanet.toLowerCase();
  const aspect = t.aspect.toLowerCase();
  const verbo = VERBO[aspect];
  const alvo = natalDe(np);
  const primeira = `${maiuscula(sujeitoDe(tp))}, em trânsito, ${verbo ? `${verbo.v} ${verbo.p === 'a' ? prep('a', alvo) : `com ${alvo}`}` : `toca ${alvo}`}.`;
  const sentido =
    tp === np
      ? `Quando um planeta volta a tocar o próprio lugar no mapa natal, o tema dele volta ao primeiro plano: ${conselho(aspect, i)}.`
      : `${NOME_ASPECTO[aspect] ?? 'Este aspecto'} traz ${TRAZ[tp] ?? 'o seu tema'} para ${TOCA[np] ?? 'essa parte do seu mapa'}: ${conselho(aspect, i)}.`;
  const span = i === 0 && t.activeFrom && t.activeUntil && t.activeUntil.slice(0, 10) !== t.activeFrom.slice(0, 10) && t.activeFrom.slice(0, 4) === t.activeUntil.slice(0, 4) ? `A influência se faz sentir de ${dataLocal(t.activeFrom, f.timezone)} a ${dataLocal(t.activeUntil, f.timezone)}.` : undefined;
  return [primeira, quando(t, f, i), sentido, span].filter(Boolean).join(' ');
}

const LUA: Record<string, string> = {
  'new moon': 'O período se abre na Lua Nova, tempo de intenções discretas e de recomeços.',
  'waxing crescent': 'No início do período, a Lua está crescente, o que favorece os primeiros passos.',
  'first quarter': 'O período se abre no Quarto Crescente, que pede decisões e um pouco de coragem.',
  'waxing gibbous': 'No início do período, a Lua está crescente gibosa, boa hora para aperfeiçoar o que está em andamento.',
  'full moon': 'O período se abre na Lua Cheia, quando emoções e resultados vêm à tona.',
  'waning gibbous': 'No início do período, a Lua está minguante gibosa, um bom momento para partilhar o que você aprendeu.',
  'last quarter': 'O período se abre no Quarto Minguante, tempo de largar o que já não serve.',
  'third quarter': 'O período se abre no Quarto Minguante, tempo de largar o que já não serve.',
  'waning crescent': 'No início do período, a Lua está minguante, o que favorece o descanso e os fechamentos.',
};

const ANO: Record<number, string> = {
  1: 'um ano de começos, de semeadura',
  2: 'um ano de paciência, de parceria e de crescimento tranquilo',
  3: 'um ano de expressão, de criatividade e de vida social',
  4: 'um ano de trabalho, de estrutura e de bases sólidas',
  5: 'um ano de mudança, de movimento e de experiências novas',
  6: 'um ano de lar, de responsabilidades e de relacionamentos',
  7: 'um ano de reflexão, de estudo e de trabalho interior',
  8: 'um ano de realizações, de ambição e de resultados concretos',
  9: 'um ano de conclusão, de desapego e de preparação para o próximo ciclo',
};

export function transitReading(f: TransitTextFacts): string {
  const top = f.transits.slice(0, READING_TRANSITS);
  const inicio = dataLocal(`${f.date}T12:00:00Z`, 'UTC');
  const abertura = f.period === 'day' ? `Para o dia ${inicio}, ` : `Para ${f.period === 'week' ? 'a semana' : 'o mês'} que começa em ${inicio}, `;
  const quantos = top.length === 0 ? 'nenhum trânsito atinge o seu mapa natal: um período calmo, bom para consolidar.' : top.length === 1 ? 'um trânsito se destaca.' : `${top.length === 2 ? 'dois' : 'três'} trânsitos se destacam, do mais forte ao mais fraco.`;
  const fase = f.lunarPhase?.phase.toLowerCase();
  const lua = fase ? LUA[fase] : undefined;
  const py = f.numerology?.personalYear;
  const ano = py !== undefined && ANO[py] ? `Na numerologia, você está no ano pessoal ${py}, ${ANO[py]}.` : undefined;
  return [`${abertura}${quantos}`, ...top.map((t, i) => paragrafo(t, f, i)), [lua, ano].filter(Boolean).join(' '), top.length ? 'Aproveite os contatos favoráveis e receba os mais exigentes com paciência: todos passam.' : undefined]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('\n\n');
}
