/**
 * Las 19 secciones de astrología y la síntesis de la carta, en español. La misma lectura de la
 * carta que el inglés y el francés (chart-analysis.ts), con frases escritas para el español: cada
 * sección tiene sus propios giros, y solo la frase del aspecto sale de un juego común del que las
 * secciones vecinas toman giros distintos. Se tutea al lector, y ningún adjetivo ni participio
 * recae sobre «tú» (género desconocido): se escribe «eres de quienes…», no «eres constante».
 */
import type { AstroBody, AstrologyFacts, BlueprintFacts, BodyFacts } from '../../facts';
import type { AstrologySection } from '../../sections';
import { ASTROLOGY_SECTIONS, SECTION_BODY } from '../../sections';
import { TRADITIONAL_RULERS } from '../../../astro/rulers';
import { chartKeyAspects, chartRuler, chartShape, elementBalance, hemispheres, modalityBalance, normalAspect, sectionReading, type ChosenAspect, type Element, type Modality } from '../chart-analysis';
import { aLo, aspectoUn, CASAS, CUERPO_SUJETO, CUERPOS, deLo, grado, lista, may, numero, orbe, sentidoAspecto, SIGNOS, TEMAS, yDelante, type CasaPalabras, type SignoPalabras } from './vocab';

const parrafos = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const frases = (...xs: (string | undefined | false)[]): string => xs.filter((x): x is string => !!x).join(' ');

interface AspectoTexto {
  self: string;
  other: string;
  un: string;
  orb: string;
  sentido: string;
  t1: string;
  t2: string;
}

const MARCOS_ASPECTO: ((x: AspectoTexto) => string)[] = [
  (x) => `Tu ${x.self} forma ${x.un} con tu ${x.other} (orbe de ${x.orb}), un aspecto que une ${x.t1} con ${x.t2}: ${x.sentido}.`,
  (x) => `El vínculo más fuerte lleva a tu ${x.other}, ${x.un} a ${x.orb} de la exactitud, con ${x.t1} a un lado y ${x.t2} al otro: es ${x.sentido}.`,
  (x) => `Con tu ${x.other}, tu ${x.self} forma ${x.un} a ${x.orb}; en la práctica, entre ${x.t1} ${yDelante(x.t2)} ${x.t2} hay ${x.sentido}.`,
  (x) => `A esto se suma ${x.un} con tu ${x.other} (orbe de ${x.orb}): ${x.sentido}, entre ${x.t1} ${yDelante(x.t2)} ${x.t2}.`,
  (x) => `Destaca un aspecto, con un orbe de ${x.orb}: ${x.un} con tu ${x.other}. Enlaza ${x.t1} con ${x.t2} mediante ${x.sentido}.`,
  (x) => `Ten en cuenta también ${x.un} con tu ${x.other}, a ${x.orb}: ${x.sentido}, de modo que ${x.t1} ${yDelante(x.t2)} ${x.t2} rara vez se viven por separado.`,
];

function fraseAspecto(body: AstroBody, a: ChosenAspect | undefined, i: number): string | undefined {
  if (!a) return undefined;
  const type = normalAspect(a.type);
  return MARCOS_ASPECTO[i % MARCOS_ASPECTO.length]!({ self: CUERPOS[body], other: CUERPOS[a.other], un: aspectoUn(type), orb: orbe(a.orb), sentido: sentidoAspecto(type), t1: TEMAS[body], t2: TEMAS[a.other] });
}

function gradoCritico(b: BodyFacts, i: number): string | undefined {
  const d = Math.floor(b.degree);
  if (d === 0) return i % 2 ? `A ${d}°, justo al comienzo del signo, estas cualidades se expresan en estado puro.` : `El grado ${d}, el primero del signo, da a estos temas una frescura todavía nueva.`;
  if (d === 29) return i % 2 ? `A ${d}°, el último grado del signo, se nota cierta urgencia, como una lección por terminar.` : `El grado ${d}, el último del signo, tiene sabor a capítulo que cerrar.`;
  return undefined;
}

interface Ctx {
  a: AstrologyFacts;
  facts: BlueprintFacts;
  b: BodyFacts;
  s: SignoPalabras;
  n?: number;
  h?: CasaPalabras;
  retro: boolean;
  asp?: string;
  crit?: string;
}

