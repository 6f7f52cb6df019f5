/**
 * As 13 seções de Human Design de um blueprint, em português do Brasil. Os mesmos fatos do inglês
 * (tipo, autoridade, perfil, definição, cruz, centros, variáveis), com frases escritas para o
 * português, tratando o leitor por você; o tipo se diz "o seu tipo é Gerador" e nunca "você é
 * Gerador" (gênero desconhecido). Os nomes exibidos (tipos, centros, canais, cruzes) vêm das tabelas
 * de rótulos.
 */
import type { BlueprintFacts, HdCenter, HumanDesignFacts } from '../../facts';
import type { HumanDesignSection } from '../../sections';
import { labelOf, labelsFor } from '../../../i18n/labels/index';
import { authorityKey, crossAngleKey, definitionKey, hdTypeKey, parseProfile, variableText, type AuthorityKey, type HdTypeKey } from '../hd-texts';
import { lista, numero } from './vocab';

const paragrafos = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const minuscula = (s: string): string => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

const TIPOS: Record<HdTypeKey, { aura: string; dom: string; estrategia: string }> = {
  generator: {
    aura: 'A sua aura é aberta e envolvente: ela atrai a vida na sua direção e permite sentir, na barriga, se uma coisa tem energia para você.',
    dom: 'Você carrega uma força vital que se renova. Quando o trabalho apaixona de verdade, você segue firme quando os outros já pararam, e a sua satisfação contagia.',
    estrategia: 'Em vez de forçar as coisas, deixe a vida trazer algo a que responder (uma pergunta, uma proposta, uma imagem, um som) e escute a resposta da barriga, aquele "hum-hum" de sim ou de não que vem antes do pensamento.',
  },
  manifestingGenerator: {
    aura: 'A sua aura é aberta e envolvente como a do Gerador, e um motor ligado à Garganta dá a você, além disso, velocidade e talento para atalhos.',
    dom: 'O seu desenho leva você a tocar várias coisas ao mesmo tempo e a avançar rápido depois que a barriga diz sim. Pular etapas não é defeito no seu caso: muitas vezes é assim que você encontra o caminho mais eficiente.',
    estrategia: 'Espere algo a que responder, confie no sim da barriga e, antes de sair no seu ritmo de sempre, avise as pessoas envolvidas sobre o que vai fazer.',
  },
  manifestor: {
    aura: 'A sua aura é fechada e protetora: ela dá independência e um impacto que os outros sentem antes mesmo de você abrir a boca.',
    dom: 'O seu papel é iniciar: pôr coisas em andamento, abrir direções novas, colocar os outros em movimento. A sua energia vem em ondas, com uma necessidade real de descanso entre uma e outra.',
    estrategia: 'Antes de agir, informe as pessoas que a sua ação vai atingir. Não se trata de pedir licença: isso simplesmente diminui a resistência e deixa as suas iniciativas chegarem ao fim com mais suavidade.',
  },
  projector: {
    aura: 'A sua aura é focada e penetrante: ela vai ao encontro dos outros e mostra como eles funcionam, muitas vezes com mais clareza do que eles mesmos enxergam.',
    dom: 'O seu papel é guiar, gerir e direcionar a energia, mais do que trabalhar como um motor. O seu olhar vale mais quando é reconhecido e procurado.',
    estrategia: 'Para as grandes decisões da vida (trabalho, amor, o lugar onde morar), espere o reconhecimento e o convite. O reconhecimento abre a porta pela qual os seus conselhos podem ser recebidos.',
  },
  reflector: {
    aura: 'A sua aura faz amostragem e resiste: você recebe as energias ao redor e devolve um retrato da saúde da sua comunidade.',
    dom: 'Com todos os centros abertos, você percebe pessoas e lugares com uma nitidez rara. Você funciona como o termômetro do seu ambiente, e estar no lugar certo faz uma diferença enorme.',
    estrategia: 'Dê às decisões importantes cerca de 28 dias, um ciclo lunar completo. Enquanto a Lua passa por todos os portais, conversar com pessoas de confiança deixa a sua clareza se formar.',
  },
};

