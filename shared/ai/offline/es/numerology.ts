/**
 * La numerología en español: la sección del blueprint (camino de vida, número de expresión,
 * número del alma) y la prosa de la calculadora del camino de vida y de los ciclos personales.
 * Escrita para lectores hispanohablantes, con tuteo y sin adjetivos que concuerden con quien lee
 * (género desconocido).
 */
import type { BlueprintFacts } from '../../facts';
import type { LifePathProse, PersonalCycleProse } from '../pack-types';

const parrafos = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

interface Numero {
  /** Lo que pone en juego el número, tras «el número de» o «el gusto por»: sustantivos sin artículo. */
  palabras: string;
  leccion: string;
  dones: string;
  reto: string;
}

const NUMEROS: Record<number, Numero> = {
  1: {
    palabras: 'independencia, iniciativa y liderazgo',
    leccion: 'Es el camino de quien abre camino. Tu lección es confiar en tu propio criterio y trazar tu ruta, poniendo en marcha lo que antes no existía.',
    dones: 'Aportas originalidad, arrojo y esa energía que convierte una idea en el primer paso.',
    reto: 'Tu terreno de crecimiento: liderar sin aislarte y aceptar ayuda sin verla como una debilidad.',
  },
  2: {
    palabras: 'cooperación, sensibilidad y asociación',
    leccion: 'Es el camino de quien tiende puentes. Tu lección es reconocer el valor de tu influencia discreta: los lazos que tejes y el equilibrio que aportas.',
    dones: 'Aportas tacto, paciencia y una percepción fina de lo que los demás sienten y esperan.',
    reto: 'Tu terreno de crecimiento: conservar tu propia voz en una relación en lugar de diluirte en los deseos ajenos.',
  },
  3: {
    palabras: 'expresión, creatividad y alegría',
    leccion: 'Es el camino de quien comunica. Tu lección es dejar que tu creatividad y tus palabras circulen por el mundo con ligereza y generosidad.',
    dones: 'Aportas imaginación, humor y el talento de inspirar con la palabra, con el arte o con tu simple presencia.',
    reto: 'Tu terreno de crecimiento: concentrar tus muchos talentos el tiempo suficiente para que maduren, y compartir tus sentimientos profundos tanto como tus momentos luminosos.',
  },
  4: {
    palabras: 'estabilidad, trabajo y estructura',
    leccion: 'Es el camino de quien construye. Tu lección es levantar, paso a paso, cimientos sólidos en los que otros puedan apoyarse.',
    dones: 'Aportas perseverancia, orden y el talento de volver concretos los proyectos.',
    reto: 'Tu terreno de crecimiento: mantener la flexibilidad cuando cambian los planes y recordar que el descanso también forma parte de la obra.',
  },
  5: {
    palabras: 'libertad, cambio y experiencia',
    leccion: 'Es el camino de quien explora. Tu lección es usar bien tu libertad: aprender de la variedad y del cambio en lugar de limitarte a perseguirlos.',
    dones: 'Aportas flexibilidad, curiosidad y un verdadero talento para acercarte a todo tipo de personas.',
    reto: 'Tu terreno de crecimiento: elegir compromisos que te dejen respirar y quedarte en algo el tiempo suficiente para dominarlo.',
  },
  6: {
    palabras: 'cuidado de los demás, responsabilidad y armonía',
    leccion: 'Es el camino de quien protege. Tu lección es querer y sostener a los demás desde un depósito lleno, no desde uno vacío.',
    dones: 'Aportas calidez, sentido de la belleza y el don de crear hogares y comunidades donde cada cual se siente acompañado.',
    reto: 'Tu terreno de crecimiento: cuidar sin controlar y permitir que cada persona, también tú, tenga sus imperfecciones.',
  },
  7: {
    palabras: 'reflexión, intuición y verdad',
    leccion: 'Es el camino de quien busca. Tu lección es confiar en tu saber interior sin dejar de estudiar y de hacerte preguntas.',
    dones: 'Aportas profundidad, espíritu analítico y una intuición que ve más allá de las apariencias.',
    reto: 'Tu terreno de crecimiento: dejar entrar a los demás y encontrar el equilibrio entre la soledad y el vínculo.',
  },
  8: {
    palabras: 'éxito, autoridad y abundancia',
    leccion: 'Es el camino de quien dirige. Tu lección es manejar el poder y la vida material con integridad y mesura.',
    dones: 'Aportas visión, una gran capacidad de organización y la fuerza para levantarte después de un revés.',
    reto: 'Tu terreno de crecimiento: medir el éxito por algo más que los resultados y hacer sitio a las relaciones y al descanso.',
  },
  9: {
    palabras: 'compasión, plenitud y servicio',
    leccion: 'Es el camino de quien sirve a la humanidad. Tu lección es dar con el corazón abierto y soltar con elegancia cuando un capítulo termina.',
    dones: 'Aportas ideales, tolerancia y un espíritu creativo y generoso.',
    reto: 'Tu terreno de crecimiento: atender también tus propias necesidades y liberar el pasado en lugar de cargar con él.',
  },
  11: {
    palabras: 'intuición, inspiración y despertar',
    leccion: 'Es un número maestro, el de quien inspira. Lleva la sensibilidad del 2 a una intensidad mayor; tu lección es confiar en tu intuición y compartir lo que te muestra.',
    dones: 'Aportas visión, sensibilidad espiritual y la capacidad de elevar a los demás con solo ser quien eres.',
    reto: 'Tu terreno de crecimiento: anclar esa gran sensibilidad en hábitos cotidianos, para que la tensión nerviosa se convierta en inspiración.',
  },
  22: {
    palabras: 'visión, maestría y grandes obras',
    leccion: 'Es un número maestro, el del maestro constructor. Une el sentido práctico del 4 a una visión de gran alcance; tu lección es convertir ideales en estructuras duraderas.',
    dones: 'Reúnes una mezcla poco común: soñar a lo grande y trabajar con método.',
    reto: 'Tu terreno de crecimiento: recibir con paciencia la presión de tu propio potencial, una etapa realista tras otra.',
  },
  33: {
    palabras: 'compasión, enseñanza y presencia sanadora',
    leccion: 'Es un número maestro, el del maestro que enseña. Ahonda la bondad del 6; tu lección es servir con amor sin perder unos límites sanos.',
    dones: 'Aportas compasión, creatividad y una presencia alentadora que ayuda a los demás a crecer.',
    reto: 'Tu terreno de crecimiento: no cargar con los fardos de todo el mundo y dejar que el servicio siga siendo una alegría y no un peso.',
  },
};