const COMPOSERS: Record<AstrologySection, (c: Ctx) => string> = {
  sun: (c) =>
    parrafos(
      frases('El Sol es el corazón de la carta: la dirección en la que creces y lo que te da impulso.', `El tuyo está a ${grado(c.b.degree)} de ${c.s.name}, y te realizas a través ${deLo(c.s.traits)}.`, `Brillas ${c.s.manner}, y lo que cultivas a lo largo de la vida es ${c.s.gift}.`, c.crit),
      frases(c.h && `En la casa ${c.n}, tu Sol pide brillar ${c.h.scene}: es ahí donde tus esfuerzos no pasan desapercibidos.`, c.asp, `Los días de cansancio, vigila ${c.s.shadow}: el descanso y una meta que de verdad te importe devuelven la luz.`),
      'Reserva con regularidad un tiempo para aquello que te hace sentir que escribes tu propia historia.',
    ),
  moon: (c) =>
    parrafos(
      frases(`Tu Luna está en ${c.s.name}${c.h ? `, en la casa ${c.n}` : ''}, y habla por la parte de ti que reacciona antes de pensar.`, `Para calmarte necesitas ${c.s.need}.`, `Respondes a lo que te ocurre ${c.s.manner}.`, c.crit),
      frases(c.h && `Las emociones se avivan sobre todo ${c.h.scene}: ahí es donde el ánimo se altera primero y donde buscas el calor de los tuyos.`, c.asp, `Bajo presión, presta atención ${aLo(c.s.shadow)}; ponerle nombre a la necesidad que hay detrás de un mal día suele bastar para calmarlo.`),
      'Lo que te serena sin falta en un día difícil es una necesidad real, no un capricho.',
    ),
  mercury: (c) =>
    parrafos(
      frases(`Mercurio muestra cómo se mueve tu mente; en ${c.s.name}, piensas ${c.s.manner}.`, `Tu pensamiento se apoya en ${c.s.traits}, y tu mejor baza intelectual es ${c.s.gift}.`, c.crit),
      frases(c.h && `En la casa ${c.n}, tu curiosidad se vuelve hacia los asuntos ${c.h.areaDe}, y es ahí donde tus palabras llegan más lejos.`, c.retro && 'Con Mercurio retrógrado al nacer, tus mejores ideas suelen llegar en la segunda vuelta: al releer, al repensar, al decirlo otra vez con tus propias palabras.', c.asp),
      'Aprende y habla a tu propio ritmo, no al que los demás esperan de ti.',
    ),
  venus: (c) =>
    parrafos(
      frases(`Venus en ${c.s.name} describe tu forma de amar y lo que te parece bello: en el amor, lo que cuenta para ti es ${c.s.traits}.`, `Muestras tu cariño ${c.s.manner}, y en pareja necesitas ${c.s.need}.`, c.crit),
      frases(c.h && `El placer y la atracción se concentran ${c.h.scene}: por ahí es por donde esta Venus en la casa ${c.n} trae a tu vida a las personas y la belleza.`, c.retro && 'Una Venus retrógrada se toma su tiempo en el amor: sopesas tus sentimientos en silencio y confías en el cariño que ya ha dado pruebas.', c.asp),
      'Di a quienes quieres qué es lo que de verdad te conmueve: la precisión ya es un regalo.',
    ),
  mars: (c) =>
    parrafos(
      frases(`Marte es tu motor, y en ${c.s.name} actúas ${c.s.manner}.`, `Cuando quieres algo, pones en juego ${c.s.traits}, y tu mejor carta en una competición es ${c.s.gift}.`, c.crit),
      frases(c.h && `Tu energía va primero hacia la casa ${c.n}, hacia los asuntos ${c.h.areaDe}: ahí es donde empujas, compites y avanzas.`, c.retro && 'Con Marte retrógrado al nacer, la rabia y la ambición trabajan primero por dentro: actúas mejor después de haber ensayado el gesto en tu cabeza.', c.asp),
      `Para no caer en ${c.s.shadow}, nada como una válvula de escape clara: una meta, un oficio o un deporte.`,
    ),
  jupiter: (c) =>
    parrafos(
      frases(`Júpiter en ${c.s.name} señala dónde la vida es generosa contigo y cómo crece tu confianza en ella.`, `Las oportunidades llegan cuando das espacio ${aLo(c.s.traits)}, y tu suerte crece gracias ${aLo(c.s.gift)}.`, c.crit),
      frases(c.h && `Su lugar en la casa ${c.n} abre puertas ${c.h.scene}.`, c.retro && 'Júpiter estaba retrógrado cuando naciste: tu sentido de la vida es de cosecha propia, y crees más en lo que has vivido que en cualquier doctrina prestada.', c.asp),
      'Di que sí al crecimiento que promete esta posición, sin perder de vista el exceso: más no siempre es mejor.',
    ),
  saturn: (c) =>
    parrafos(
      frases(`Saturno en ${c.s.name} marca el examen que se aprueba despacio: te lleva tiempo apropiarte ${deLo(c.s.traits)}, pero esa conquista acaba convirtiéndose en un verdadero dominio.`, `En los momentos de duda es probable que asome ${c.s.shadow}; la respuesta es una práctica regular, no la dureza.`, c.crit),
      frases(c.h && `En la casa ${c.n}, la responsabilidad pesa sobre los asuntos ${c.h.areaDe}; con los años, también es ahí donde se reconoce tu autoridad.`, c.retro && 'Saturno retrógrado al nacer suele dar un crítico interior más severo que cualquier juez externo, y aprender a fijar tus propias reglas, y que sean justas, forma parte del trabajo.', c.asp),
      'Elige un pequeño compromiso en este terreno y no lo sueltes: Saturno premia la constancia mucho más que la intensidad.',
    ),
  uranus: (c) =>
    parrafos(
      frases(`Urano pasa unos siete años en cada signo: ${c.s.name} marca el deseo de tu generación de cambiar las cosas ${c.s.manner}.`, c.crit),
      frases(c.h && `Lo personal depende de su casa: desde la casa ${c.n}, rompes con las convenciones ${c.h.scene}, y los cambios repentinos te hacen avanzar ahí.`, c.retro && 'Con Urano retrógrado al nacer, te rebelas en silencio: cambias de opinión mucho antes de cambiar nada a tu alrededor.', c.asp),
      'Deja espacio aquí a la experimentación: lo que a otros les parece raro puede ser justamente tu aportación.',
    ),
  neptune: (c) =>
    parrafos(
      frases(`Neptuno avanza despacio: el signo de ${c.s.name} tiñe los ideales de toda tu generación, que aspira ${aLo(c.s.gift)}.`, c.crit),
      frases(c.h && `Su lugar en tu propia carta pesa más: en la casa ${c.n}, la imaginación y el ideal circulan ${c.h.scene}, allí donde los límites pueden difuminarse.`, c.retro && 'Un Neptuno retrógrado vuelve la búsqueda hacia dentro: la intuición llega como un saber tranquilo más que como una visión.', c.asp),
      'Da forma a tu mundo imaginario, con arte, música, servicio u oración, y mantén un pie en la tierra mientras sueñas.',
    ),
  pluto: (c) =>
    parrafos(
      frases(`Plutón permanece muchos años en ${c.s.name}, y tu generación está llamada a transformar lo que significan ${c.s.traits}.`, c.crit),
      frases(c.h && `En tu carta actúa a través de la casa ${c.n}: las crisis y los renacimientos te alcanzan ${c.h.scene}.`, 'Lo que retienes ahí con demasiada fuerza tiende a deshacerse, y lo que vuelve a crecer es más sólido y más auténtico.', c.retro && 'Con Plutón retrógrado al nacer, los cambios más profundos ocurren lejos de las miradas, mucho antes de que nadie los note.', c.asp),
      'Cuando algo termina en este terreno, confía en tu capacidad de reconstruirlo de una forma más fiel a lo que eres.',
    ),
  chiron: (c) =>
    parrafos(
      frases(`Quirón en ${c.s.name} señala un punto sensible: una herida ligada ${aLo(c.s.traits)}, o a no haber tenido permiso para vivir todo eso.`, c.crit),
      frases(c.h && `Desde la casa ${c.n}, esa herida tiende a despertar ${c.h.scene}.`, c.retro && 'Quirón estaba retrógrado cuando naciste, lo que hace de la sanación un camino íntimo y sin prisa.', c.asp),
      'Lo que la cura es la paciencia contigo; con el tiempo, comprendes tan bien ese dolor que ayudas a otras personas a llevar el suyo.',
    ),
  ascendant: (c) => {
    const r = chartRuler(c.a);
    const rn = r?.place?.house;
    return parrafos(
      frases(`${c.s.name} asciende en tu carta, a ${grado(c.b.degree)}: es la puerta por la que te encuentras con la gente y con las situaciones nuevas.`, `A primera vista, la gente nota en ti ${c.s.traits}, y abordas las cosas ${c.s.manner}.`, c.crit),
      frases(r?.place && `${may(CUERPO_SUJETO[r.ruler])}, regente de ${c.s.name}, está en ${SIGNOS[r.place.sign].name}${rn ? ` en la casa ${rn}: la energía que muestras de entrada se vuelca ${CASAS[rn]!.scene}` : ''}.`, c.asp),
      'Usa este estilo de forma consciente cada vez que empieces algo: es la puerta más fácil para el resto de tus cualidades.',
    );
  },
  ic: (c) =>
    parrafos(
      frases(`El Fondo del Cielo es la raíz de la carta, y el tuyo está en ${c.s.name}.`, `Puertas adentro, lo que manda es ${c.s.traits}, y la historia familiar que llevas contigo habla tanto ${deLo(c.s.gift)} como ${deLo(c.s.shadow)}.`),
      frases(`Sea cual sea la forma de tu hogar, es el lugar donde necesitas ${c.s.need}.`, c.asp),
      'Construye una vida privada que se te parezca: es el suelo sobre el que descansa todo lo demás.',
    ),
  descendant: (c) =>
    parrafos(
      frases(`Frente a tu Ascendente, el Descendente cae en ${c.s.name}: describe lo que buscas, y a menudo encuentras, en tus parejas.`, `Te atraen personas que irradian ${c.s.traits}, y en un vínculo duradero necesitas ${c.s.need}.`),
      frases(`Lo que admiras en el otro suele ser una cualidad que estás aprendiendo tú, en este caso ${c.s.gift}.`, c.asp),
      'Observa cuáles de estas cualidades dejas en manos de tus parejas, y cómo hacerlas crecer en ti.',
    ),
  midheaven: (c) => {
    const ruler = TRADITIONAL_RULERS[c.b.sign];
    const rn = c.a.bodies[ruler]?.house;
    return parrafos(
      frases(`Tu Medio Cielo está en ${c.s.name}: la cima de la carta y la dirección de tu vida pública.`, `Te conviene un oficio que deje sitio ${aLo(c.s.traits)}, y se te respeta por ${c.s.gift}.`),
      frases(!!rn && `${may(CUERPO_SUJETO[ruler])}, regente de tu Medio Cielo, está en la casa ${rn}, lo que une tu vocación con los asuntos ${CASAS[rn]!.areaDe}.`, c.asp),
      'Mide el éxito menos por los títulos que por el espacio que tu trabajo deja a estas cualidades.',
    );
  },
  lilith: (c) =>
    parrafos(
      frases(`La Luna Negra, Lilith, está en ${c.s.name} y muestra la parte de ti que se niega a dejarse domar.`, `En algún momento aprendiste que ${c.s.traits} eran demasiado; justo eso es lo que hoy reivindicas.`),
      frases(c.h && `En la casa ${c.n}, esa negativa se manifiesta ${c.h.scene}.`, c.asp),
      'Fíjate en dónde sigues acallando esa parte de ti y busca maneras seguras de dejarla hablar.',
    ),
  northNode: (c) =>
    parrafos(
      frases(`Tu Nodo Norte está en ${c.s.name}: la dirección que toma tu crecimiento en esta vida.`, `Las cualidades que te resultan ajenas, incluso torpes, son las que te toca desarrollar: ${c.s.traits}.`, `Con el tiempo, ese esfuerzo te da ${c.s.gift}.`),
      frases(c.h && `Su posición en la casa ${c.n} orienta ese crecimiento hacia los asuntos ${c.h.areaDe}.`, c.asp),
      'Aquí funcionan mejor los pasos pequeños y constantes, y el progreso importa más que la comodidad.',
    ),
  southNode: (c) =>
    parrafos(
      frases(`El Nodo Sur en ${c.s.name} guarda los talentos que traes al nacer: ${c.s.traits} te salen sin esfuerzo.`, `La trampa sería apoyarte en ellos por costumbre; vigila entonces ${c.s.shadow}.`),
      frases(c.h && `En la casa ${c.n}, esa soltura antigua aparece ${c.h.scene}.`, c.asp),
      'Usa estos dones con generosidad, y date cuenta de cuándo vuelves a ellos solo porque te dan seguridad.',
    ),
  partOfFortune: (c) =>
    parrafos(
      frases(`La Parte de la Fortuna, que se calcula a partir del Sol, la Luna y el Ascendente, cae en ${c.s.name}.`, `La soltura y la alegría llegan cuando das cabida ${aLo(c.s.traits)}.`),
      frases(c.h && `Su casa, la casa ${c.n}, es aquella donde la suerte parece encontrarte: ${c.h.scene}.`, c.asp),
      'Cuando la vida pesa, vuelve a lo que describe esta posición: suele devolverte la sensación de tener suerte.',
    ),
};

