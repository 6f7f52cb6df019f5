/**
 * A numerologia em português do Brasil: a seção do blueprint (caminho de vida, número de expressão,
 * número da alma) e a prosa da calculadora do caminho de vida e dos ciclos pessoais. Escrita para
 * leitores brasileiros, tratando o leitor por você, sem adjetivo que concorde com ele (gênero
 * desconhecido).
 */
import type { BlueprintFacts } from '../../facts';
import type { LifePathProse, PersonalCycleProse } from '../pack-types';
import { listaCom } from './vocab';

const paragrafos = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

interface Numero {
  /** O que o número põe em jogo, grupo nominal com artigo (depois de "o número", "o gosto por"). */
  temas: string;
  licao: string;
  dons: string;
  desafio: string;
}

const NUMEROS: Record<number, Numero> = {
  1: {
    temas: 'a independência, a iniciativa e a liderança',
    licao: 'É o caminho do pioneiro. A sua lição é confiar no próprio julgamento e abrir a sua estrada, pondo no mundo o que ainda não existia.',
    dons: 'Você traz originalidade, coragem e aquela energia que transforma uma ideia em primeiro passo.',
    desafio: 'O seu ponto de crescimento: liderar sem se isolar, e aceitar ajuda sem enxergar nisso uma fraqueza.',
  },
  2: {
    temas: 'a cooperação, a sensibilidade e a parceria',
    licao: 'É o caminho do pacificador. A sua lição é reconhecer o valor da sua influência discreta: os laços que você tece e o equilíbrio que você traz.',
    dons: 'Você traz tato, paciência e uma percepção fina do que os outros sentem e esperam.',
    desafio: 'O seu ponto de crescimento: manter a própria voz numa relação, em vez de se dissolver nos desejos alheios.',
  },
  3: {
    temas: 'a expressão, a criatividade e a alegria',
    licao: 'É o caminho do comunicador. A sua lição é deixar a criatividade e as palavras circularem pelo mundo, com leveza e generosidade.',
    dons: 'Você traz imaginação, humor e o talento de inspirar pela palavra, pela arte ou pela simples presença.',
    desafio: 'O seu ponto de crescimento: concentrar os muitos talentos por tempo suficiente para que amadureçam, e mostrar os sentimentos profundos tanto quanto o lado solar.',
  },
  4: {
    temas: 'a estabilidade, o trabalho e a estrutura',
    licao: 'É o caminho do construtor. A sua lição é assentar, passo a passo, bases sólidas em que outras pessoas possam confiar.',
    dons: 'Você traz perseverança, organização e o talento de tornar os projetos concretos.',
    desafio: 'O seu ponto de crescimento: manter a flexibilidade quando os planos mudam, e lembrar que o descanso também faz parte da obra.',
  },
  5: {
    temas: 'a liberdade, a mudança e a experiência',
    licao: 'É o caminho do explorador. A sua lição é usar bem a liberdade: aprender com a variedade e a mudança em vez de apenas correr atrás delas.',
    dons: 'Você traz jogo de cintura, curiosidade e um talento de verdade para se aproximar de todo tipo de gente.',
    desafio: 'O seu ponto de crescimento: escolher compromissos que deixem espaço para respirar, e ficar tempo suficiente numa coisa para dominá-la.',
  },
  6: {
    temas: 'o cuidado com os outros, a responsabilidade e a harmonia',
    licao: 'É o caminho do protetor. A sua lição é amar e apoiar os outros a partir de um tanque cheio, e não de um tanque vazio.',
    dons: 'Você traz calor humano, senso estético e o dom de criar lares e comunidades onde todo mundo se sente amparado.',
    desafio: 'O seu ponto de crescimento: cuidar sem controlar, e deixar cada pessoa, inclusive você, ser imperfeita.',
  },
  7: {
    temas: 'a reflexão, a intuição e a verdade',
    licao: 'É o caminho do buscador. A sua lição é confiar no seu saber interior sem parar de estudar e de questionar.',
    dons: 'Você traz profundidade, espírito de análise e uma intuição que enxerga por baixo das aparências.',
    desafio: 'O seu ponto de crescimento: deixar os outros entrarem, e encontrar o equilíbrio entre solidão e convivência.',
  },
  8: {
    temas: 'a realização, a autoridade e a abundância',
    licao: 'É o caminho do executivo. A sua lição é lidar com o poder e com a vida material com integridade e medida.',
    dons: 'Você traz visão, grande capacidade de organização e o poder de dar a volta por cima depois de um revés.',
    desafio: 'O seu ponto de crescimento: medir o sucesso por algo além dos resultados, e abrir espaço para as relações e para o descanso.',
  },
  9: {
    temas: 'a compaixão, a conclusão e o serviço',
    licao: 'É o caminho do humanista. A sua lição é dar de coração aberto e soltar com elegância quando um capítulo termina.',
    dons: 'Você traz idealismo, tolerância e um espírito criativo e generoso.',
    desafio: 'O seu ponto de crescimento: cuidar também das próprias necessidades, e libertar o passado em vez de carregá-lo.',
  },
  11: {
    temas: 'a intuição, a inspiração e o despertar',
    licao: 'É um número mestre, o do inspirador. Ele leva a sensibilidade do 2 a uma intensidade maior; a sua lição é confiar na intuição e compartilhar o que ela mostra.',
    dons: 'Você traz visão, sensibilidade espiritual e a capacidade de elevar os outros apenas sendo quem é.',
    desafio: 'O seu ponto de crescimento: ancorar essa grande sensibilidade em hábitos diários, para que a tensão nervosa vire inspiração.',
  },
  22: {
    temas: 'a visão, a maestria e as grandes construções',
    licao: 'É um número mestre, o do mestre construtor. Ele une o senso prático do 4 a uma visão de grande alcance; a sua lição é transformar ideais em estruturas que durem.',
    dons: 'Você reúne uma mistura rara: sonhar alto e trabalhar com método.',
    desafio: 'O seu ponto de crescimento: receber com paciência a pressão do próprio potencial, uma etapa possível de cada vez.',
  },
  33: {
    temas: 'a compaixão, a transmissão e a presença que cura',
    licao: 'É um número mestre, o do mestre professor. Ele aprofunda o cuidado do 6; a sua lição é servir com amor sem perder limites saudáveis.',
    dons: 'Você traz compaixão, criatividade e uma presença encorajadora que ajuda os outros a crescer.',
    desafio: 'O seu ponto de crescimento: não tomar para si o fardo de todo mundo, e deixar que o serviço continue alegre em vez de pesado.',
  },
};