const AUTORIDADES: Record<AuthorityKey, string> = {
  emotional:
    'Com a autoridade emocional, a clareza vem com o tempo, nunca no calor do momento. Os seus sentimentos andam em ondas, da esperança à dúvida e de volta, e nenhum ponto da onda diz a verdade inteira. Durma sobre as escolhas importantes, repare no que você pensa delas em momentos diferentes e decida quando um sim ou um não tranquilo tiver assentado.',
  sacral:
    'Com a autoridade sacral, a sua verdade fala pela barriga, no presente. É um som ou um impulso do corpo, na direção da coisa ou para longe dela, que chega antes que a mente defenda os seus argumentos. Perguntas de sim ou não ajudam você a escutá-la.',
  splenic:
    'Com a autoridade esplênica, o seu guia é uma intuição discreta e instantânea que fala uma vez só. É um saber sutil do que é saudável e seguro para você, aqui e agora. Ela não se repete nem discute: a arte está em notar esse primeiro sussurro e confiar nele.',
  ego:
    'Com a autoridade do Ego, as suas decisões vêm do centro do Coração: aquilo que você quer de verdade e ao que deseja dedicar a sua força de vontade. Escute o que você diz espontaneamente sobre uma escolha; as palavras "eu quero" e "eu vou" carregam a sua verdade.',
  selfProjected:
    'Com a autoridade autoprojetada, a sua verdade fica clara quando você se ouve falar. Conte as suas decisões a pessoas de confiança, não para receber conselhos, mas para escutar a própria voz e sentir qual direção expressa de verdade quem você é.',
  mental:
    'Com uma autoridade mental ou ambiental (às vezes chamada de externa), nenhum centro interior entrega a resposta diretamente. A clareza vem ao pensar em voz alta com interlocutores de confiança e ao observar o efeito de cada lugar sobre você: o lugar certo costuma levar às decisões certas.',
  lunar:
    'Com a autoridade lunar, as suas decisões amadurecem ao longo de um ciclo completo da Lua. Dê cerca de quatro semanas às escolhas importantes, observe o que você sente durante todo esse período e deixe que conversas de confiança mostrem o fio que não muda.',
};

const LINHAS: Record<number, { texto: string; curto: string }> = {
  1: { texto: 'precisa de bases sólidas e encontra segurança estudando as coisas a fundo', curto: 'investiga antes de se comprometer' },
  2: { texto: 'tem talentos naturais que florescem na calma e que os outros vêm buscar quando os notam', curto: 'precisa de sossego para amadurecer os seus dons' },
  3: { texto: 'aprende por tentativa e erro, descobre o que funciona esbarrando no que não funciona e tira disso uma sabedoria à prova de tudo', curto: 'aprende experimentando' },
  4: { texto: 'floresce graças à sua rede: as oportunidades chegam pelos amigos e pelas pessoas já conhecidas e queridas', curto: 'cresce por uma rede de confiança' },
  5: { texto: 'é vista como a pessoa das soluções práticas, recebe as projeções dos outros e responde melhor com saídas concretas e universais', curto: 'atrai pedidos de soluções práticas' },
  6: { texto: 'atravessa a vida em etapas: experimentar na juventude, observar depois com distância e, por fim, encarnar um exemplo digno de confiança', curto: 'amadurece até virar um exemplo confiável' },
};

const DEFINICOES: Record<string, string> = {
  none: 'Sem definição, todos os centros do seu mapa estão abertos. Nenhuma forma fixa de processar as coisas se impõe, o que traz uma grande flexibilidade e um conhecimento fino dos outros, e torna a escolha das pessoas e dos lugares ao seu redor especialmente importante.',
  single:
    'Com uma definição simples, todos os seus centros definidos estão ligados num único fluxo contínuo. Você processa as coisas por conta própria, no seu ritmo, com certa autonomia; ninguém precisa completar nada por você.',
  split:
    'Com uma definição dividida, os seus centros definidos formam duas áreas separadas. As pessoas ou situações que ativam os portais entre elas funcionam como uma ponte: de repente tudo se ilumina. Dê tempo para digerir, e não confunda o alívio de se sentir em conexão com a relação certa.',
  tripleSplit:
    'Com uma divisão tripla, os seus centros definidos formam três áreas separadas. A variedade faz bem, assim como os lugares movimentados, onde as pontes aparecem sozinhas. O seu processo é minucioso: dê às decisões um tempo a mais.',
  quadrupleSplit:
    'Com uma divisão quádrupla, quatro áreas de definição atuam em você. Essa configuração rara processa as coisas devagar e de modo independente; apressá-la gera estresse, enquanto a paciência deixa toda a sua complexidade se encaixar.',
};