export function astrologySection(key: AstrologySection, facts: BlueprintFacts): string {
  const a = facts.astrology ?? { bodies: {} };
  const body = SECTION_BODY[key];
  const b = a.bodies[body];
  const i = ASTROLOGY_SECTIONS.indexOf(key);
  if (!b) return `La posición exacta de tu ${CUERPOS[body]} no está disponible para esta carta, así que esta lectura se queda en lo general.`;
  const { house: n, aspect: chosen, isAngle, retro } = sectionReading(a, body, b);
  const asp = fraseAspecto(body, chosen, i);
  const crit = isAngle ? undefined : gradoCritico(b, i);
  const ctx: Ctx = { a, facts, b, s: SIGNOS[b.sign], retro, ...(n ? { n, h: CASAS[n]! } : {}), ...(asp ? { asp } : {}), ...(crit ? { crit } : {}) };
  const text = COMPOSERS[key](ctx);
  return key === 'sun' ? parrafos(chartSynthesis(facts), text) : text;
}

/* ------------------------------------------------------------------------------------ síntesis */

const ELEMENTO: Record<Element, string> = { fire: 'el fuego', earth: 'la tierra', air: 'el aire', water: 'el agua' };
const ELEMENTO_TENDENCIA: Record<Element, string> = {
  fire: 'el entusiasmo y la necesidad de actuar por inspiración',
  earth: 'el sentido práctico y la necesidad de resultados tangibles',
  air: 'las ideas, el intercambio y la necesidad de tomar distancia',
  water: 'el sentimiento, la intuición y la necesidad de cercanía afectiva',
};
const ELEMENTO_MEZCLA: Record<Element, string> = { fire: 'entusiasmo', earth: 'sentido práctico', air: 'ideas vivas', water: 'sentimiento profundo' };
const ELEMENTO_AUSENTE: Record<Element, string> = {
  fire: 'Ningún planeta en fuego: a veces hay que avivar el entusiasmo, y las personas o los proyectos con empuje aportan lo que la carta deja abierto.',
  earth: 'Ningún planeta en tierra: lo concreto pide una estructura consciente, y las rutinas, las listas y el cuidado del cuerpo mantienen las ideas con los pies en el suelo.',
  air: 'Ningún planeta en aire: la distancia no llega sola, y hablar de las cosas o escribirlas ayuda a tomar perspectiva.',
  water: 'Ningún planeta en agua: las emociones a veces se digieren despacio o desde lejos, y ayuda la compañía de personas a las que los sentimientos no asustan.',
};
const MODALIDAD: Record<Modality, string> = { cardinal: 'cardinales', fixed: 'fijos', mutable: 'mutables' };
const MODALIDAD_TENDENCIA: Record<Modality, string> = {
  cardinal: 'eres de quienes ponen las cosas en marcha, y en ti la iniciativa va por delante de la consolidación',
  fixed: 'eres de quienes sostienen lo empezado, y en ti la perseverancia va por delante del cambio',
  mutable: 'prefieres doblarte antes que romperte, y en ti la flexibilidad va por delante de la permanencia',
};
const MODALIDAD_PAR: Record<string, string> = {
  'cardinal+fixed': 'poner en marcha y sostener pesan lo mismo',
  'cardinal+mutable': 'emprendes y te adaptas con más gusto del que pones en perseverar',
  'fixed+mutable': 'perseveras y te adaptas con más gusto del que pones en emprender',
};
const DIGNIDAD = {
  domicile: 'en su propio signo, donde su fuerza es plena',
  exaltation: 'en su signo de exaltación, donde su fuerza alcanza su punto más alto',
  detriment: 'en su signo de exilio, donde su fuerza tiene que ir a contracorriente',
  fall: 'en su signo de caída, donde su fuerza cuesta más de encontrar',
} as const;

