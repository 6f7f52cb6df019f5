/**
 * Las 13 secciones de Human Design de un blueprint, en español. Los mismos hechos que el inglés
 * (tipo, autoridad, perfil, definición, cruz, centros, variables), con frases escritas para el
 * español y tuteo; el tipo se dice «el tipo Generador», nunca «eres Generador» ni adjetivos que
 * concuerden con quien lee (género desconocido). Los nombres que se muestran (tipos, centros,
 * canales, cruces, líneas) vienen de las tablas de etiquetas.
 */
import type { BlueprintFacts, HdCenter, HumanDesignFacts } from '../../facts';
import type { HumanDesignSection } from '../../sections';
import { labelOf, labelsFor } from '../../../i18n/labels/index';
import { authorityKey, crossAngleKey, definitionKey, hdTypeKey, parseProfile, variableText, type AuthorityKey, type HdTypeKey } from '../hd-texts';
import { lista } from './vocab';

const parrafos = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const minuscula = (s: string): string => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

const TIPOS: Record<HdTypeKey, { aura: string; don: string; estrategia: string }> = {
  generator: {
    aura: 'Tu aura es abierta y envolvente: atrae la vida hacia ti y te permite sentir en las tripas si algo tiene energía para ti.',
    don: 'Llevas dentro una fuerza vital que se renueva. Cuando un trabajo te apasiona de verdad, aguantas mucho después de que los demás hayan parado, y tu satisfacción se contagia.',
    estrategia: 'En lugar de forzar las cosas, deja que la vida te traiga algo a lo que responder (una pregunta, una propuesta, una imagen, un sonido) y escucha la respuesta del vientre, ese «ajá» o ese «mm-mm» que llega antes que el pensamiento.',
  },
  manifestingGenerator: {
    aura: 'Tu aura es abierta y envolvente como la del Generador, y un motor conectado con la Garganta te da además velocidad y talento para los atajos.',
    don: 'Tu diseño te lleva a sostener varias cosas a la vez y a avanzar deprisa una vez que el vientre ha dicho que sí. Saltarte pasos no es un defecto en tu caso: a menudo es así como encuentras el camino más eficaz.',
    estrategia: 'Espera algo a lo que responder, fíate del sí de tu vientre y, antes de arrancar a tu ritmo de siempre, avisa a las personas afectadas de lo que vas a hacer.',
  },
  manifestor: {
    aura: 'Tu aura es cerrada y protectora: te da independencia y un impacto que los demás notan incluso antes de que hables.',
    don: 'Tu papel es iniciar: poner cosas en marcha, abrir direcciones nuevas y mover a los demás. Tu energía llega en oleadas, con una necesidad real de descanso entre una y otra.',
    estrategia: 'Antes de actuar, informa a quienes tu acción va a afectar. No se trata de pedir permiso: así se reducen las resistencias y tus iniciativas llegan a buen puerto con suavidad.',
  },
  projector: {
    aura: 'Tu aura es concentrada y penetrante: sale al encuentro de los demás y te muestra cómo funcionan, a menudo con más claridad de la que ellos mismos tienen.',
    don: 'Estás aquí para guiar, gestionar y orientar la energía, más que para trabajar como un motor. Tu mirada vale más cuando alguien la reconoce y la pide.',
    estrategia: 'Para las grandes decisiones de la vida (el trabajo, el amor, el lugar donde vivir), espera el reconocimiento y la invitación. El reconocimiento abre la puerta por la que tus consejos pueden ser recibidos.',
  },
  reflector: {
    aura: 'Tu aura toma muestras del entorno y a la vez se protege: recibes las energías que te rodean y devuelves el estado de salud de tu comunidad.',
    don: 'Con todos tus centros abiertos, percibes a las personas y los lugares con una nitidez poco común. Funcionas como el barómetro de tu entorno, y estar en el sitio adecuado lo cambia todo.',
    estrategia: 'Concede a las decisiones importantes unos 28 días. Mientras la Luna recorre todas las puertas, hablarlo con gente de confianza deja que tu claridad se forme.',
  },
};

