/** Nomi in italiano. I termini vedici mantengono la traslitterazione consueta. */
import { LATIN_VEDIC, ROMAN, type LabelTexts } from './catalogue';

const ANGLE = { 'Right Angle': 'Croce ad Angolo Destro', 'Left Angle': 'Croce ad Angolo Sinistro', Juxtaposition: 'Croce di Giustapposizione' } as const;

export const IT: LabelTexts = {
  lists: {
    ...LATIN_VEDIC,
    signs: 'Ariete|Toro|Gemelli|Cancro|Leone|Vergine|Bilancia|Scorpione|Sagittario|Capricorno|Acquario|Pesci',
    bodies: 'Sole|Luna|Mercurio|Venere|Marte|Giove|Saturno|Urano|Nettuno|Plutone|Chirone|Nodo Nord|Nodo Sud|Lilith|Ascendente|Medio Cielo|Discendente|Fondo Cielo|Parte di Fortuna|Terra',
    bodyTypes: 'Luminare|Pianeta|Asteroide|Nodo|Punto|Angolo',
    aspects: 'Congiunzione|Opposizione|Trigono|Quadratura|Sestile|Quinconce|Semisestile|Semiquadrato|Sesquiquadrato|Quintile|Biquintile',
    elements: 'Fuoco|Terra|Aria|Acqua',
    modalities: 'Cardinale|Fisso|Mobile',
    lunarPhases: 'Luna nuova|Luna crescente|Primo quarto|Gibbosa crescente|Luna piena|Gibbosa calante|Ultimo quarto|Luna calante',
    hdTypes: 'Generatore|Generatore Manifestante|Manifestatore|Proiettore|Riflettore',
    hdStrategies: 'Rispondere|Informare|Attendere l’invito|Attendere un ciclo lunare',
    hdThemes: 'Soddisfazione|Frustrazione|Pace|Rabbia|Successo|Amarezza|Sorpresa|Delusione',
    hdAuthorities: 'Emotiva|Sacrale|Splenica|Ego manifestato|Ego proiettato|Autoproiettata|Mentale|Lunare',
    hdDefinitions: 'Nessuna|Singola|Divisa|Tripla divisione|Quadrupla divisione',
    hdCenters: 'Testa|Ajna|Gola|G|Cuore|Sacrale|Plesso solare|Milza|Radice',
    hdChannels:
      'Ispirazione|Il Battito|Mutazione|Logica|Ritmo|Accoppiamento|L’Alfa|Concentrazione|Risveglio|Esplorazione|Forma perfezionata|Curiosità|Apertura|Il Figliol prodigo|Lunghezza d’onda|Accettazione|Giudizio|Sintesi|Carisma|Onda cerebrale|Denaro|Strutturazione|Consapevolezza|Iniziazione|Resa|Preservazione|Lotta|Scoperta|Riconoscimento|Trasformazione|Potere|Transitorietà|Comunità|Emozione|Maturazione|Astrazione',
    hdLines: 'Investigatore|Eremita|Martire|Opportunista|Eretico|Modello',
    hdDetermination: 'Appetito|Gusto|Sete|Tatto|Suono|Luce',
    hdEnvironment: 'Grotte|Mercati|Cucine|Montagne|Valli|Rive',
    hdMotivation: 'Paura|Speranza|Desiderio|Bisogno|Colpa|Innocenza',
    hdPerspective: 'Sopravvivenza|Possibilità|Potere|Mancanza|Probabilità|Personale',
    hdCognition: 'Olfatto|Gusto|Visione esterna|Visione interna|Sentimento|Tatto',
    hdSense: 'Sicurezza|Incertezza|Azione|Meditazione|Giudizio|Accettazione',
    hdArrows: 'Sinistra|Destra',
    crossStems:
      'della Sfinge|della Spiegazione|del Contagio|della Fenice dormiente|della Pianificazione|della Coscienza|del Governo|dell’Eden|del Vaso dell’Amore|del Servizio|della Tensione|della Penetrazione|di Maya|delle Leggi|dell’Inatteso|delle Quattro Vie|delle Maschere|della Rivoluzione|dell’Operosità|dello Spirito|della Migrazione|del Dominio|dell’Informazione|del Piano|della Guarigione|dello Sconvolgimento|dello Sforzo|della Chiarina|della Limitazione|dei Desideri|dell’Allineamento|dell’Incarnazione|della Sfida|della Dedizione|dell’Incertezza|della Dualità|dell’Identificazione|della Separazione|del Confronto|dell’Educazione|della Prevenzione|delle Richieste|dell’Individualismo|dei Cicli|dell’Oscuramento|della Distrazione|dell’Alfa|del Raffinamento|dell’Espressione di sé|del Conducente|della Mutazione|della Formulazione|delle Abitudini|del Conflitto|dell’Interazione|del Contributo|della Concentrazione|del Comportamento|delle Idee|dell’Articolazione|dell’Ascolto|dell’Emancipazione|degli Estremi|della Sperimentazione|delle Opinioni|della Correzione|del Bisogno|dell’Adesso|del Controllo|della Grazia|dell’Assimilazione|della Razionalizzazione|dell’Innocenza|dell’Imbroglione|della Cura|dei Rischi|dell’Impegno|dei Destini|dell’Influenza|della Conservazione|del Ritiro|del Potere|dell’Esperienza|della Crisi|degli Accordi|dell’Opposizione|della Provocazione|della Negazione|della Fantasia|del Compimento|della Perspicacia|della Vigilanza|del Possesso|della Serendipità|dell’Oppressione|della Profondità|dei Principi|dei Valori|dello Shock|della Quiete|degli Inizi|dell’Ambizione|degli Umori|della Stimolazione|dell’Intuizione|della Vitalità|della Strategia|del Pensiero|del Dettaglio|dei Dubbi|della Confusione',
    yonis: 'Cavallo|Elefante|Pecora|Serpente|Cane|Gatto|Ratto|Mucca|Bufalo|Tigre|Cervo|Scimmia|Mangusta|Leone',
    dignities: 'Esaltato|In caduta|Moolatrikona|Domicilio',
    matchVerdicts: 'Eccellente|Buona|Nella media|Sconsigliata',
    themeWords: 'Identità|Emozioni|Comunicazione|Relazioni|Azione|Crescita|Struttura|Cambiamento|Immaginazione|Trasformazione|Guarigione|Direzione|Riflessione|Nuovi inizi|Culmine|Aggiustamento|Slancio|Equilibrio',
    aspectPatterns: 'Grande trigono|T-quadrato|Grande croce|Yod|Aquilone|Rettangolo mistico|Stellium',
    dailyEnergies: 'Armoniosa|Impegnativa|Intensa|Dinamica|Calma',
    lifePathKeywords:
      'indipendenza, iniziativa, coraggio, originalità|cooperazione, diplomazia, sensibilità, collaborazione|espressione, creatività, gioia, socievolezza|stabilità, disciplina, ordine, affidabilità|libertà, cambiamento, curiosità, versatilità|responsabilità, cura, famiglia, armonia|analisi, introspezione, saggezza, spiritualità|ambizione, autorità, abbondanza, potere|compassione, idealismo, generosità, compimento|intuizione, ispirazione, visione, sensibilità|visione, maestria, idealismo pratico, eredità|compassione, guarigione, guida, servizio',
    lifePaths: 'Il Leader|Il Pacificatore|Il Comunicatore|Il Costruttore|L’Avventuriero|Il Protettore|Il Ricercatore|Il Realizzatore|L’Umanitario|L’Intuitivo|Il Maestro Costruttore|Il Maestro Insegnante',
  },
  grammar: {
    house: (n) => `Casa ${ROMAN[n]}`,
    gate: (n) => `Porta ${n}`,
    profile: (p, d) => `${p} / ${d}`,
    cross: (angle, stem, n) => `${ANGLE[angle]} ${stem}${n ? ` (${n})` : ''}`,
    shift: (w) => `${w} in movimento`,
    retrograde: (b, key) => `${b} ${key === 'venus' ? 'retrograda' : 'retrogrado'}`,
    direct: (b, key) => `${b} ${key === 'venus' ? 'diretta' : 'diretto'}`,
  },
};