/** Os temas de um número, um a um: "a independência", "a iniciativa", "a liderança". */
const partes = (n: number): string[] => (NUMEROS[n] ? NUMEROS[n].temas.split(/, | e /) : []);
/** "o gosto pela independência, pela iniciativa e pela liderança". */
const gosto = (n: number): string => (NUMEROS[n] ? `o gosto ${listaCom('por', partes(n))}` : 'um colorido muito seu');

export function numerologySection(facts: BlueprintFacts): string {
  const n = facts.numerology;
  if (!n) return '';
  const t = NUMEROS[n.lifePathNumber];
  const extra: string[] = [];
  if (n.expressionNumber !== undefined) extra.push(`O seu número de expressão, o ${n.expressionNumber}, acrescenta ${gosto(n.expressionNumber)} ao seu jeito de viver esse caminho`);
  if (n.soulUrgeNumber !== undefined) extra.push(`${extra.length ? 'o' : 'O'} seu número da alma, o ${n.soulUrgeNumber}, revela um desejo profundo: ${gosto(n.soulUrgeNumber)}`);
  return paragrafos(
    `O seu caminho de vida é o ${n.lifePathNumber}, número ${t ? listaCom('de', partes(n.lifePathNumber)) : 'de um colorido muito seu'}. ${t?.licao ?? ''}`.trim(),
    t ? `${t.dons} ${t.desafio}` : undefined,
    extra.length ? `${extra.join(', enquanto ')}.` : 'O caminho de vida descreve uma direção de crescimento, não um destino fixo: a escolha de como percorrê-lo é sua.',
  );
}