const AUTORIDADES: Record<AuthorityKey, string> = {
  emotional:
    'Con la autoridad emocional, la claridad llega con el tiempo, nunca en el momento. Tus sentimientos se mueven en oleadas, de la esperanza a la duda y vuelta a empezar, y ningún punto de la ola cuenta toda la verdad. Consulta con la almohada las elecciones importantes, fíjate en lo que piensas de ellas en distintos momentos y decide cuando haya aparecido un sí o un no sereno.',
  sacral:
    'Con la autoridad sacral, tu verdad habla desde el vientre y en presente. Es un sonido o un impulso del cuerpo, hacia algo o lejos de ello, que llega antes de que la mente haya defendido su caso. Las preguntas que se contestan con sí o con no te ayudan a oírla.',
  splenic:
    'Con la autoridad esplénica, te guía una intuición discreta e instantánea que habla una sola vez. Es un saber sutil de lo que resulta sano y seguro para ti, aquí y ahora. No se repite ni discute: todo el arte está en notar ese primer susurro y confiar en él.',
  ego:
    'Con la autoridad del ego, tus decisiones salen del centro del Corazón: lo que de verdad quieres y aquello a lo que quieres comprometer tu voluntad. Escucha lo que dices de forma espontánea sobre una elección; las palabras «quiero» y «voy a» llevan tu verdad.',
  selfProjected:
    'Con la autoridad autoproyectada, tu verdad se aclara cuando te oyes hablar. Cuenta tus decisiones a personas de confianza, no para recibir consejos, sino para escuchar tu propia voz y notar qué dirección expresa de verdad quién eres.',
  mental:
    'Con una autoridad mental o del entorno (a veces llamada externa), ningún centro interior te da la respuesta directamente. La claridad llega cuando piensas en voz alta con interlocutores de confianza y observas cómo te afectan los distintos lugares: el sitio adecuado suele llevar a las decisiones adecuadas.',
  lunar:
    'Con la autoridad lunar, tus decisiones maduran a lo largo de un ciclo completo de la Luna. Dale unas cuatro semanas a cada elección importante, observa lo que sientes durante ese tiempo y deja que las conversaciones de confianza te muestren el hilo que no cambia.',
};

const LINEAS: Record<number, { texto: string; corto: string }> = {
  1: { texto: 'te pide bases sólidas: encuentras tu seguridad estudiando las cosas a fondo', corto: 'investiga antes de comprometerse' },
  2: { texto: 'guarda talentos naturales que florecen en la calma, y otros vienen a buscarlos cuando los descubren', corto: 'necesita tranquilidad para que maduren sus dones' },
  3: { texto: 'te hace aprender a base de ensayo y error: descubres lo que funciona chocando con lo que no, y sacas de ahí una sabiduría a prueba de todo', corto: 'aprende experimentando' },
  4: { texto: 'prospera a través de tu red: las oportunidades llegan por amistades y por gente que ya te conoce y te aprecia', corto: 'crece a través de una red de confianza' },
  5: { texto: 'hace que te vean como la persona de las soluciones prácticas: cargas con las proyecciones ajenas y respondes mejor con propuestas concretas y universales', corto: 'recibe peticiones por sus soluciones prácticas' },
  6: { texto: 'recorre la vida por etapas: experimentar en la juventud, observar después con distancia y, por último, encarnar un ejemplo digno de confianza', corto: 'madura hasta convertirse en un ejemplo fiable' },
};

const DEFINICIONES: Record<string, string> = {
  none: 'Sin definición, todos los centros de tu carta están abiertos. Ninguna manera fija de procesar las cosas se te impone, lo que te da una gran flexibilidad y un conocimiento fino de los demás, y hace que la elección de tu entorno y de los lugares donde vives sea especialmente importante.',
  single:
    'Con una definición simple, todos tus centros definidos están conectados en un solo flujo continuo. Procesas las cosas por tu cuenta, a tu ritmo, con cierta autonomía; nadie tiene que completar nada por ti.',
  split:
    'Con una definición dividida, tus centros definidos forman dos zonas separadas. Las personas o las situaciones que activan las puertas entre ambas funcionan como un puente: de pronto todo se aclara. Tómate tiempo para digerir, y no confundas el alivio de sentir la conexión con la relación adecuada.',
  tripleSplit:
    'Con una triple división, tus centros definidos forman tres zonas separadas. La variedad te sienta bien, igual que los lugares concurridos, donde los puentes llegan por sí solos. Tu proceso es minucioso: date más tiempo para decidir.',
  quadrupleSplit:
    'Con una cuádruple división, cuatro zonas de definición actúan en ti. Esta configuración poco frecuente procesa las cosas despacio y por separado; meterle prisa genera estrés, mientras que la paciencia deja que tu gran complejidad encaje.',
};

