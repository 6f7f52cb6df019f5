/**
 * La calculadora de los tres pilares (Sol, Luna y Ascendente) en español: palabras clave y
 * descripción de cada signo en cada papel. Palabras clave en sustantivos (un adjetivo tendría que
 * concordar con quien lee, cuyo género no conocemos) y tuteo.
 */
import type { BigThreeProse } from '../pack-types';

export const BIG_THREE: BigThreeProse = {
  aries: {
    sun: { keywords: 'iniciativa, valentía, franqueza, empuje', description: 'Tu esencia se despierta cuando empiezas algo. Aprendes actuando, prefieres un reto claro a un consenso lento y tu sentido del propósito crece cuando sigues tu impulso y asumes lo que venga después.' },
    moon: { keywords: 'emociones vivas, independencia, sinceridad, impaciencia', description: 'Las emociones llegan deprisa y se van igual de rápido. Recuperas la calma cuando puedes moverte, decidir y decir las cosas en el momento, entre gente que no confunde un arrebato con una ofensa.' },
    rising: { keywords: 'audacia, energía, franqueza, espíritu competitivo', description: 'La gente te conoce ya en movimiento: mirada directa, paso rápido y poca charla de cortesía. Te enfrentas a lo nuevo de cara, y los demás suelen esperar a que des tú el primer paso.' },
  },
  taurus: {
    sun: { keywords: 'constancia, paciencia, sensualidad, lealtad', description: 'Construyes tu vida como quien prepara un huerto: despacio, a conciencia y para que dure. La comodidad, la belleza y la fiabilidad te importan, y cuando te comprometes con una persona o un proyecto, lo sostienes con una tenacidad admirable.' },
    moon: { keywords: 'seguridad, comodidad, calma, estabilidad', description: 'Necesitas un suelo emocional que no se mueva. Una buena comida, los lugares de siempre, el calor del cuerpo y las costumbres regulares te devuelven la energía, y demuestras tu cariño con gestos concretos.' },
    rising: { keywords: 'calma, solidez, dulzura, ritmo pausado', description: 'La primera impresión que das es de calma y de solidez. Observas antes de actuar, eliges la calidad y la comodidad, y tu presencia tranquiliza a quien tienes cerca.' },
  },
  gemini: {
    sun: { keywords: 'curiosidad, ingenio, versatilidad, comunicación', description: 'Las ideas, las conversaciones y la variedad te alimentan. Tu mente enlaza las cosas a toda velocidad, te gusta aprender un poco de todo y encuentras tu camino haciendo preguntas y dejando varias puertas abiertas.' },
    moon: { keywords: 'necesidad de hablar, estímulo, ligereza, cambio', description: 'Atraviesas tus emociones poniéndoles nombre y compartiéndolas. El aburrimiento te inquieta más que el conflicto, y una charla animada o una noticia nueva te cambia el humor en cuestión de minutos.' },
    rising: { keywords: 'viveza, humor, sociabilidad, movilidad', description: 'Quien te conoce descubre una viveza que se interesa por todo: preguntas, relacionas ideas y pones el ambiente en marcha. Los primeros minutos contigo suelen saber a conversación apasionante.' },
  },
  cancer: {
    sun: { keywords: 'cuidado, protección, memoria, intuición', description: 'Tu identidad se construye alrededor de la gente que quieres y de los lugares donde te sientes en casa. Proteges, alimentas y recuerdas, y tu propósito toma forma cuando creas un refugio para los demás y también para ti.' },
    moon: { keywords: 'sentido de pertenencia, ternura, sensibilidad, fidelidad', description: 'Tus emociones son hondas y cambiantes como las mareas. El hogar, los tuyos y los rituales de siempre te calman, y necesitas sentir que tu sitio está guardado.' },
    rising: { keywords: 'dulzura, reserva, amabilidad, prudencia', description: 'De entrada transmites dulzura y cierta reserva, y tanteas el ambiente antes de abrirte. Los demás notan enseguida que pueden contar con tu amabilidad.' },
  },
  leo: {
    sun: { keywords: 'generosidad, creatividad, orgullo, calidez', description: 'Brillas cuando puedes crear, jugar y dar lo que llevas en el corazón. Te gusta que reconozcan lo mejor de lo que haces, y tu generosidad da calor a todo tu entorno.' },
    moon: { keywords: 'necesidad de reconocimiento, lealtad, entusiasmo, teatralidad', description: 'Necesitas que tus emociones se vean y se respeten. Un elogio sincero, un rato de juego o un gesto de cariño a la vista de todos te devuelven la alegría, y quieres a los tuyos con una lealtad enorme.' },
    rising: { keywords: 'porte, calidez, aplomo, carisma', description: 'Cuando llegas se nota, aunque no lo busques: una manera de moverte, una sonrisa, una presencia que llena la sala. Los demás se giran hacia ti y esperan que marques el tono.' },
  },
  virgo: {
    sun: { keywords: 'precisión, servicio, criterio, método', description: 'Encuentras sentido cuando haces las cosas mejores, más claras y más útiles. Te fijas en los detalles que a otros se les escapan y pones tu talento al servicio de un trabajo bien hecho.' },
    moon: { keywords: 'necesidad de orden, utilidad, atención, pudor', description: 'Te serenas poniendo orden: una lista, una tarea terminada, un problema resuelto. Demuestras tu cariño ayudando de forma concreta más que con grandes palabras.' },
    rising: { keywords: 'sobriedad, atención, modestia, eficacia', description: 'La primera impresión es la de una presencia cuidada y atenta, que observa antes de hablar. Los demás confían enseguida en tu sentido práctico y en tu buen criterio.' },
  },
  libra: {
    sun: { keywords: 'armonía, justicia, elegancia, colaboración', description: 'Te realizas en la relación y en la búsqueda del equilibrio. Sopesas los puntos de vista, buscas la solución justa y aportas belleza y tacto a todo lo que tocas.' },
    moon: { keywords: 'necesidad de paz, dulzura, intercambio, estética', description: 'Las tensiones te pesan, y recuperas la calma en un entorno armonioso y junto a alguien con quien estés en paz. Necesitas compartir lo que sientes para entenderlo del todo.' },
    rising: { keywords: 'encanto, cortesía, diplomacia, gracia', description: 'Te acercas a los demás con cortesía y un sentido natural de la medida. Tu encanto hace que la gente se sienta cómoda, y a menudo te piden que medies cuando hay roces.' },
  },
  scorpio: {
    sun: { keywords: 'intensidad, profundidad, lealtad, transformación', description: 'Vives las cosas a fondo o no las vives. Buscas la verdad bajo la superficie, atraviesas las crisis sin rendirte y sales de ellas con más fuerza que antes.' },
    moon: { keywords: 'emociones profundas, discreción, confianza, pasión', description: 'Tus emociones son intensas y a menudo te las guardas. La confianza se gana despacio, pero una vez dada, tu lealtad no tiene fisuras.' },
    rising: { keywords: 'magnetismo, reserva, perspicacia, intensidad', description: 'Transmites una presencia magnética y algo misteriosa: observas mucho y revelas poco. Los demás intuyen que ves más allá de las apariencias.' },
  },
  sagittarius: {
    sun: { keywords: 'libertad, optimismo, búsqueda de sentido, franqueza', description: 'Vas hacia delante cuando se ensanchan tus horizontes, ya sea con viajes, con estudios, con encuentros o con las grandes ideas. Tu optimismo se contagia, y necesitas que tu vida tenga un sentido que puedas explicar.' },
    moon: { keywords: 'necesidad de espacio, entusiasmo, humor, espontaneidad', description: 'Necesitas aire y movimiento para sentirte bien. El encierro te pesa, y una aventura, una risa compartida o un plan de viaje te levantan el ánimo enseguida.' },
    rising: { keywords: 'entusiasmo, apertura, franqueza, buen humor', description: 'Conocerte tiene algo de aventura: una sonrisa, una apertura, unas ganas de ver qué hay más allá. Tu franqueza y tu buen humor desarman a cualquiera.' },
  },
  capricorn: {
    sun: { keywords: 'ambición, responsabilidad, perseverancia, dominio', description: 'Construyes paso a paso, con paciencia y seriedad, lo que tiene que durar. Aceptas las responsabilidades que otros esquivan y tu autoridad crece con los años.' },
    moon: { keywords: 'necesidad de seguridad, contención, deber, fiabilidad', description: 'Mantienes tus emociones bajo control y te sientes a salvo cuando las cosas están en orden. Demuestras tu cariño con hechos y con una presencia fiable a lo largo del tiempo.' },
    rising: { keywords: 'seriedad, dominio, discreción, autoridad', description: 'La primera impresión es la de una presencia serena y seria que inspira respeto. Enseguida te confían responsabilidades, y bajo esa reserva asoma un humor seco.' },
  },
  aquarius: {
    sun: { keywords: 'originalidad, independencia, ideales, amistad', description: 'Piensas por tu cuenta y miras hacia el futuro. Las ideas nuevas, las causas comunes y la amistad te motivan, y tu manera de ver las cosas abre caminos que otros aún no imaginan.' },
    moon: { keywords: 'necesidad de libertad, distancia, amistad, curiosidad', description: 'Tomas distancia para entender lo que sientes. Necesitas espacio en tus relaciones y te sientes bien entre amigos que respetan tu independencia.' },
    rising: { keywords: 'singularidad, apertura, humor peculiar, independencia', description: 'Tu singularidad se nota enseguida: una forma muy tuya de ver y de decir las cosas. Te acercas a la gente con apertura, aunque guardas cierta distancia.' },
  },
  pisces: {
    sun: { keywords: 'compasión, imaginación, sensibilidad, inspiración', description: 'Percibes lo que a otros se les escapa: los ambientes, lo que no se dice, los sueños. Tu compasión y tu imaginación encuentran cauce en el arte, la ayuda a los demás o la vida espiritual.' },
    moon: { keywords: 'empatía, ensoñación, dulzura, necesidad de retiro', description: 'Absorbes las emociones de tu entorno como una esponja. La música, el agua, el arte o un rato a solas te ayudan a recuperar tu propio centro.' },
    rising: { keywords: 'dulzura, misterio, adaptabilidad, receptividad', description: 'Transmites una dulzura algo esquiva, y quien está contigo se siente comprendido. Te adaptas a cada ambiente con una facilidad sorprendente.' },
  },
};