const ANGULOS: Record<string, string> = {
  right: 'Por ser uma cruz de ângulo direito, ela descreve um caminho pessoal: o seu propósito se revela sobretudo pelas próprias experiências, e as pessoas que cruzam o seu caminho costumam ter um papel na sua evolução.',
  juxtaposition: 'Por ser uma cruz de justaposição, ela descreve um caminho singular e constante: você traz uma cor bem precisa a tudo o que faz, e o seu papel fica claro quando você o vive com simplicidade e regularidade.',
  left: 'Por ser uma cruz de ângulo esquerdo, ela descreve um caminho transpessoal: o seu propósito se tece nas relações e nos encontros, e o que você faz importa para muitas outras pessoas.',
};

const CENTROS: Record<HdCenter, { definido: string; aberto: string }> = {
  head: {
    definido: 'A sua Cabeça definida é uma fonte constante de inspiração e de perguntas às quais você volta de novo e de novo.',
    aberto: 'A sua Cabeça aberta encontra inspiração em toda parte; a armadilha seria querer responder a cada pergunta que aparece: deixe passar as que não são suas.',
  },
  ajna: {
    definido: 'O seu Ajna definido dá um jeito confiável de pensar e de organizar as ideias; a sua mente sustenta os próprios conceitos com constância.',
    aberto: 'O seu Ajna aberto mostra todos os lados de uma discussão; a armadilha seria fingir certeza, quando a sua sabedoria está na flexibilidade.',
  },
  throat: {
    definido: 'A sua Garganta definida dá uma voz constante e um jeito reconhecível de se expressar e de agir.',
    aberto: 'A sua Garganta aberta sabe falar de mil maneiras; a armadilha seria falar para chamar a atenção, quando as suas palavras pesam mais ao chegar na hora certa.',
  },
  g: {
    definido: 'O seu centro G definido dá uma identidade, um amor e uma direção estáveis, que acompanham você por onde for.',
    aberto: 'O seu centro G aberto deixa a identidade e a direção circularem; a armadilha seria procurar sem fim quem você é, quando a sua sabedoria está em deixar os lugares e as pessoas certas guiarem você.',
  },
  heart: {
    definido: 'O seu Coração definido dá uma força de vontade confiável e uma autoestima saudável, desde que você cumpra as promessas que faz.',
    aberto: 'Com o Coração aberto, você não tem nada a provar; a armadilha seria prometer demais para mostrar o seu valor, quando a sua sabedoria está em saber o que uma pessoa realmente vale.',
  },
  sacral: {
    definido: 'O seu Sacral definido é um motor potente e renovável de força vital, que rende o melhor quando serve àquilo a que a sua barriga diz sim.',
    aberto: 'O seu Sacral aberto amplifica a energia dos outros; a armadilha é não perceber quando já basta: descanse antes do esgotamento.',
  },
  solarPlexus: {
    definido: 'O seu Plexo Solar definido produz uma onda emocional que faz parte de você; respeitar o ritmo dela traz profundidade e clareza.',
    aberto: 'O seu Plexo Solar aberto sente e amplifica as emoções ao redor; a armadilha seria evitar a verdade para manter a paz, quando a sua sabedoria é o discernimento emocional.',
  },
  spleen: {
    definido: 'O seu Baço definido dá um instinto constante do que é saudável e uma sensação natural de bem-estar.',
    aberto: 'O seu Baço aberto é sensível à saúde e aos ambientes; a armadilha seria se apegar ao que não faz bem só porque é conhecido.',
  },
  root: {
    definido: 'A sua Raiz definida permite lidar com a pressão no seu próprio ritmo e transformar o estresse em combustível.',
    aberto: 'A sua Raiz aberta amplifica a pressão de fora; a armadilha seria correr para acabar logo com tudo e se livrar dela: tome o tempo de que você realmente precisa.',
  },
};