const ANGULOS: Record<string, string> = {
  right: 'Como cruz de ángulo derecho, describe un camino personal: tu propósito se despliega sobre todo a través de tus propias experiencias, y la gente que encuentras por el camino suele influir en tu evolución.',
  juxtaposition: 'Como cruz de yuxtaposición, describe un camino singular y constante: aportas un color muy concreto a todo lo que haces, y tu papel se aclara cuando lo vives con sencillez y regularidad.',
  left: 'Como cruz de ángulo izquierdo, describe un camino transpersonal: tu propósito se teje a través de las relaciones y los encuentros, y lo que haces importa a muchas otras personas.',
};

const CENTROS: Record<HdCenter, { nombre: string; definido: string; abierto: string }> = {
  head: {
    nombre: 'la Cabeza',
    definido: 'Tu Cabeza definida te da una fuente constante de inspiración y un flujo regular de preguntas a las que vuelves una y otra vez.',
    abierto: 'Tu Cabeza abierta se inspira en todas partes; la trampa sería querer responder a cada pregunta que aparece: deja pasar las que no son tuyas.',
  },
  ajna: {
    nombre: 'el Ajna',
    definido: 'Tu Ajna definido te da una manera fiable de pensar y de ordenar las ideas; tu mente sostiene sus conceptos con constancia.',
    abierto: 'Tu Ajna abierto te deja ver todas las caras de un debate; la trampa sería fingir certezas, cuando tu sabiduría está en la flexibilidad.',
  },
  throat: {
    nombre: 'la Garganta',
    definido: 'Tu Garganta definida te da una voz constante y una forma reconocible de expresarte y de actuar.',
    abierto: 'Tu Garganta abierta sabe hablar de mil maneras; la trampa sería hablar para llamar la atención, cuando tus palabras pesan más si llegan a su debido tiempo.',
  },
  g: {
    nombre: 'el centro G',
    definido: 'Tu centro G definido te da una identidad, un amor y una dirección estables que te acompañan a todas partes.',
    abierto: 'Tu centro G abierto deja circular la identidad y la dirección; la trampa sería buscar sin fin quién eres, cuando tu sabiduría consiste en dejar que los buenos lugares y las buenas personas te orienten.',
  },
  heart: {
    nombre: 'el Corazón',
    definido: 'Tu Corazón definido te da una voluntad fiable y una sana autoestima, siempre que cumplas las promesas que haces.',
    abierto: 'Con el Corazón abierto no tienes nada que demostrar; la trampa sería prometer de más para probar tu valía, cuando tu sabiduría está en saber lo que de verdad vale una persona.',
  },
  sacral: {
    nombre: 'el Sacral',
    definido: 'Tu Sacral definido es un motor potente y renovable de fuerza vital, que da lo mejor de sí cuando sirve a aquello a lo que tu vientre dice que sí.',
    abierto: 'Tu Sacral abierto amplifica la energía de los demás; la trampa es no notar cuándo ya basta: descansa antes de llegar al agotamiento.',
  },
  solarPlexus: {
    nombre: 'el Plexo Solar',
    definido: 'Tu Plexo Solar definido produce una ola emocional que forma parte de ti; respetar su ritmo trae profundidad y claridad.',
    abierto: 'Tu Plexo Solar abierto siente y amplifica las emociones de alrededor; la trampa sería esquivar la verdad para mantener la paz, cuando tu sabiduría es el discernimiento emocional.',
  },
  spleen: {
    nombre: 'el Bazo',
    definido: 'Tu Bazo definido te da un instinto constante de lo que es sano y una sensación natural de bienestar.',
    abierto: 'Tu Bazo abierto es sensible a la salud y a los ambientes; la trampa sería aferrarte a lo que no te sienta bien solo porque te resulta familiar.',
  },
  root: {
    nombre: 'la Raíz',
    definido: 'Tu Raíz definida te permite gestionar la presión a tu propio ritmo y convertir el estrés en combustible.',
    abierto: 'Tu Raíz abierta amplifica la presión de fuera; la trampa sería correr para acabar cuanto antes y quitártela de encima: tómate el tiempo que de verdad necesitas.',
  },
};