function figura(a: AstrologyFacts): string | undefined {
  const s = chartShape(a);
  if (!s) return undefined;
  switch (s.shape) {
    case 'bundle':
      return 'Los diez planetas caben en un tercio de la rueda, la figura llamada racimo: tu energía se concentra en pocos terrenos, lo que da fuerza y también un riesgo de estrechez.';
    case 'bowl':
      return 'Los planetas ocupan una mitad de la rueda y dejan la otra vacía, la figura llamada cuenco: llevas dentro un fuerte sentido de misión, y la mitad vacía describe aquello hacia lo que tiendes.';
    case 'bucket':
      return `Los planetas se reúnen en una mitad de la rueda, con un solo planeta al otro lado, ${CUERPO_SUJETO[s.focus!]}, la figura llamada cubo: ese planeta aislado hace de asa, y buena parte de tu energía pasa por él.`;
    case 'locomotive':
      return 'Los planetas ocupan dos tercios de la rueda y dejan un tercio vacío, la figura llamada locomotora: una carta que se pone en marcha por sí sola hacia lo que le falta.';
    case 'seesaw':
      return 'Los planetas forman dos grupos enfrentados, la figura llamada balancín: sopesas un lado de la vida frente al otro y creces al encontrar el equilibrio entre ambos.';
    case 'splash':
      return 'Los planetas están repartidos por toda la rueda, la figura llamada salpicadura: tus intereses son amplios y sabes probar suerte en muchas cosas.';
    case 'splay':
      return 'Los planetas forman grupos irregulares alrededor de la rueda, la figura llamada abanico: sigues un dibujo muy tuyo y no te dejas encasillar.';
  }
}

