/**
 * O relatório de numerologia em português do Brasil, tratando o leitor por você. Um tema é um
 * grupo nominal com artigo, lido depois de «para» ou como objeto direto; nenhum molde o coloca
 * depois de «a», «de» ou «em», que se contrairiam com o artigo (ao, do, no).
 */
import type { NumerologyWords } from './types';

export const pt: NumerologyWords = {
  themes: {
    1: 'a independência, a iniciativa e a liderança',
    2: 'a cooperação, o tato e a vida a dois',
    3: 'a expressão, a criatividade e a alegria',
    4: 'a ordem, o trabalho constante e a estabilidade',
    5: 'a liberdade, a mudança e a experiência',
    6: 'o cuidado com os outros, a responsabilidade e a harmonia',
    7: 'a reflexão, a intuição e a verdade',
    8: 'a realização, a autoridade e o domínio material',
    9: 'a compaixão, a generosidade e a conclusão de ciclos',
    11: 'a intuição, a inspiração e a visão',
    22: 'as grandes obras e a visão prática',
    33: 'a dedicação, o ensino e a cura',
  },
  lifePath: (t) => `O seu caminho de vida se volta para ${t}.`,
  expression: (t) => `O seu nome completo de nascimento revela talento para ${t}.`,
  soulUrge: (t) => `No fundo, o seu coração se inclina para ${t}.`,
  personality: (t) => `O que os outros percebem primeiro em você é uma inclinação para ${t}.`,
  birthday: (t) => `O dia do mês em que você nasceu acrescenta um dom para ${t}.`,
  maturity: (t) => `Com os anos, a sua vida converge para ${t}.`,
  hiddenPassion: (t) => `O valor que o seu nome mais repete revela um impulso para ${t}.`,
  currentName: (t) => `O nome que você usa hoje orienta o seu jeito de agir para ${t}.`,
  pinnacle: (t) => `Uma fase que recompensa ${t}.`,
  challenges: {
    0: 'O desafio da escolha: nenhuma lição se impõe; você encontra todas e escolhe quais trabalhar.',
    1: 'Aprender a se afirmar sem deixar os outros de lado.',
    2: 'Aprender a não levar tudo para o lado pessoal e a valorizar as suas necessidades tanto quanto a harmonia.',
    3: 'Aprender a dizer o que sente em vez de se dispersar ou se esconder atrás do charme.',
    4: 'Aprender a ter paciência com a rotina e o método, e a terminar o que constrói.',
    5: 'Aprender a usar bem a liberdade em vez de fugir de todo compromisso.',
    6: 'Aprender a cuidar sem controlar e a aceitar a imperfeição, inclusive a sua.',
    7: 'Aprender a confiar nos outros e na vida, não só na sua própria análise.',
    8: 'Aprender uma relação saudável com o dinheiro e o poder, sem persegui-los nem temê-los.',
  },
  karmicDebt: {
    13: 'Dívida cármica 13: antes o esforço foi evitado; aqui, é o trabalho paciente e constante que dá frutos.',
    14: 'Dívida cármica 14: antes a liberdade foi mal usada; aqui, a moderação e o compromisso libertam você.',
    16: 'Dívida cármica 16: antes o orgulho caiu; aqui, a humildade e um autoconhecimento honesto reconstroem o essencial.',
    19: 'Dívida cármica 19: antes o poder foi exercido sozinho; aqui, a independência cresce quando você aceita ajuda.',
  },
  karmicLessons: {
    1: 'Falta o 1: aprender a contar consigo e a dar o primeiro passo.',
    2: 'Falta o 2: aprender a paciência, o tato e a atenção aos outros.',
    3: 'Falta o 3: aprender a se expressar e a ter prazer nisso.',
    4: 'Falta o 4: aprender a ordem, o método e a perseverança.',
    5: 'Falta o 5: aprender a acolher a mudança e o novo.',
    6: 'Falta o 6: aprender a responsabilidade com o lar e com quem está perto.',
    7: 'Falta o 7: aprender a olhar para dentro e a confiar no que encontra.',
    8: 'Falta o 8: aprender a lidar com o dinheiro, o poder e a sua própria autoridade.',
    9: 'Falta o 9: aprender a tolerância e um olhar mais amplo sobre o mundo.',
  },
  personalYear: (t) => `Um ano que convida a cultivar ${t}.`,
  personalMonth: (t) => `Um mês que convida a cultivar ${t}.`,
  personalDay: (t) => `Um dia que convida a cultivar ${t}.`,
  loShu: {
    mental: { name: 'Plano mental (4-9-2)', complete: 'Os três algarismos da mente: boa memória e pensamento claro.', missing: 'Nenhum algarismo da mente: você aprende mais pela prática do que pela teoria.' },
    emotional: { name: 'Plano emocional (3-5-7)', complete: 'Os três algarismos do sentimento: equilíbrio e sensibilidade emocional.', missing: 'Nenhum algarismo do sentimento: expressar emoções custa e pede paciência.' },
    practical: { name: 'Plano prático (8-1-6)', complete: 'Os três algarismos práticos: habilidade com as mãos, o dinheiro e as coisas concretas.', missing: 'Nenhum algarismo prático: as questões materiais pedem organização e ajuda.' },
    thought: { name: 'Plano do pensamento (4-3-8)', complete: 'A linha do planejamento: as ideias viram planos sólidos.', missing: 'Nenhum algarismo do planejamento: vale anotar os seus planos e revisá-los.' },
    will: { name: 'Plano da vontade (9-5-1)', complete: 'A linha da vontade: uma determinação que leva as coisas até o fim.', missing: 'Nenhum algarismo da vontade: as metas se alcançam passo a passo, não à força.' },
    action: { name: 'Plano da ação (2-7-6)', complete: 'A linha da ação: as ideias viram atos.', missing: 'Nenhum algarismo da ação: o mais difícil é começar, então comece pequeno.' },
    success: { name: 'Linha do sucesso (4-5-6)', complete: 'A linha do sucesso: o esforço se transforma em reconhecimento.', missing: 'Nenhum algarismo do sucesso: o reconhecimento chega tarde e pela persistência.' },
    property: { name: 'Linha dos bens (2-5-8)', complete: 'A linha dos bens: talento para construir segurança material.', missing: 'Nenhum algarismo dos bens: a segurança se constrói poupando e com cuidado.' },
  },
};