const MOTIVACIONES: Record<string, string> = {
  fear: 'El miedo como motivación no tiene nada de debilidad: es una inteligencia despierta que te empuja a comprender, a prepararte y a poner las cosas a salvo.',
  hope: 'La esperanza como motivación te hace avanzar hacia lo que podría ser; la posibilidad de algo mejor te sostiene, y ese impulso arrastra a los demás.',
  desire: 'El deseo como motivación te da la pasión de liderar y de ir a por lo que te importa, con todo el corazón y a cara descubierta.',
  need: 'La necesidad como motivación afina tu atención a lo que falta y a lo que haría funcionar las cosas, y te empuja a cubrir carencias reales.',
  guilt: 'La culpa como motivación, bien entendida, es un sentido fino de lo justo y lo equitativo que te empuja a poner las cosas en orden.',
  innocence: 'La inocencia como motivación significa que la apertura y una curiosidad sincera te ponen en marcha: te acercas a la vida sin segundas intenciones.',
};

const PERSPECTIVAS: Record<string, string> = {
  survival: 'Una perspectiva de supervivencia te hace fijarte en lo esencial y en lo que lo amenaza; ves enseguida lo que de verdad importa.',
  possibility: 'Una perspectiva de posibilidad te muestra los muchos giros que puede dar una situación; ves de entrada opciones que otros pasan por alto.',
  power: 'Una perspectiva de poder te hace localizar dónde están la influencia y la energía, y cómo hacer que las cosas funcionen.',
  wanting: 'Una perspectiva de carencia te hace notar lo que la gente aprecia y desea; ves lo que marcaría la diferencia.',
  probability: 'Una perspectiva de probabilidad te hace detectar patrones y tendencias: ves lo que tiene más posibilidades de ocurrir.',
  personal: 'Una perspectiva personal te hace ver las cosas de cerca: su efecto en cada cual, persona a persona.',
};

const DIGESTIONES: Record<string, string> = {
  appetite: 'La digestión por el apetito tiene que ver con el ritmo de las comidas: una cosa cada vez y en orden, o bien pequeñas tomas a lo largo del día, según tu tonalidad.',
  taste: 'La digestión por el gusto afina tu selección: la comida, igual que la información, te aprovecha cuando tus sentidos la encuentran adecuada, y un entorno tranquilo o abierto te ayuda a asimilarla.',
  thirst: 'La digestión por la sed tiene que ver con la temperatura: los platos y las bebidas calientes o frías te sientan mejor según tu tonalidad, y la hidratación cumple un papel especial.',
  touch: 'La digestión por el tacto tiene que ver con el estado de ánimo: asimilas mejor en calma o, al contrario, en plena animación, según tu tonalidad.',
  sound: 'La digestión por el sonido tiene que ver con el ambiente sonoro de las comidas: el silencio o el ruido, según tu tonalidad, ayuda a tu cuerpo a asimilar lo que recibe.',
  light: 'La digestión por la luz tiene que ver con el momento del día: comer a la luz del día o en la oscuridad, según tu tonalidad, es lo que mejor le va a tu cuerpo.',
};

const ENTORNOS: Record<string, string> = {
  caves: 'El entorno que mejor te sienta es el de las cuevas: espacios protegidos y elegidos, con la espalda cubierta, desde donde ves quién entra y quién sale.',
  markets: 'El entorno que mejor te sienta es el de los mercados: lugares de intercambio y de movimiento, dentro o fuera, donde el valor circula y la gente se cruza.',
  kitchens: 'El entorno que mejor te sienta es el de las cocinas: lugares cálidos y animados donde se mezcla, se prepara y se transforma en compañía.',
  mountains: 'El entorno que mejor te sienta es el de las montañas: alturas con vistas, desde donde observas y donde te ven de lejos.',
  valleys: 'El entorno que mejor te sienta es el de los valles: lugares de reunión, donde recibes lo que baja hacia ti y te unes a los demás.',
  shores: 'El entorno que mejor te sienta es el de las orillas: los bordes y los pasos, entre el agua y la tierra, entre un mundo y otro.',
};

