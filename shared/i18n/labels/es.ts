/** Nombres en español. Los términos védicos conservan su transliteración habitual. */
import { LATIN_VEDIC, ROMAN, type LabelTexts } from './catalogue';

const ANGLE = { 'Right Angle': 'Cruz de Ángulo Derecho', 'Left Angle': 'Cruz de Ángulo Izquierdo', Juxtaposition: 'Cruz de Yuxtaposición' } as const;

export const ES: LabelTexts = {
  lists: {
    ...LATIN_VEDIC,
    signs: 'Aries|Tauro|Géminis|Cáncer|Leo|Virgo|Libra|Escorpio|Sagitario|Capricornio|Acuario|Piscis',
    bodies: 'Sol|Luna|Mercurio|Venus|Marte|Júpiter|Saturno|Urano|Neptuno|Plutón|Quirón|Nodo Norte|Nodo Sur|Lilith|Ascendente|Medio Cielo|Descendente|Fondo del Cielo|Parte de la Fortuna|Tierra',
    bodyTypes: 'Luminaria|Planeta|Asteroide|Nodo|Punto|Ángulo',
    aspects: 'Conjunción|Oposición|Trígono|Cuadratura|Sextil|Quincuncio|Semisextil|Semicuadratura|Sesquicuadratura|Quintil|Biquintil',
    elements: 'Fuego|Tierra|Aire|Agua',
    modalities: 'Cardinal|Fijo|Mutable',
    lunarPhases: 'Luna nueva|Luna creciente|Cuarto creciente|Gibosa creciente|Luna llena|Gibosa menguante|Cuarto menguante|Luna menguante',
    hdTypes: 'Generador|Generador Manifestante|Manifestador|Proyector|Reflector',
    hdStrategies: 'Responder|Informar|Esperar la invitación|Esperar un ciclo lunar',
    hdThemes: 'Satisfacción|Frustración|Paz|Ira|Éxito|Amargura|Sorpresa|Decepción',
    hdAuthorities: 'Emocional|Sacral|Esplénica|Ego manifestado|Ego proyectado|Autoproyectada|Mental|Lunar',
    hdDefinitions: 'Ninguna|Simple|Dividida|Triple división|Cuádruple división',
    hdCenters: 'Cabeza|Ajna|Garganta|G|Corazón|Sacral|Plexo Solar|Bazo|Raíz',
    hdChannels:
      'Inspiración|El Latido|Mutación|Lógica|Ritmo|Apareamiento|El Alfa|Concentración|Despertar|Exploración|Forma perfeccionada|Curiosidad|Apertura|El Hijo Pródigo|Longitud de onda|Aceptación|Juicio|Síntesis|Carisma|Onda cerebral|Dinero|Estructuración|Toma de conciencia|Iniciación|Rendición|Preservación|Lucha|Descubrimiento|Reconocimiento|Transformación|Poder|Transitoriedad|Comunidad|Emoción|Maduración|Abstracción',
    hdLines: 'Investigador|Ermitaño|Mártir|Oportunista|Hereje|Modelo a seguir',
    hdDetermination: 'Apetito|Gusto|Sed|Tacto|Sonido|Luz',
    hdEnvironment: 'Cuevas|Mercados|Cocinas|Montañas|Valles|Orillas',
    hdMotivation: 'Miedo|Esperanza|Deseo|Necesidad|Culpa|Inocencia',
    hdPerspective: 'Supervivencia|Posibilidad|Poder|Carencia|Probabilidad|Personal',
    hdCognition: 'Olfato|Gusto|Visión exterior|Visión interior|Sentimiento|Tacto',
    hdSense: 'Seguridad|Incertidumbre|Acción|Meditación|Juicio|Aceptación',
    hdArrows: 'Izquierda|Derecha',
    crossStems:
      'de la Esfinge|de la Explicación|del Contagio|del Fénix Dormido|de la Planificación|de la Conciencia|del Dominio|del Edén|del Recipiente del Amor|del Servicio|de la Tensión|de la Penetración|de Maya|de las Leyes|de lo Inesperado|de los Cuatro Caminos|de las Máscaras|de la Revolución|de la Industria|del Espíritu|de la Migración|de la Soberanía|de la Información|del Plano|de la Sanación|de la Agitación|del Esfuerzo|del Clarín|de la Limitación|de los Deseos|de la Alineación|de la Encarnación|del Desafío|de la Dedicación|de la Incertidumbre|de la Dualidad|de la Identificación|de la Separación|de la Confrontación|de la Educación|de la Prevención|de las Exigencias|del Individualismo|de los Ciclos|del Oscurecimiento|de la Distracción|del Alfa|del Refinamiento|de la Autoexpresión|del Conductor|de la Mutación|de la Formulación|de los Hábitos|del Conflicto|de la Interacción|de la Contribución|del Enfoque|del Comportamiento|de las Ideas|de la Articulación|de la Escucha|del Empoderamiento|de los Extremos|de la Experimentación|de las Opiniones|de la Corrección|de la Necesidad|del Ahora|del Control|de la Gracia|de la Asimilación|de la Racionalización|de la Inocencia|del Embaucador|del Cuidado|de los Riesgos|del Compromiso|de los Destinos|de la Influencia|de la Conservación|del Retiro|del Poder|de la Experiencia|de la Crisis|de los Tratos|de la Oposición|de la Provocación|de la Negación|de la Fantasía|de la Culminación|de la Perspicacia|del Estado de Alerta|de la Posesión|de la Serendipia|de la Opresión|de la Profundidad|de los Principios|de los Valores|del Impacto|de la Quietud|de los Comienzos|de la Ambición|de los Estados de Ánimo|de la Estimulación|de la Intuición|de la Vitalidad|de la Estrategia|del Pensamiento|del Detalle|de las Dudas|de la Confusión',
    yonis: 'Caballo|Elefante|Oveja|Serpiente|Perro|Gato|Rata|Vaca|Búfalo|Tigre|Ciervo|Mono|Mangosta|León',
    dignities: 'Exaltado|En caída|Moolatrikona|Domicilio',
    matchVerdicts: 'Excelente|Buena|Media|No recomendada',
    themeWords: 'Identidad|Emociones|Comunicación|Relaciones|Acción|Crecimiento|Estructura|Cambio|Imaginación|Transformación|Sanación|Rumbo|Reflexión|Nuevos comienzos|Culminación|Ajuste|Impulso|Equilibrio',
    aspectPatterns: 'Gran trígono|Cuadratura en T|Gran cruz|Yod|Cometa|Rectángulo místico|Stellium',
    dailyEnergies: 'Armoniosa|Exigente|Intensa|Dinámica|Tranquila',
    lifePathKeywords:
      'independencia, iniciativa, valentía, originalidad|cooperación, diplomacia, sensibilidad, asociación|expresión, creatividad, alegría, sociabilidad|estabilidad, disciplina, orden, fiabilidad|libertad, cambio, curiosidad, versatilidad|responsabilidad, cuidado, familia, armonía|análisis, introspección, sabiduría, espiritualidad|ambición, autoridad, abundancia, poder|compasión, idealismo, generosidad, plenitud|intuición, inspiración, visión, sensibilidad|visión, maestría, idealismo práctico, legado|compasión, sanación, guía, servicio',
    lifePaths: 'El Líder|El Pacificador|El Comunicador|El Constructor|El Aventurero|El Protector|El Buscador|El Triunfador|El Humanitario|El Intuitivo|El Maestro Constructor|El Maestro Docente',
  },
  grammar: {
    house: (n) => `Casa ${ROMAN[n]}`,
    gate: (n) => `Puerta ${n}`,
    profile: (p, d) => `${p} / ${d}`,
    cross: (angle, stem, n) => `${ANGLE[angle]} ${stem}${n ? ` (${n})` : ''}`,
    shift: (w) => `${w} en movimiento`,
    retrograde: (b) => `${b} retrógrado`,
    direct: (b) => `${b} directo`,
  },
};
