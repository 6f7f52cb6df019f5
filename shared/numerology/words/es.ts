/**
 * El informe de numerología en español (variedad neutra latinoamericana, con tuteo). Un tema es un
 * grupo nominal con su artículo, leído después de «para», «hacia» o como complemento directo;
 * ningún marco lo pone tras «a» o «de», que se contraerían con el artículo (al, del).
 */
import type { NumerologyWords } from './types';

export const es: NumerologyWords = {
  themes: {
    1: 'la independencia, la iniciativa y el liderazgo',
    2: 'la cooperación, el tacto y la vida en pareja',
    3: 'la expresión, la creatividad y la alegría',
    4: 'el orden, el trabajo constante y la estabilidad',
    5: 'la libertad, el cambio y la experiencia',
    6: 'el cuidado de los demás, la responsabilidad y la armonía',
    7: 'la reflexión, la intuición y la verdad',
    8: 'el logro, la autoridad y el dominio de lo material',
    9: 'la compasión, la generosidad y la culminación',
    11: 'la intuición, la inspiración y la visión',
    22: 'las grandes obras y la visión práctica',
    33: 'la entrega, la enseñanza y la sanación',
  },
  lifePath: (t) => `Tu camino de vida se orienta hacia ${t}.`,
  expression: (t) => `Tu nombre completo de nacimiento revela talento para ${t}.`,
  soulUrge: (t) => `En el fondo, tu corazón se inclina hacia ${t}.`,
  personality: (t) => `Lo primero que los demás perciben en ti es una inclinación por ${t}.`,
  birthday: (t) => `El día del mes en que naciste suma un don para ${t}.`,
  maturity: (t) => `Con los años, tu vida converge hacia ${t}.`,
  hiddenPassion: (t) => `El valor que más se repite en tu nombre delata un impulso hacia ${t}.`,
  currentName: (t) => `El nombre que usas hoy orienta tu forma de actuar hacia ${t}.`,
  pinnacle: (t) => `Una etapa que premia ${t}.`,
  challenges: {
    0: 'El desafío de la elección: ninguna lección se impone; te encuentras con todas y eliges cuáles trabajar.',
    1: 'Aprender a afirmarte sin hacer a un lado a los demás.',
    2: 'Aprender a no tomarte todo a pecho y a valorar tus necesidades tanto como la armonía.',
    3: 'Aprender a decir lo que sientes en lugar de dispersarte o esconderte detrás del encanto.',
    4: 'Aprender a tener paciencia con la rutina y el método, y a terminar lo que construyes.',
    5: 'Aprender a usar bien la libertad en lugar de huir de todo compromiso.',
    6: 'Aprender a cuidar sin controlar y a aceptar la imperfección, también la tuya.',
    7: 'Aprender a confiar en los demás y en la vida, no solo en tu propio análisis.',
    8: 'Aprender una relación sana con el dinero y el poder, sin perseguirlos ni temerles.',
  },
  karmicDebt: {
    13: 'Deuda kármica 13: antes se evitó el esfuerzo; aquí, el trabajo paciente y constante es lo que da frutos.',
    14: 'Deuda kármica 14: antes se abusó de la libertad; aquí, la moderación y el compromiso te hacen libre.',
    16: 'Deuda kármica 16: antes cayó el orgullo; aquí, la humildad y un autoconocimiento honesto reconstruyen lo esencial.',
    19: 'Deuda kármica 19: antes el poder se ejerció en soledad; aquí, la independencia crece cuando aceptas ayuda.',
  },
  karmicLessons: {
    1: 'Falta el 1: aprender a confiar en ti y a dar el primer paso.',
    2: 'Falta el 2: aprender la paciencia, el tacto y la atención a los demás.',
    3: 'Falta el 3: aprender a expresarte y a disfrutarlo.',
    4: 'Falta el 4: aprender el orden, el método y la perseverancia.',
    5: 'Falta el 5: aprender a recibir el cambio y lo nuevo.',
    6: 'Falta el 6: aprender la responsabilidad hacia el hogar y los tuyos.',
    7: 'Falta el 7: aprender a mirar hacia dentro y a confiar en lo que encuentras.',
    8: 'Falta el 8: aprender a manejar el dinero, el poder y tu propia autoridad.',
    9: 'Falta el 9: aprender la tolerancia y una mirada más amplia sobre el mundo.',
  },
  personalYear: (t) => `Un año que invita a cultivar ${t}.`,
  personalMonth: (t) => `Un mes que invita a cultivar ${t}.`,
  personalDay: (t) => `Un día que invita a cultivar ${t}.`,
  loShu: {
    mental: { name: 'Plano mental (4-9-2)', complete: 'Las tres cifras de la mente: buena memoria y pensamiento claro.', missing: 'Ninguna cifra de la mente: aprendes más con la práctica que con la teoría.' },
    emotional: { name: 'Plano emocional (3-5-7)', complete: 'Las tres cifras del sentimiento: equilibrio y sensibilidad emocional.', missing: 'Ninguna cifra del sentimiento: expresar las emociones cuesta y pide paciencia.' },
    practical: { name: 'Plano práctico (8-1-6)', complete: 'Las tres cifras prácticas: habilidad con las manos, el dinero y lo concreto.', missing: 'Ninguna cifra práctica: lo material pide organización y ayuda.' },
    thought: { name: 'Plano del pensamiento (4-3-8)', complete: 'La línea de la planificación: las ideas se vuelven planes sólidos.', missing: 'Ninguna cifra de la planificación: conviene escribir tus planes y revisarlos.' },
    will: { name: 'Plano de la voluntad (9-5-1)', complete: 'La línea de la voluntad: una determinación que lleva las cosas a término.', missing: 'Ninguna cifra de la voluntad: las metas se alcanzan paso a paso, no a la fuerza.' },
    action: { name: 'Plano de la acción (2-7-6)', complete: 'La línea de la acción: las ideas se convierten en hechos.', missing: 'Ninguna cifra de la acción: lo más difícil es empezar, así que empieza por poco.' },
    success: { name: 'Línea del éxito (4-5-6)', complete: 'La línea del éxito: el esfuerzo se convierte en reconocimiento.', missing: 'Ninguna cifra del éxito: el reconocimiento llega tarde y gracias a la constancia.' },
    property: { name: 'Línea de los bienes (2-5-8)', complete: 'La línea de los bienes: talento para construir seguridad material.', missing: 'Ninguna cifra de los bienes: la seguridad se construye ahorrando y con cuidado.' },
  },
};