const SENTIDOS: Record<string, string> = {
  smell: 'El olfato como sentido de diseño significa que tu conciencia olfatea, de manera sutil e instintiva, lo que es correcto, a veces literalmente a través de los olores.',
  taste: 'El gusto como sentido de diseño significa que conoces las cosas probándolas: tu conciencia escoge y selecciona.',
  'outer vision': 'La visión exterior como sentido de diseño significa que tu conciencia pasa por lo que ves de verdad: observar el mundo te aclara las ideas.',
  'inner vision': 'La visión interior como sentido de diseño significa que tu conciencia pasa por imágenes interiores y por visualizar lo que podría ser.',
  feeling: 'El sentimiento como sentido de diseño significa que tu conciencia pasa por la percepción corporal de una persona o de una situación.',
  touch: 'El tacto como sentido de diseño significa que tu conciencia pasa por el contacto y la presencia física: entiendes las cosas poniendo manos a la obra.',
};

const variableAusente = (que: string): string =>
  `La variable de ${que} no ha podido determinarse para esta carta (hace falta una hora de nacimiento precisa), así que esta parte queda en términos generales: observa sin presión en qué condiciones tu mente está más despejada y deja que esa observación te guíe.`;

const tipoEs = (h: HumanDesignFacts): string => labelOf('es', 'hdTypes', h.type);
const estrategiaEs = (h: HumanDesignFacts): string => minuscula(labelOf('es', 'hdStrategies', h.strategy));
/** «emocional», «esplénica»; las autoridades del ego son un nombre: «del ego manifestado». */
function autoridad(h: HumanDesignFacts): { atributo: string; tuya: string } {
  const l = minuscula(labelOf('es', 'hdAuthorities', h.authority));
  return l.startsWith('ego') ? { atributo: `la del ${l}`, tuya: `tu autoridad del ${l}` } : { atributo: l, tuya: `tu autoridad ${l}` };
}
/** El tema con su artículo: «la satisfacción», «el éxito». */
function conArticulo(tema: string): string {
  const l = minuscula(labelOf('es', 'hdThemes', tema));
  return `${/^éxito$/.test(l) ? 'el' : 'la'} ${l}`;
}
const centro = (c: HdCenter): string => CENTROS[c].nombre;

const FIRMAS: Record<HdTypeKey, { firma: string; noSer: string }> = {
  generator: { firma: 'Satisfaction', noSer: 'Frustration' },
  manifestingGenerator: { firma: 'Satisfaction', noSer: 'Frustration' },
  manifestor: { firma: 'Peace', noSer: 'Anger' },
  projector: { firma: 'Success', noSer: 'Bitterness' },
  reflector: { firma: 'Surprise', noSer: 'Disappointment' },
};

function firmaDe(h: HumanDesignFacts): { firma: string; noSer: string } {
  const k = hdTypeKey(h.type);
  return { firma: h.signature ?? (k ? FIRMAS[k].firma : 'Satisfaction'), noSer: h.notSelfTheme ?? (k ? FIRMAS[k].noSer : 'Frustration') };
}

/** El nombre español de una cruz (tablas de etiquetas), sin el número de variante; undefined si la tabla no la conoce. */
function cruzEs(name: string): string | undefined {
  const table = labelsFor('es').hdCrosses;
  const key = table[name] ? name : Object.keys(table).find((k) => k.startsWith(`${name.replace(/\s*\(\d+\)$/, '')} (`));
  return key ? table[key]!.replace(/\s*\(\d+\)$/, '') : undefined;
}