function elementos(a: AstrologyFacts): string[] {
  const e = elementBalance(a);
  const order: Element[] = ['fire', 'earth', 'air', 'water'];
  if (order.reduce((n, k) => n + e.counts[k], 0) < 10) return [];
  const sorted = [...order].sort((x, y) => e.counts[y] - e.counts[x] || order.indexOf(x) - order.indexOf(y));
  const resto = sorted.slice(1).filter((k) => e.counts[k] > 0);
  const siguen = resto.length ? `; ${resto.length === 1 ? 'le sigue' : 'le siguen'} ${lista(resto.map((k) => `${ELEMENTO[k]} con ${numero(e.counts[k])}`))}` : '';
  const recuento = `${may(ELEMENTO[sorted[0]!])} reúne ${numero(e.counts[sorted[0]!])} de los diez planetas${siguen}.`;
  const cabeza =
    e.strongest.length === 1
      ? `Con el predominio ${deLo(ELEMENTO[e.strongest[0]!])}, tu carta se inclina hacia ${ELEMENTO_TENDENCIA[e.strongest[0]!]}.`
      : e.strongest.length === 2
        ? `${may(ELEMENTO[e.strongest[0]!])} ${yDelante(ELEMENTO[e.strongest[1]!])} ${ELEMENTO[e.strongest[1]!]} comparten el primer puesto: una mezcla de ${ELEMENTO_MEZCLA[e.strongest[0]!]} ${yDelante(ELEMENTO_MEZCLA[e.strongest[1]!])} ${ELEMENTO_MEZCLA[e.strongest[1]!]}.`
        : 'Los elementos están repartidos por igual: ningún temperamento domina.';
  return [recuento, cabeza, ...e.missing.map((m) => ELEMENTO_AUSENTE[m])];
}