const MOTIVACOES: Record<string, string> = {
  fear: 'O medo como motivação não tem nada de fraqueza: é uma inteligência alerta que leva você a compreender, a se preparar e a pôr as coisas em segurança.',
  hope: 'A esperança como motivação faz você avançar rumo ao que poderia ser; a possibilidade de algo melhor sustenta você, e esse impulso arrasta os outros junto.',
  desire: 'O desejo como motivação dá a paixão de liderar e de ir atrás do que importa para você, de coração inteiro e de cara limpa.',
  need: 'A necessidade como motivação afia a sua atenção ao que falta e ao que faria as coisas funcionarem, e leva você a suprir carências reais.',
  guilt: 'A culpa como motivação, bem compreendida, é um senso apurado do que é justo e correto, que leva você a pôr as coisas em ordem.',
  innocence: 'A inocência como motivação significa que a abertura e uma curiosidade sincera põem você em movimento: você encara a vida sem segundas intenções.',
};

const PERSPECTIVAS: Record<string, string> = {
  survival: 'Uma perspectiva de sobrevivência faz você notar o essencial e o que o ameaça; você vê rápido o que realmente importa.',
  possibility: 'Uma perspectiva de possibilidade mostra os muitos rumos que uma situação pode tomar; você enxerga logo opções que outros deixam passar.',
  power: 'Uma perspectiva de poder faz você perceber onde estão a influência e a energia, e como fazer as coisas funcionarem.',
  wanting: 'Uma perspectiva de carência faz você notar o que as pessoas apreciam e desejam; você vê o que faria diferença.',
  probability: 'Uma perspectiva de probabilidade faz você identificar padrões e tendências: você vê o que tem mais chance de acontecer.',
  personal: 'Uma perspectiva pessoal faz você ver as coisas de perto: o efeito delas em cada um, uma pessoa por vez.',
};

const DIGESTOES: Record<string, string> = {
  appetite: 'A digestão pelo apetite diz respeito ao ritmo das refeições: uma coisa de cada vez, em ordem, ou pequenas porções ao longo do dia, conforme a sua tonalidade.',
  taste: 'A digestão pelo paladar afina a sua seleção: a comida, assim como a informação, faz bem quando os sentidos a aprovam, e um ambiente calmo ou aberto ajuda a assimilá-la.',
  thirst: 'A digestão pela sede diz respeito à temperatura: pratos e bebidas quentes ou frios caem melhor conforme a sua tonalidade, e a hidratação tem um papel especial.',
  touch: 'A digestão pelo toque diz respeito ao clima: você assimila melhor na calma ou, ao contrário, na agitação, conforme a sua tonalidade.',
  sound: 'A digestão pelo som diz respeito ao ambiente sonoro das refeições: o silêncio ou o barulho, conforme a sua tonalidade, ajuda o corpo a assimilar o que recebe.',
  light: 'A digestão pela luz diz respeito à hora do dia: comer com a luz do dia ou no escuro, conforme a sua tonalidade, é o que melhor combina com o seu corpo.',
};

const AMBIENTES: Record<string, string> = {
  caves: 'O ambiente das cavernas é o que mais combina com você: espaços protegidos e escolhidos, com as costas cobertas, de onde se vê quem entra e quem sai.',
  markets: 'O ambiente dos mercados é o que mais combina com você: lugares de troca e movimento, internos ou externos, onde o valor circula e as pessoas se cruzam.',
  kitchens: 'O ambiente das cozinhas é o que mais combina com você: lugares calorosos e animados, onde se mistura, prepara e transforma em conjunto.',
  mountains: 'O ambiente das montanhas é o que mais combina com você: lugares altos e com vista, de onde você observa e onde é possível ver você de longe.',
  valleys: 'O ambiente dos vales é o que mais combina com você: lugares de encontro, onde você recebe o que desce na sua direção e se liga aos outros.',
  shores: 'O ambiente das margens é o que mais combina com você: as bordas e as passagens, entre a água e a terra, entre um mundo e outro.',
};