const GUSTO_PROPIO = 'un matiz muy tuyo';
/** «independencia, iniciativa…» se convierte en «un toque de independencia, iniciativa…». */
const gusto = (n: number): string => (NUMEROS[n] ? `un toque de ${NUMEROS[n].palabras}` : GUSTO_PROPIO);

export function numerologySection(facts: BlueprintFacts): string {
  const n = facts.numerology;
  if (!n) return '';
  const t = NUMEROS[n.lifePathNumber];
  const extra: string[] = [];
  if (n.expressionNumber !== undefined) extra.push(`Tu número de expresión, el ${n.expressionNumber}, añade ${gusto(n.expressionNumber)} a tu manera de recorrerlo`);
  if (n.soulUrgeNumber !== undefined) extra.push(`tu número del alma, el ${n.soulUrgeNumber}, revela un anhelo de fondo: ${gusto(n.soulUrgeNumber).replace(/^un toque de /, '')}`);
  return parrafos(
    `Tu camino de vida es el ${n.lifePathNumber}, número de ${t ? t.palabras : GUSTO_PROPIO}. ${t?.leccion ?? ''}`.trim(),
    t ? `${t.dones} ${t.reto}` : undefined,
    extra.length ? `${extra.join(', mientras que ')}.` : 'El camino de vida describe una dirección de crecimiento, no un destino cerrado: eres tú quien decide cómo recorrerlo.',
  );
}