function modalidades(a: AstrologyFacts): string | undefined {
  const m = modalityBalance(a);
  if ((['cardinal', 'fixed', 'mutable'] as Modality[]).reduce((n, k) => n + m.counts[k], 0) < 10) return undefined;
  if (m.strongest.length === 1) {
    const k = m.strongest[0]!;
    return `En cuanto a las modalidades, los signos ${MODALIDAD[k]} acogen ${numero(m.counts[k])} planetas: ${MODALIDAD_TENDENCIA[k]}.`;
  }
  const [x, y] = m.strongest as [Modality, Modality];
  return `Los signos ${MODALIDAD[x]} y los ${MODALIDAD[y]} acogen ${numero(m.counts[x])} planetas cada uno: ${MODALIDAD_PAR[`${x}+${y}`]}.`;
}

function hemisferios(a: AstrologyFacts): string | undefined {
  const h = hemispheres(a);
  if (h.known < 10) return undefined;
  const v = h.above >= 7 ? 'por encima del horizonte, lo que vuelve buena parte de tu vida hacia el mundo exterior' : h.below >= 7 ? 'por debajo del horizonte: buena parte de tu vida se juega en privado antes de mostrarse' : undefined;
  const w = h.east >= 7 ? 'en la mitad oriental, la del Ascendente, donde trazas tu propio camino' : h.west >= 7 ? 'en la mitad occidental, la del Descendente, donde la vida te llega a través de los demás' : undefined;
  if (v && w) return `La mayoría de los planetas están ${v}; la mayoría, además, ${w}.`;
  if (v ?? w) return `La mayoría de los planetas están ${v ?? w}.`;
  return undefined;
}