const SENTIDOS: Record<string, string> = {
  smell: 'O olfato como sentido de design significa que a sua consciência fareja, de modo sutil e instintivo, o que é certo, às vezes literalmente pelos cheiros.',
  taste: 'O paladar como sentido de design significa que você conhece as coisas provando: a sua consciência separa e escolhe.',
  'outer vision': 'A visão externa como sentido de design significa que a sua consciência passa por aquilo que você realmente vê: observar o mundo traz clareza.',
  'inner vision': 'A visão interna como sentido de design significa que a sua consciência passa por imagens interiores e pela visualização do que poderia ser.',
  feeling: 'O sentimento como sentido de design significa que a sua consciência passa pela percepção corporal de uma pessoa ou de uma situação.',
  touch: 'O toque como sentido de design significa que a sua consciência passa pelo contato e pela presença física: você entende pondo a mão na massa.',
};

const variavelAusente = (qual: string): string =>
  `A variável ${qual} não pôde ser determinada para este mapa (é preciso uma hora de nascimento precisa); por isso esta parte fica geral: observe, sem pressão, em que condições a sua mente fica mais clara, e deixe essa observação guiar você.`;

const tipoPt = (h: HumanDesignFacts): string => labelOf('pt', 'hdTypes', h.type);
/** "emocional", "esplênica"; as do Ego ficam "do Ego manifestado". */
function autoridadePt(h: HumanDesignFacts): string {
  const l = labelOf('pt', 'hdAuthorities', h.authority);
  return /^Ego/.test(l) ? `do ${l}` : minuscula(l);
}
const estrategiaPt = (h: HumanDesignFacts): string => minuscula(labelOf('pt', 'hdStrategies', h.strategy));
const temaPt = (t: string): string => labelOf('pt', 'hdThemes', t);
const centroPt = (c: HdCenter): string => (c === 'g' ? 'centro G' : labelOf('pt', 'hdCenters', c));

const ASSINATURAS: Record<HdTypeKey, { assinatura: string; naoEu: string }> = {
  generator: { assinatura: 'Satisfaction', naoEu: 'Frustration' },
  manifestingGenerator: { assinatura: 'Satisfaction', naoEu: 'Frustration' },
  manifestor: { assinatura: 'Peace', naoEu: 'Anger' },
  projector: { assinatura: 'Success', naoEu: 'Bitterness' },
  reflector: { assinatura: 'Surprise', naoEu: 'Disappointment' },
};

function assinaturaDe(h: HumanDesignFacts): { assinatura: string; naoEu: string } {
  const k = hdTypeKey(h.type);
  return {
    assinatura: temaPt(h.signature ?? (k ? ASSINATURAS[k].assinatura : 'Alinhamento')),
    naoEu: temaPt(h.notSelfTheme ?? (k ? ASSINATURAS[k].naoEu : 'Resistência')),
  };
}

/** O nome em português de uma cruz (tabelas de rótulos), sem o número da variante; undefined se a tabela não a conhece. */
function cruzPt(name: string): string | undefined {
  const table = labelsFor('pt').hdCrosses;
  const exact = table[name];
  const key = exact ? name : Object.keys(table).find((k) => k.startsWith(`${name.replace(/\s*\(\d+\)$/, '')} (`));
  return key ? table[key]!.replace(/\s*\(\d+\)$/, '') : undefined;
}