/** La prosa de la calculadora del camino de vida (su nombre y sus palabras clave vienen de las tablas de etiquetas). */
export const LIFE_PATH_PROSE: Readonly<Record<number, LifePathProse>> = {
  1: {
    description:
      'El camino de vida 1 te enseña a sostenerte por tu cuenta. Avanzas cuando pones proyectos en marcha, eliges una dirección antes que los demás y asumes adónde te lleva. Creces al fiarte de tu criterio sin olvidar que liderar también es llevar a otros contigo.',
    strengths: ['Motivación propia y capacidad de decisión', 'Pensamiento original', 'El valor de ir por delante', 'Voluntad y energía'],
    challenges: ['Impaciencia con quien va más despacio', 'Dificultad para pedir ayuda', 'Terquedad', 'Tendencia a cargar con todo sin apoyo'],
  },
  2: {
    description:
      'El camino de vida 2 habla de trabajar con otras personas. Captas lo que la gente siente y necesita, y das lo mejor de ti cuando ayudas a dos partes a encontrarse. Creces cuando das a tus propias necesidades el mismo valor que a la armonía y hablas antes de que se instale el rencor.',
    strengths: ['Tacto y diplomacia', 'Gran empatía', 'Paciencia con los detalles', 'Lealtad en la pareja y en las alianzas'],
    challenges: ['Evitar el conflicto a cualquier precio', 'Sensibilidad excesiva a la crítica', 'Indecisión', 'Perderse en los demás'],
  },
  3: {
    description:
      'El camino de vida 3 te invita a expresar lo que llevas dentro, con palabras, con arte o jugando. Sabes caldear el ambiente de una sala y convertir cada experiencia en una historia. Creces cuando das a tus talentos disciplina y profundidad en lugar de repartirlos en demasiados comienzos.',
    strengths: ['Talento para contar historias', 'Imaginación creativa', 'Optimismo contagioso', 'Soltura con la gente'],
    challenges: ['Energía dispersa', 'Esquivar los sentimientos difíciles', 'Sensibilidad a la falta de atención', 'Proyectos a medio terminar'],
  },
  4: {
    description:
      'El camino de vida 4 consiste en construir algo que dure. Constancia, sentido práctico y gusto por el trabajo bien hecho, paso a paso: esa es tu manera. Creces cuando dejas que la estructura te sirva en lugar de encerrarte y aceptas el cambio como parte de cualquier proyecto sólido.',
    strengths: ['Fiabilidad y dedicación al trabajo', 'Soluciones concretas', 'Gran sentido del orden', 'Perseverancia'],
    challenges: ['Rigidez', 'Resistencia al cambio', 'Exceso de trabajo', 'Demasiada exigencia contigo y con los demás'],
  },
  5: {
    description:
      'El camino de vida 5 trata de libertad y de experiencia. Aprendes a través de la variedad, los viajes, los encuentros y los sentidos, y te adaptas rápido cuando cambian los planes. Creces cuando encuentras compromisos que se parecen más a una elección que a una jaula.',
    strengths: ['Capacidad de adaptación y recursos', 'Curiosidad por todo', 'Chispa y poder de persuasión', 'Aprendizaje rápido'],
    challenges: ['Inquietud', 'Huir del compromiso', 'Excesos e impulsividad', 'Aburrimiento ante la rutina'],
  },
  6: {
    description:
      'El camino de vida 6 habla de un amor que se expresa a través de la responsabilidad. Cuidas de tu familia, de tus amistades y de tu entorno, y te sientes en casa cuando la gente que te rodea está bien. Creces cuando cuidas sin controlar y te incluyes en el círculo del que te ocupas.',
    strengths: ['Calidez y protección', 'Sentido del deber', 'Buen ojo para la belleza y el equilibrio', 'Un apoyo con el que se puede contar'],
    challenges: ['Perfeccionismo', 'Entrometerse en la vida ajena', 'Entrega hasta el agotamiento', 'Preocupación constante'],
  },
  7: {
    description:
      'El camino de vida 7 es la búsqueda de lo que es verdad bajo la superficie. Necesitas momentos de soledad para pensar, estudiar y meditar, y tus intuiciones suelen nacer de una observación silenciosa. Creces cuando confías lo bastante en los demás para compartir lo que descubres.',
    strengths: ['Mente profunda y analítica', 'Intuición alimentada por el estudio', 'Independencia de pensamiento', 'Calma bajo presión'],
    challenges: ['Aislamiento', 'Desconfianza', 'Frialdad ante las heridas', 'Tendencia a darle demasiadas vueltas a todo'],
  },
  8: {
    description:
      'El camino de vida 8 habla del poder bien empleado: el dinero, la organización, la influencia. Piensas en objetivos y resultados, y sabes cargar con grandes responsabilidades. Creces cuando equilibras el éxito material con integridad, generosidad y tiempo para las personas con quienes trabajas.',
    strengths: ['Dotes de mando', 'Capacidad para recuperarse', 'Buen juicio en la gestión de recursos', 'Aplomo'],
    challenges: ['Adicción al trabajo', 'Necesidad de control', 'Medir la propia valía por el estatus', 'Impaciencia ante la debilidad'],
  },
  9: {
    description:
      'El camino de vida 9 te invita a servir a algo más grande que tú. Con la mente abierta y sensibilidad para las necesidades del mundo, atraviesas a menudo muchos finales y otros tantos comienzos. Creces cuando sueltas con elegancia y das sin esperar nada a cambio.',
    strengths: ['Compasión y tolerancia', 'Dones creativos y artísticos', 'Una visión amplia de la vida', 'Generosidad'],
    challenges: ['Dificultad para soltar', 'Espíritu de sacrificio', 'Desengaño cuando el ideal no se cumple', 'Descuidar las propias necesidades'],
  },
  11: {
    description:
      'El número maestro 11 lleva la cooperación del 2 con una carga más intensa. Percibes las ideas y los estados de ánimo antes de que nadie los diga, y puedes inspirar a los demás enseñándoles un atisbo de lo posible. Creces cuando anclas esa sensibilidad para que la tensión nerviosa se convierta en una brújula.',
    strengths: ['Intuición poderosa', 'Presencia inspiradora', 'Comprensión espiritual y artística', 'Empatía'],
    challenges: ['Tensión nerviosa', 'Dudas sobre tu propio valor', 'Dejarse desbordar por los demás', 'Sueños poco realistas'],
  },
  22: {
    description:
      'El número maestro 22 une la visión del 11 al método del 4. Puedes convertir grandes ideas en estructuras reales al servicio de mucha gente. Creces cuando aceptas la magnitud de tu potencial sin dejar que te aplaste la presión que trae consigo.',
    strengths: ['Convertir una visión en un plan', 'Organizar personas y recursos', 'Disciplina y paciencia', 'Pensamiento a largo plazo'],
    challenges: ['La presión de unas expectativas altas', 'Querer controlar cada detalle', 'Miedo al fracaso', 'Agotamiento'],
  },
  33: {
    description:
      'El número maestro 33 eleva la bondad del 6 a vocación. Enseñas con el ejemplo y ayudas a otros a crecer, a menudo a través de un trabajo creativo o de cuidado. Creces cuando sirves desde tu fuerza en lugar de sacrificarte.',
    strengths: ['Bondad sin condiciones', 'Don para enseñar y animar', 'Expresión creativa', 'Sentido de la responsabilidad'],
    challenges: ['Cargar con los fardos ajenos', 'Perfeccionismo', 'Dejarse siempre para el final', 'Tomarse la crítica demasiado a pecho'],
  },
};