/** A prosa da calculadora do caminho de vida (o nome e as palavras-chave vêm das tabelas de rótulos). */
export const LIFE_PATH_PROSE: Readonly<Record<number, LifePathProse>> = {
  1: {
    description:
      'O caminho de vida 1 ensina você a se sustentar sobre os próprios pés. Você avança lançando projetos, escolhendo uma direção antes dos outros e assumindo aonde ela leva. Cresce quando confia no próprio julgamento, sem esquecer que liderar também é levar os outros junto.',
    strengths: ['Motivação própria e capacidade de decisão', 'Pensamento original', 'A coragem de ir na frente', 'Força de vontade e energia'],
    challenges: ['Impaciência com quem é mais lento', 'Dificuldade de pedir ajuda', 'Teimosia', 'Tendência a carregar tudo sem apoio'],
  },
  2: {
    description:
      'O caminho de vida 2 fala de trabalhar com os outros. Você percebe o que as pessoas sentem e do que precisam, e dá o seu melhor quando ajuda dois lados a se encontrarem. Cresce quando dá às próprias necessidades o mesmo valor que dá à harmonia, e quando fala antes que a mágoa se acumule.',
    strengths: ['Tato e diplomacia', 'Empatia profunda', 'Paciência com os detalhes', 'Lealdade nas parcerias'],
    challenges: ['Fugir do conflito a qualquer custo', 'Sensibilidade excessiva à crítica', 'Indecisão', 'Perder-se nos outros'],
  },
  3: {
    description:
      'O caminho de vida 3 convida você a expressar o que tem por dentro, com palavras, arte ou brincadeira. Você sabe esquentar o clima de uma sala e transformar cada experiência numa boa história. Cresce quando dá disciplina e profundidade aos seus talentos, em vez de espalhá-los em começos demais.',
    strengths: ['Talento para contar histórias', 'Imaginação criativa', 'Otimismo contagiante', 'Facilidade com as pessoas'],
    challenges: ['Energia dispersa', 'Evitar os sentimentos difíceis', 'Sensibilidade à falta de atenção', 'Projetos pela metade'],
  },
  4: {
    description:
      'O caminho de vida 4 é construir algo que dure. Constância, senso prático e gosto pelo trabalho bem-feito, etapa por etapa: esse é o seu jeito. Você cresce quando deixa a estrutura servir a você em vez de prender você, e quando aceita a mudança como parte de todo projeto sólido.',
    strengths: ['Confiabilidade e dedicação ao trabalho', 'Soluções concretas', 'Grande senso de organização', 'Perseverança'],
    challenges: ['Rigidez', 'Resistência à mudança', 'Excesso de trabalho', 'Exigência demais consigo e com os outros'],
  },
  5: {
    description:
      'O caminho de vida 5 é uma questão de liberdade e experiência. Você aprende pela variedade, pelas viagens, pelos encontros e pelos sentidos, e se adapta rápido quando os planos mudam. Cresce quando encontra compromissos que pareçam escolhas, e não gaiolas.',
    strengths: ['Adaptabilidade e jogo de cintura', 'Curiosidade por tudo', 'Desenvoltura e poder de persuasão', 'Aprendizado rápido'],
    challenges: ['Inquietação', 'Fuga do compromisso', 'Excessos e impulsividade', 'Tédio diante da rotina'],
  },
  6: {
    description:
      'O caminho de vida 6 fala de um amor que se expressa pela responsabilidade. Você cuida da família, dos amigos e de quem está por perto, e se sente em casa quando todos ao redor estão bem. Cresce quando cuida sem controlar e quando se inclui no círculo de que cuida.',
    strengths: ['Calor humano e proteção', 'Senso de dever', 'Olhar para a beleza e o equilíbrio', 'Apoio com que se pode contar'],
    challenges: ['Perfeccionismo', 'Interferência na vida alheia', 'Dedicação até a exaustão', 'Preocupação constante'],
  },
  7: {
    description:
      'O caminho de vida 7 é a busca do que é verdadeiro por baixo da superfície. Você precisa de momentos de solidão para pensar, estudar e meditar, e as suas intuições costumam nascer da observação silenciosa. Cresce quando confia nos outros o bastante para compartilhar o que descobre.',
    strengths: ['Mente profunda e analítica', 'Intuição alimentada pelo estudo', 'Independência de pensamento', 'Calma sob pressão'],
    challenges: ['Isolamento', 'Desconfiança', 'Frieza diante das feridas', 'Tendência a pensar demais'],
  },
  8: {
    description:
      'O caminho de vida 8 fala do poder bem usado: dinheiro, organização, influência. Você pensa em metas e resultados e sabe carregar grandes responsabilidades. Cresce quando equilibra o sucesso material com integridade, generosidade e tempo para as pessoas com quem trabalha.',
    strengths: ['Capacidade de liderança', 'Resiliência', 'Bom julgamento na gestão de recursos', 'Autoconfiança'],
    challenges: ['Excesso de trabalho', 'Necessidade de controle', 'Medir o próprio valor pelo status', 'Impaciência com a fraqueza'],
  },
  9: {
    description:
      'O caminho de vida 9 convida você a servir a algo maior do que você. Mente aberta e sensibilidade às necessidades do mundo: você costuma atravessar muitos finais e outros tantos recomeços. Cresce quando solta com elegância e dá sem esperar retorno.',
    strengths: ['Compaixão e tolerância', 'Dons criativos e artísticos', 'Visão ampla da vida', 'Generosidade'],
    challenges: ['Dificuldade de deixar ir', 'Espírito de sacrifício', 'Decepção quando o ideal não se cumpre', 'Descuidar das próprias necessidades'],
  },
  11: {
    description:
      'O número mestre 11 leva a cooperação do 2 a uma carga mais intensa. Você capta ideias e humores antes que sejam ditos, e pode inspirar os outros mostrando um vislumbre do possível. Cresce quando ancora essa sensibilidade, para que a tensão nervosa vire bússola.',
    strengths: ['Intuição poderosa', 'Presença inspiradora', 'Compreensão espiritual e artística', 'Empatia'],
    challenges: ['Tensão nervosa', 'Dúvida sobre si', 'Deixar-se sobrecarregar pelos outros', 'Sonhos pouco realistas'],
  },
  22: {
    description:
      'O número mestre 22 une a visão do 11 ao método do 4. Você pode transformar grandes ideias em estruturas reais a serviço de muita gente. Cresce quando aceita o tamanho do próprio potencial sem se deixar esmagar pela pressão que ele traz.',
    strengths: ['Transformar uma visão em plano', 'Organizar pessoas e recursos', 'Disciplina e paciência', 'Pensamento de longo prazo'],
    challenges: ['Pressão das expectativas altas', 'Querer controlar cada detalhe', 'Medo do fracasso', 'Esgotamento'],
  },
  33: {
    description:
      'O número mestre 33 eleva o cuidado do 6 à condição de vocação. Você ensina pelo exemplo e ajuda os outros a crescer, muitas vezes por um trabalho criativo ou de cuidado. Cresce quando serve a partir da própria força, e não do sacrifício.',
    strengths: ['Cuidado sem condições', 'Dom de ensinar e encorajar', 'Expressão criativa', 'Senso de responsabilidade'],
    challenges: ['Carregar o fardo dos outros', 'Perfeccionismo', 'Esquecer de si', 'Levar a crítica a sério demais'],
  },
};