function fraseCruz(name: string, gates: number[] | undefined): string {
  const nome = cruzPt(name);
  const portais = gates?.length ? `formada pelos portais ${lista(gates.map(String))}` : '';
  if (!nome) return portais ? `A sua cruz de encarnação é ${portais}.` : 'A sua cruz de encarnação traz o grande tema da sua vida.';
  return `A sua cruz de encarnação: ${nome}${portais ? `, ${portais}` : ''}.`;
}

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TIPOS[tk] : undefined;
  const tipo = tipoPt(h);
  const definidos = h.definedCenters.map(centroPt);
  const abertos = h.undefinedCenters.map(centroPt);
  const { assinatura, naoEu } = assinaturaDe(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return paragrafos(
        `O seu tipo é ${tipo}${definidos.length === 1 ? `, com um único centro definido de 9 (${definidos[0]})` : definidos.length ? `, com ${definidos.length} de 9 centros definidos (${lista(definidos)})` : ', com os nove centros abertos'}.`,
        t ? `${t.aura} ${t.dom}` : 'O seu tipo descreve como a sua energia encontra o mundo e de que forma a vida convida você a se envolver com ela.',
        `Quando você vive de acordo com o seu tipo, o sinal que confirma isso se chama ${minuscula(assinatura)}; o sinal do não-eu, ${minuscula(naoEu)}, avisa com gentileza quando você se afasta desse caminho.`,
      );
    case 'strategy':
      return paragrafos(
        `Para o tipo ${tipo}, a estratégia é ${estrategiaPt(h)}.`,
        t?.estrategia ?? 'A sua estratégia é um jeito concreto de entrar nas situações que diminui a resistência na sua vida.',
        `Ela anda junto com a sua autoridade ${autoridadePt(h)}: a estratégia diz como receber uma oportunidade, a autoridade diz se ela serve para você. Experimente primeiro em escolhas pequenas do dia a dia, como o convite a aceitar ou a tarefa a começar, e veja como tudo flui melhor.`,
      );
    case 'authority':
      return paragrafos(
        `A sua autoridade interior é ${/^do /.test(autoridadePt(h)) ? 'a ' : ''}${autoridadePt(h)}.`,
        ak ? AUTORIDADES[ak] : 'A sua autoridade é a bússola interior que diz, além dos argumentos da mente, o que é certo para você.',
        `Para o tipo ${tipo}, ela é o passo final depois da estratégia (${estrategiaPt(h)}). A mente continua sendo uma ótima conselheira para os outros; nas suas próprias decisões, deixe essa autoridade dar a palavra final.`,
      );
    case 'profile': {
      const linhas = parseProfile(h.profile);
      if (!linhas) return paragrafos(`O seu perfil é o ${h.profile}.`, 'O perfil descreve o figurino que o seu propósito veste: o papel que você costuma assumir junto aos outros.');
      const [c, d] = linhas;
      const nc = labelOf('pt', 'hdLines', String(c));
      const nd = labelOf('pt', 'hdLines', String(d));
      return paragrafos(
        `O seu perfil é o ${h.profile}, ${nc}/${nd}.`,
        `A sua linha consciente, a linha ${c} ou ${nc}, ${LINHAS[c]!.texto}. A sua linha inconsciente, a linha ${d} ou ${nd}, ${LINHAS[d]!.texto}.`,
        c === d
          ? 'As duas linhas dividem o mesmo tema, e por isso ele fica especialmente marcado na sua vida.'
          : `Juntas, elas descrevem alguém que ${LINHAS[c]!.curto} e que ${LINHAS[d]!.curto}. É vivendo a sua estratégia e a sua autoridade que esse perfil se desdobra com naturalidade.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const canais = h.channels.map((c) => {
        const nome = labelOf('pt', 'hdChannels', `${Math.min(...c.gates)}-${Math.max(...c.gates)}`);
        return `${c.gates[0]}-${c.gates[1]}${/^\d+-\d+$/.test(nome) ? '' : ` (${nome})`}`;
      });
      return paragrafos(
        `A sua definição: ${minuscula(labelOf('pt', 'hdDefinitions', h.definition))}.`,
        DEFINICOES[dk] ?? '',
        canais.length
          ? `Ela se apoia ${canais.length === 1 ? 'no canal' : `em ${numero(canais.length)} canais:`} ${lista(canais)}, que ${canais.length === 1 ? 'liga' : 'ligam'} ${lista(definidos)}.`
          : 'Nenhum canal está completo no seu mapa: a sua constância está na própria abertura.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return paragrafos('A sua cruz de encarnação não pôde ser determinada para este mapa.', 'Ela descreve um tema de vida; enquanto isso, o seu tipo, a sua estratégia e a sua autoridade continuam sendo os guias mais concretos.');
      const ak2 = crossAngleKey(c.angle, c.name);
      return paragrafos(
        fraseCruz(c.name, c.gates),
        ak2 ? ANGULOS[ak2] : 'Ela descreve o grande tema em torno do qual a sua vida tende a girar.',
        'Uma cruz não é uma missão a cumprir nem um destino a temer. É um tema que se revela sozinho à medida que você segue a sua estratégia e a sua autoridade, e que muitas vezes fica mais claro na segunda metade da vida.',
      );
    }
    case 'signature':
      return paragrafos(
        `Para o tipo ${tipo}, a assinatura é ${minuscula(assinatura)}, e o tema do não-eu, ${minuscula(naoEu)}.`,
        `${assinatura}: é a confirmação discreta de que você vive de acordo com o seu desenho, e as decisões tomadas pela sua autoridade ${autoridadePt(h)} costumam levar até ela.`,
        `${naoEu}: não é um fracasso, mas um sinal útil. Quando esse sinal aparecer, faça uma pausa e pergunte a si se você entrou na situação pela sua estratégia (${estrategiaPt(h)}) ou sob pressão de fora.`,
      );
    case 'motivation':
      return paragrafos(
        v.motivation ? `A sua motivação: ${minuscula(labelOf('pt', 'hdMotivation', v.motivation))}.` : undefined,
        variableText(MOTIVACOES, v.motivation) ?? variavelAusente('de motivação'),
        'A motivação descreve por que você age quando vive o seu desenho, o que nem sempre coincide com aquilo que, na sua opinião, deveria mover você.',
      );
    case 'perspective':
      return paragrafos(
        v.perspective ? `A sua perspectiva: ${minuscula(labelOf('pt', 'hdPerspective', v.perspective))}.` : undefined,
        variableText(PERSPECTIVAS, v.perspective) ?? variavelAusente('de perspectiva'),
        'A perspectiva, também chamada de visão, é a lente pela qual a sua mente enquadra naturalmente o que vê.',
      );
    case 'digestion':
      return paragrafos(
        v.digestion ? `A sua digestão (determinação): ${minuscula(labelOf('pt', 'hdDetermination', v.digestion.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(DIGESTOES, v.digestion) ?? variavelAusente('de digestão'),
        'Encare isso como um experimento tranquilo sobre a forma como você recebe comida e informação, nunca como uma regra médica; tudo o que diz respeito à saúde é assunto para um profissional qualificado.',
      );
    case 'environment':
      return paragrafos(
        v.environment ? `O seu ambiente: ${minuscula(labelOf('pt', 'hdEnvironment', v.environment.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(AMBIENTES, v.environment) ?? variavelAusente('de ambiente'),
        'O ambiente certo sustenta todo o resto do seu desenho; repare em como os lugares mudam a sua clareza e o seu bem-estar.',
      );
    case 'designSense':
      return paragrafos(
        v.designSense ? `O seu sentido de design (cognição): ${minuscula(labelOf('pt', 'hdCognition', v.designSense))}.` : undefined,
        variableText(SENTIDOS, v.designSense) ?? variavelAusente('do sentido de design'),
        'O sentido de design mostra por qual canal a consciência do seu corpo funciona melhor; confiar nele afina a sua percepção.',
      );
    case 'definedCenters':
      return h.definedCenters.length
        ? paragrafos(
            `Os seus centros definidos: ${lista(definidos)}. São as suas energias constantes, as partes de você que funcionam sempre do mesmo jeito, qualquer que seja a companhia.`,
            h.definedCenters.map((c) => CENTROS[c].definido).join(' '),
            'Os outros percebem essas energias em você; são recursos confiáveis sobre os quais construir.',
          )
        : paragrafos('Nenhum dos seus centros é definido: todos os centros do seu mapa estão abertos.', 'Longe de ser uma falta, esse é o seu dom. Você vive toda a paleta das energias humanas por meio dos outros e pode ganhar muita sabedoria sobre elas, desde que não as tome como suas.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? paragrafos(
            `Os seus centros indefinidos, ou abertos: ${lista(abertos)}. Neles você recebe e amplifica as energias dos outros, o que faz deles lugares de aprendizado e de possível sabedoria.`,
            h.undefinedCenters.map((c) => CENTROS[c].aberto).join(' '),
            'A prática é simples: repare no que você sente nessas áreas e pergunte a si se aquilo é mesmo seu.',
          )
        : paragrafos('Os seus nove centros são todos definidos, o que é muito raro.', 'A sua energia é muito constante e menos sensível ao condicionamento dos outros; o aprendizado está em entender o quanto as suas energias fixas agem sobre as pessoas ao redor.');
  }
}