/** Los ciclos personales (año, mes y día) del 1 al 9. */
export const PERSONAL_CYCLES: Readonly<Record<number, PersonalCycleProse>> = {
  1: {
    year: 'Un año de comienzos: pon proyectos en marcha, toma la iniciativa y marca el rumbo de los nueve años que vienen.',
    month: 'Un mes para empezar algo y seguir tus propias ideas.',
    day: 'Un día para arrancar, decidir y tomar la delantera.',
  },
  2: {
    year: 'Un año de paciencia y de alianzas: deja que los proyectos maduren despacio, colabora y cuida tus relaciones.',
    month: 'Un mes de cooperación, de escucha y de pasos pequeños y prudentes.',
    day: 'Un día de diplomacia, de trabajo en equipo y de atención discreta a los detalles.',
  },
  3: {
    year: 'Un año de expresión y de vida social: crea, comunica y disfruta de la gente que te rodea.',
    month: 'Un mes para expresarte, salir y crear.',
    day: 'Un día de conversación, de creatividad y de ligereza.',
  },
  4: {
    year: 'Un año de trabajo y de cimientos: organízate, construye con regularidad y atiende tanto la salud como los asuntos prácticos.',
    month: 'Un mes de trabajo constante, de planificación y de orden.',
    day: 'Un día para organizarte y cerrar las tareas prácticas.',
  },
  5: {
    year: 'Un año de cambio y de libertad: cuenta con movimiento, experiencias nuevas y ganas de variedad.',
    month: 'Un mes de cambios, de viajes y de puertas que se abren sin avisar.',
    day: 'Un día de flexibilidad, de variedad y de novedades por probar.',
  },
  6: {
    year: 'Un año del hogar y de las responsabilidades: la familia, las relaciones y los compromisos pasan a primer plano.',
    month: 'Un mes para cuidar la casa, la familia y tus compromisos.',
    day: 'Un día para ayudar, apoyar y poner armonía.',
  },
  7: {
    year: 'Un año de reflexión: estudia, descansa, mira hacia dentro y pule lo que has construido.',
    month: 'Un mes de reflexión, de estudio y de ratos para ti.',
    day: 'Un día para pensar, investigar y recargar las pilas.',
  },
  8: {
    year: 'Un año de logros: la ambición, las finanzas y el reconocimiento de los esfuerzos pasados pasan a primer plano.',
    month: 'Un mes para los negocios, las decisiones y los resultados.',
    day: 'Un día para gestionar el dinero, la autoridad y las decisiones importantes.',
  },
  9: {
    year: 'Un año de cierre: termina ciclos, deja ir lo que ya no encaja contigo y haz sitio a un nuevo comienzo.',
    month: 'Un mes para terminar, hacer limpieza y perdonar.',
    day: 'Un día para acabar tareas y soltar lo que ya ha terminado.',
  },
};