/** Os ciclos pessoais (ano, mês, dia) de 1 a 9. */
export const PERSONAL_CYCLES: Readonly<Record<number, PersonalCycleProse>> = {
  1: {
    year: 'Um ano de começos: lance projetos, tome a iniciativa e defina o rumo dos próximos nove anos.',
    month: 'Um mês para começar algo novo e seguir as próprias ideias.',
    day: 'Um dia para dar a largada, decidir e sair na frente.',
  },
  2: {
    year: 'Um ano de paciência e parceria: deixe os projetos amadurecerem devagar, coopere e cuide das relações.',
    month: 'Um mês de cooperação, de escuta e de pequenos passos cuidadosos.',
    day: 'Um dia de diplomacia, de trabalho em equipe e de atenção discreta aos detalhes.',
  },
  3: {
    year: 'Um ano de expressão e vida social: crie, comunique e aproveite as pessoas ao seu redor.',
    month: 'Um mês para se expressar, sair e criar.',
    day: 'Um dia de conversa, criatividade e leveza.',
  },
  4: {
    year: 'Um ano de trabalho e de alicerces: organize-se, construa com regularidade e cuide da saúde e das questões práticas.',
    month: 'Um mês de trabalho constante, planejamento e ordem.',
    day: 'Um dia para se organizar e concluir as tarefas práticas.',
  },
  5: {
    year: 'Um ano de mudança e liberdade: espere movimento, experiências novas e vontade de variar.',
    month: 'Um mês de mudanças, viagens e oportunidades inesperadas.',
    day: 'Um dia de flexibilidade, variedade e novidades para experimentar.',
  },
  6: {
    year: 'Um ano do lar e das responsabilidades: a família, as relações e os compromissos passam para o primeiro plano.',
    month: 'Um mês para cuidar da casa, da família e dos seus compromissos.',
    day: 'Um dia para ajudar, apoiar e trazer harmonia.',
  },
  7: {
    year: 'Um ano de reflexão: estude, descanse, olhe para dentro e aprimore o que você já construiu.',
    month: 'Um mês de reflexão, estudo e momentos só seus.',
    day: 'Um dia para pensar, pesquisar e recarregar as energias.',
  },
  8: {
    year: 'Um ano de realização: a ambição, as finanças e o reconhecimento dos esforços passados ganham destaque.',
    month: 'Um mês para os negócios, as decisões e os resultados.',
    day: 'Um dia para cuidar do dinheiro, exercer autoridade e tomar decisões importantes.',
  },
  9: {
    year: 'Um ano de conclusão: encerre ciclos, deixe ir o que já não combina com você e abra espaço para um novo começo.',
    month: 'Um mês para terminar, fazer uma triagem e perdoar.',
    day: 'Um dia para encerrar tarefas e soltar o que já acabou.',
  },
};
