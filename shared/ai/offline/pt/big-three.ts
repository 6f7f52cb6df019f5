/**
 * A calculadora dos três pilares (Sol, Lua e Ascendente) em português do Brasil: palavras-chave e
 * descrição de cada signo em cada papel. Palavras-chave em substantivos (um adjetivo concordaria com
 * o leitor, cujo gênero não se conhece), sempre tratando o leitor por você.
 */
import type { BigThreeProse } from '../pack-types';

export const BIG_THREE: BigThreeProse = {
  aries: {
    sun: { keywords: 'iniciativa, coragem, franqueza, impulso', description: 'A sua essência desperta quando você começa alguma coisa. Você aprende fazendo, prefere um desafio claro a um consenso demorado, e o seu senso de propósito cresce quando segue o próprio impulso e assume o resultado.' },
    moon: { keywords: 'emoções rápidas, independência, sinceridade, impaciência', description: 'As emoções chegam depressa e vão embora depressa. A calma volta quando você pode se mexer, decidir e falar na hora, ao lado de gente que não leva um rompante para o lado pessoal.' },
    rising: { keywords: 'ousadia, energia, franqueza, espírito competitivo', description: 'As pessoas conhecem você já em movimento: olhar direto, passo rápido, pouca conversa fiada. Você encara as situações novas de frente, e muitas vezes os outros esperam que o primeiro passo seja seu.' },
  },
  taurus: {
    sun: { keywords: 'constância, paciência, sensualidade, lealdade', description: 'Você constrói a vida como quem prepara a terra para plantar: devagar, de propósito, para durar. Conforto, beleza e confiabilidade importam, e quando você se compromete com uma pessoa ou um projeto, segura firme com uma persistência rara.' },
    moon: { keywords: 'segurança, conforto, calma, estabilidade', description: 'Você precisa de um chão emocional que não balance. Uma boa refeição, lugares conhecidos, o calor do abraço e uma rotina previsível recarregam as suas energias, e o seu afeto aparece em gestos concretos.' },
    rising: { keywords: 'calma, solidez, suavidade, ritmo próprio', description: 'A primeira impressão que você passa é de calma e solidez. Você observa antes de agir, escolhe o conforto e a qualidade, e a sua presença tranquiliza quem está por perto.' },
  },
  gemini: {
    sun: { keywords: 'curiosidade, inteligência, versatilidade, comunicação', description: 'Ideias, conversas e variedade são o seu alimento. A sua mente liga as coisas num instante, você gosta de aprender um pouco de tudo e encontra o seu caminho fazendo perguntas e mantendo várias portas abertas.' },
    moon: { keywords: 'necessidade de conversar, estímulo, leveza, mudança', description: 'Você atravessa as emoções dando nome a elas e falando sobre elas. O tédio abala mais do que o conflito, e uma boa troca de ideias ou uma notícia nova pode virar o seu humor em poucos minutos.' },
    rising: { keywords: 'vivacidade, humor, sociabilidade, movimento', description: 'Quem conhece você encontra uma vivacidade curiosa por tudo: você pergunta, faz conexões e põe o ambiente para circular. Os primeiros minutos ao seu lado costumam ter gosto de conversa animada.' },
  },
  cancer: {
    sun: { keywords: 'cuidado, proteção, memória, intuição', description: 'A sua identidade se forma em torno de quem você ama e dos lugares onde se sente em casa. Você protege, alimenta e guarda lembranças, e o seu propósito ganha forma quando cria um abrigo para os outros e para si.' },
    moon: { keywords: 'pertencimento, ternura, sensibilidade, fidelidade', description: 'As suas emoções são fundas e mudam como as marés. A casa, as pessoas próximas e os rituais de sempre trazem paz, e você precisa sentir que o seu lugar está guardado.' },
    rising: { keywords: 'delicadeza, reserva, acolhimento, prudência', description: 'De início, você transmite delicadeza e uma certa reserva, e sente o clima antes de se abrir. Logo os outros percebem que podem contar com o seu acolhimento.' },
  },
  leo: {
    sun: { keywords: 'generosidade, criatividade, orgulho, calor humano', description: 'Você brilha quando pode criar, brincar e dar de coração. Gosta que reparem no que você faz de melhor, e a sua generosidade aquece todo mundo ao redor.' },
    moon: { keywords: 'necessidade de carinho, expressão, lealdade, dramaticidade', description: 'Você se sente em segurança quando recebe apreço e pode mostrar o que sente sem se esconder. Um elogio sincero, um momento de festa ou um gesto de carinho aquecem o seu coração de verdade.' },
    rising: { keywords: 'presença, carisma, confiança, estilo', description: 'Quando você entra, o ambiente percebe. Você chega com calor e um senso natural de cena, e os outros costumam procurar em você a confiança e o ânimo do grupo.' },
  },
  virgo: {
    sun: { keywords: 'precisão, utilidade, discernimento, dedicação', description: 'Você encontra sentido em melhorar as coisas, uma de cada vez. O seu olho pega o detalhe que escapa aos outros, e o seu valor aparece no trabalho bem-feito e na ajuda concreta que você oferece.' },
    moon: { keywords: 'ordem, rotina, cuidado prático, análise', description: 'A calma vem quando há ordem por perto e um plano na mão. Você cuida dos outros resolvendo problemas reais, e uma lista cumprida ou uma gaveta arrumada acalma mais do que muita conversa.' },
    rising: { keywords: 'discrição, atenção, modéstia, eficiência', description: 'A primeira impressão é de discrição e atenção: você repara em tudo e fala com precisão. As pessoas logo confiam na sua capacidade de pôr as coisas em ordem.' },
  },
  libra: {
    sun: { keywords: 'equilíbrio, diplomacia, elegância, parceria', description: 'Você se encontra na relação com os outros. Busca justiça, beleza e acordos que respeitem todos os lados, e o seu propósito cresce quando cria harmonia sem abrir mão da própria voz.' },
    moon: { keywords: 'harmonia, companhia, gentileza, necessidade de paz', description: 'Brigas e ambientes pesados tiram o seu sossego. Você se acalma num lugar bonito, em boa companhia, e quando sente que as coisas estão sendo tratadas com justiça.' },
    rising: { keywords: 'charme, cortesia, tato, senso estético', description: 'Você chega com simpatia e bons modos, e sabe deixar as pessoas à vontade. O seu jeito de ouvir e de mediar faz com que os outros procurem a sua opinião.' },
  },
  scorpio: {
    sun: { keywords: 'intensidade, profundidade, determinação, transformação', description: 'Você vive com intensidade e não se contenta com a superfície. Quer a verdade das pessoas e das situações, e o seu propósito se afirma nas fases de crise, quando você se transforma e renasce mais forte.' },
    moon: { keywords: 'emoções profundas, lealdade, reserva, confiança', description: 'Por dentro, as emoções são fortes e guardadas com cuidado. Você só se abre para quem provou merecer, e a lealdade recebida vale mais do que qualquer promessa.' },
    rising: { keywords: 'magnetismo, mistério, olhar atento, autocontrole', description: 'A sua presença tem algo de magnético e reservado. Você lê o ambiente em silêncio antes de se mostrar, e as pessoas sentem que nada escapa ao seu olhar.' },
  },
  sagittarius: {
    sun: { keywords: 'otimismo, liberdade, aventura, busca de sentido', description: 'Você precisa de horizonte. Viagens, estudos e grandes perguntas dão combustível à sua vida, e você cresce quando segue aquilo em que acredita e compartilha o que aprendeu pelo caminho.' },
    moon: { keywords: 'entusiasmo, independência, bom humor, inquietação', description: 'O seu humor melhora com espaço, movimento e uma boa risada. Você se sente bem quando há um plano pela frente, e passar muito tempo na mesma rotina deixa o coração inquieto.' },
    rising: { keywords: 'espontaneidade, franqueza, alegria, abertura', description: 'Você chega com bom humor e franqueza, com disposição para a conversa e para a aventura. Os outros sentem na sua companhia uma abertura contagiante para o novo.' },
  },
  capricorn: {
    sun: { keywords: 'ambição, responsabilidade, disciplina, persistência', description: 'Você constrói o seu caminho degrau por degrau. Assume responsabilidades cedo, pensa no longo prazo, e o seu propósito se confirma em cada meta alcançada com esforço e integridade.' },
    moon: { keywords: 'autocontrole, segurança, dever, reserva', description: 'Você guarda as emoções para si e se sente em paz quando tem as coisas sob controle. O carinho aparece em forma de compromisso cumprido, e estrutura e previsibilidade trazem conforto.' },
    rising: { keywords: 'seriedade, competência, reserva, autoridade', description: 'A primeira impressão é de seriedade e competência. Você se apresenta com sobriedade, e as pessoas tendem a confiar na sua palavra e a lhe passar responsabilidades.' },
  },
  aquarius: {
    sun: { keywords: 'originalidade, independência, ideal coletivo, inovação', description: 'Você pensa à frente do seu tempo e não gosta de caminhos prontos. Encontra o seu propósito nas ideias novas e nas causas coletivas, desde que possa continuar sendo do seu jeito.' },
    moon: { keywords: 'liberdade, distância emocional, amizade, racionalidade', description: 'Você lida com as emoções pensando sobre elas, e precisa de espaço para respirar. A amizade e o respeito à sua independência contam mais do que demonstrações intensas de afeto.' },
    rising: { keywords: 'originalidade, simpatia, irreverência, curiosidade', description: 'Você se apresenta de um jeito próprio, às vezes inesperado. Trata todo mundo com simpatia sem se prender a ninguém, e os outros notam logo a sua originalidade.' },
  },
  pisces: {
    sun: { keywords: 'compaixão, imaginação, sensibilidade, espiritualidade', description: 'Você sente o mundo por inteiro e tem facilidade para se colocar no lugar do outro. A arte, o sonho e a fé alimentam a sua vida, e o seu propósito floresce quando a sua imaginação ganha forma.' },
    moon: { keywords: 'empatia, intuição, delicadeza, necessidade de refúgio', description: 'Você absorve o clima das pessoas e dos lugares como uma esponja. Música, silêncio e momentos de sonho ajudam a recuperar o próprio centro, e a compaixão é a sua forma natural de amar.' },
    rising: { keywords: 'suavidade, receptividade, mistério, encanto', description: 'Você chega com suavidade, quase sem fazer barulho, e as pessoas se sentem compreendidas na sua presença. Há algo de sonhador no seu jeito que desperta confiança.' },
  },
};