function regente(a: AstrologyFacts): string[] {
  const r = chartRuler(a);
  if (!r) return [];
  const co = r.coRuler ? ` (con ${CUERPO_SUJETO[r.coRuler]} como regente moderno)` : '';
  const out = [`Tu Ascendente está en ${SIGNOS[r.rising].name}, así que ${CUERPO_SUJETO[r.ruler]} es el regente de tu carta${co}.`];
  if (r.place) {
    const n = r.place.house;
    out.push(`${may(CUERPO_SUJETO[r.ruler])} está en ${SIGNOS[r.place.sign].name}${n ? ` en la casa ${n}` : ''}${r.dignity ? `, ${DIGNIDAD[r.dignity]}` : ''}.`);
    if (n) out.push(`Buena parte de tu vida se dirige desde ahí, ${CASAS[n]!.scene}.`);
    if (r.place.isRetrograde) out.push('Su movimiento retrógrado da a tu manera de llevar la vida un carácter reflexivo, de segundas lecturas.');
    if (r.aspect) out.push(`Su contacto más fuerte, ${aspectoUn(r.aspect.type)} con tu ${CUERPOS[r.aspect.other]} (${orbe(r.aspect.orb)}), le añade ${sentidoAspecto(r.aspect.type)}.`);
  }
  return out;
}

function aspectosClave(a: AstrologyFacts): string | undefined {
  const top = chartKeyAspects(a, 3);
  if (!top.length) return undefined;
  const items = top.map((x) => `${aspectoUn(normalAspect(x.type))} entre tu ${CUERPOS[x.body1 as AstroBody] ?? x.body1} y tu ${CUERPOS[x.body2 as AstroBody] ?? x.body2} (${orbe(x.orb)})`);
  return top.length === 1 ? `El aspecto más fuerte de la carta es ${items[0]}; volverá a aparecer en las secciones que siguen.` : `Los aspectos más fuertes de la carta son ${lista(items)}; volverán a aparecer en las secciones que siguen.`;
}

export function chartSynthesis(facts: BlueprintFacts): string {
  const a = facts.astrology;
  if (!a) return '';
  const name = facts.name?.trim().split(/\s+/)[0];
  const apertura = `${name ? `${name}, aquí` : 'Aquí'} empieza tu blueprint: primero la carta en su conjunto, y después cada posición por turno.`;
  return parrafos(frases(apertura, ...elementos(a), modalidades(a)), frases(figura(a), hemisferios(a)), frases(...regente(a), aspectosClave(a)));
}