function fraseCruz(name: string, gates: number[] | undefined): string {
  const nombre = cruzEs(name);
  const puertas = gates?.length ? `formada por las puertas ${lista(gates.map(String))}` : '';
  if (!nombre) return puertas ? `Tu cruz de encarnación está ${puertas}.` : 'Tu cruz de encarnación marca el gran tema de tu vida.';
  return `Tu cruz de encarnación es la ${nombre}${puertas ? `, ${puertas}` : ''}.`;
}

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TIPOS[tk] : undefined;
  const tipo = tipoEs(h);
  const definidos = h.definedCenters.map(centro);
  const abiertos = h.undefinedCenters.map(centro);
  const { firma, noSer } = firmaDe(h);
  const au = autoridad(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return parrafos(
        `Tu tipo es ${tipo}, ${definidos.length === 1 ? `con un solo centro definido de 9 (${definidos[0]})` : definidos.length ? `con ${definidos.length} centros definidos de 9 (${lista(definidos)})` : 'con los nueve centros abiertos'}.`,
        t ? `${t.aura} ${t.don}` : 'Tu tipo describe cómo se encuentra tu energía con el mundo y de qué manera te invita la vida a comprometerte con ella.',
        `Cuando vives de acuerdo con tu tipo, la señal que te lo confirma es ${conArticulo(firma)}; la señal del no-ser, ${conArticulo(noSer)}, te avisa con amabilidad cuando te apartas de ese camino.`,
      );
    case 'strategy':
      return parrafos(
        `Para el tipo ${tipo}, la estrategia consiste en ${estrategiaEs(h)}.`,
        t?.estrategia ?? 'Tu estrategia es una manera concreta de entrar en las situaciones que reduce las resistencias en tu vida.',
        `Va de la mano de ${au.tuya}: la estrategia te dice cómo recibir una oportunidad y la autoridad te dice si te conviene. Pruébala primero en decisiones pequeñas del día a día, como qué invitación aceptar o qué tarea empezar, y fíjate en cuánto más fluyen las cosas.`,
      );
    case 'authority':
      return parrafos(
        `Tu autoridad interior es ${au.atributo}.`,
        ak ? AUTORIDADES[ak] : 'Tu autoridad es la brújula interior que te dice, más allá de los argumentos de la mente, qué es lo correcto para ti.',
        `Para el tipo ${tipo}, es el paso final después de la estrategia (${estrategiaEs(h)}). La mente sigue siendo una excelente consejera para los demás; en tus propias decisiones, deja que decida esta autoridad.`,
      );
    case 'profile': {
      const lineas = parseProfile(h.profile);
      if (!lineas) return parrafos(`Tu perfil es el ${h.profile}.`, 'El perfil describe el traje que viste tu propósito: el papel que te sale de forma natural con los demás.');
      const [c, d] = lineas;
      const nc = labelOf('es', 'hdLines', String(c));
      const nd = labelOf('es', 'hdLines', String(d));
      return parrafos(
        `Tu perfil es el ${h.profile}, ${nc}/${nd}.`,
        `Tu línea consciente, la línea ${c} o ${nc}, ${LINEAS[c]!.texto}. Tu línea inconsciente, la línea ${d} o ${nd}, ${LINEAS[d]!.texto}.`,
        c === d
          ? 'Las dos líneas comparten el mismo tema, y por eso pesa tanto en tu vida.'
          : `Juntas describen a una persona que ${LINEAS[c]!.corto} y que ${LINEAS[d]!.corto}. Este perfil se despliega con naturalidad cuando vives según tu estrategia y tu autoridad.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const canales = h.channels.map((c) => {
        const nombre = labelOf('es', 'hdChannels', `${Math.min(...c.gates)}-${Math.max(...c.gates)}`);
        return `${c.gates[0]}-${c.gates[1]}${/^\d+-\d+$/.test(nombre) ? '' : ` (${nombre})`}`;
      });
      return parrafos(
        `Tu definición: ${minuscula(labelOf('es', 'hdDefinitions', h.definition))}.`,
        DEFINICIONES[dk] ?? '',
        canales.length
          ? `Se apoya en ${canales.length === 1 ? 'el canal' : `${canales.length} canales:`} ${lista(canales)}, que ${canales.length === 1 ? 'une' : 'unen'} ${lista(definidos)}.`
          : 'Ningún canal está completo en tu carta: tu constancia está en la apertura misma.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return parrafos('Tu cruz de encarnación no ha podido determinarse para esta carta.', 'Describe un tema de vida; mientras tanto, tu tipo, tu estrategia y tu autoridad siguen siendo las guías más concretas.');
      const ak2 = crossAngleKey(c.angle, c.name);
      return parrafos(
        fraseCruz(c.name, c.gates),
        ak2 ? ANGULOS[ak2] : 'Describe el gran tema alrededor del cual suele girar tu vida.',
        'Una cruz no es una misión que cumplir ni un destino que temer. Es un tema que se despliega por sí solo a medida que sigues tu estrategia y tu autoridad, y que a menudo se aclara en la segunda mitad de la vida.',
      );
    }
    case 'signature':
      return parrafos(
        `Para el tipo ${tipo}, la firma es ${conArticulo(firma)}, y el tema del no-ser, ${conArticulo(noSer)}.`,
        `${labelOf('es', 'hdThemes', firma)}: es la confirmación discreta de que vives en sintonía con tu diseño, y las decisiones que toma ${au.tuya} suelen llevarte hasta ella.`,
        `${labelOf('es', 'hdThemes', noSer)}: no es un fracaso, sino una señal útil. Cuando aparezca, haz una pausa y pregúntate si has entrado en la situación por tu estrategia (${estrategiaEs(h)}) o bajo la presión de fuera.`,
      );
    case 'motivation':
      return parrafos(
        v.motivation ? `Tu motivación: ${minuscula(labelOf('es', 'hdMotivation', v.motivation))}.` : undefined,
        variableText(MOTIVACIONES, v.motivation) ?? variableAusente('motivación'),
        'La motivación describe por qué actúas cuando vives tu diseño, que no tiene por qué coincidir con lo que, según tú, debería moverte.',
      );
    case 'perspective':
      return parrafos(
        v.perspective ? `Tu perspectiva: ${minuscula(labelOf('es', 'hdPerspective', v.perspective))}.` : undefined,
        variableText(PERSPECTIVAS, v.perspective) ?? variableAusente('perspectiva'),
        'La perspectiva, también llamada visión, es la lente con la que tu mente encuadra de forma natural lo que ve.',
      );
    case 'digestion':
      return parrafos(
        v.digestion ? `Tu digestión (determinación): ${minuscula(labelOf('es', 'hdDetermination', v.digestion.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(DIGESTIONES, v.digestion) ?? variableAusente('digestión'),
        'Tómalo como un experimento suave sobre cómo recibes la comida y la información, nunca como una norma médica; todo lo que tiene que ver con la salud corresponde a un profesional cualificado.',
      );
    case 'environment':
      return parrafos(
        v.environment ? `Tu entorno: ${minuscula(labelOf('es', 'hdEnvironment', v.environment.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(ENTORNOS, v.environment) ?? variableAusente('entorno'),
        'El entorno adecuado sostiene todo lo demás en tu diseño; fíjate en cuánto cambian los lugares tu claridad y tu bienestar.',
      );
    case 'designSense':
      return parrafos(
        v.designSense ? `Tu sentido de diseño (cognición): ${minuscula(labelOf('es', 'hdCognition', v.designSense))}.` : undefined,
        variableText(SENTIDOS, v.designSense) ?? variableAusente('sentido de diseño'),
        'El sentido de diseño muestra por qué vía funciona mejor la conciencia de tu cuerpo; confiar en ella afina tu percepción.',
      );
    case 'definedCenters':
      return h.definedCenters.length
        ? parrafos(
            `Tus centros definidos: ${lista(definidos)}. Son tus energías constantes, las partes de ti que funcionan igual sea cual sea la compañía.`,
            h.definedCenters.map((c) => CENTROS[c].definido).join(' '),
            'Los demás perciben en ti estas energías; son recursos fiables sobre los que construir.',
          )
        : parrafos('Ninguno de tus centros está definido: todos los centros de tu carta están abiertos.', 'Lejos de ser una carencia, es tu don. Vives toda la gama de las energías humanas a través de los demás y puedes llegar a conocerlas con gran sabiduría, siempre que no las tomes por tuyas.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? parrafos(
            `Tus centros indefinidos, o abiertos: ${lista(abiertos)}. Ahí recibes y amplificas las energías de los demás, y por eso son lugares de aprendizaje y de posible sabiduría.`,
            h.undefinedCenters.map((c) => CENTROS[c].abierto).join(' '),
            'La práctica es sencilla: fíjate en lo que sientes en estos ámbitos y pregúntate si de verdad te pertenece.',
          )
        : parrafos('Tus nueve centros están definidos, algo muy poco frecuente.', 'Tu energía es muy constante y le afecta menos el condicionamiento de los demás; el aprendizaje consiste en comprender cuánto influyen tus energías fijas en quienes te rodean.');
  }
}
