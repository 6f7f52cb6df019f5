/**
 * Phrases of the offline advisor in the seven languages. Placeholders in braces; sign, planet,
 * aspect and strength names are translated, Human Design terms stay in their usual English form.
 */
import type { AdvisorLanguage } from './request';

/** Joins a list of words as the language does ("5 and 23 November" lists: Intl.ListFormat). */
export type JoinList = (xs: string[]) => string;

export interface OfflinePhrases {
  /** The openings of an answer: one is chosen per question, so that answers do not all open with one frame. */
  headers: readonly string[];
  personal: string;
  general: string;
  big3: string;
  big3NoAsc: string;
  love: string;
  /** Love without Venus's house (a blueprint of an unknown birth time has no houses). */
  loveNoHouse: string;
  work: string;
  /** Work without the Midheaven and Saturn's house (unknown birth time): the Sun and Saturn by sign. */
  workNoTime: string;
  hd: string;
  numerology: string;
  /** Two saved people compared (the relationship core). */
  relationship: string;
  /** The transits of the period asked about: {period} is a `periods` label, {span} the `span` of its dates. */
  transitsIntro: string;
  /** The same for a single day: {day} is the `day` phrase of its date. */
  transitsIntroDay: string;
  transitLine: string;
  /** A transit exact inside the period: {on} is the `on` phrase of its dates. */
  transitExact: string;
  /** "from 1 November 2026 to 30 November 2026", with the language's prepositions and articles (Italian elides: dall’8, all’11). */
  span: (from: string, to: string) => string;
  /** A date as the object of the sentence ("le 26 novembre", "den 26. November", "l’8 novembre"). */
  day: (date: string) => string;
  /** The exact dates of a transit: "on 5 and 23 November" ("le 5 novembre et le 23 novembre", "am 5. November und am 23. November"). */
  on: (dates: string[], join: JoinList) => string;
  /** Over a year only the slow planets are followed; said once. */
  yearNote: string;
  /** The periods a question can name (shared/advisor/period.ts); {month} is the month's name. */
  periods: Record<'today' | 'tomorrow' | 'thisWeek' | 'nextWeek' | 'thisMonth' | 'nextMonth' | 'namedMonth' | 'thisYear' | 'nextYear' | 'default', string>;
  noTransits: string;
  /** The sky of a date: {date} the date in words, {day} its `day` phrase; the sentence's first letter is capitalized. */
  skyIntro: string;
  retro: string;
  noRetro: string;
  declined: string;
  closing: string;
  planets: Record<string, string>;
  signs: Record<string, string>;
  aspects: Record<string, string>;
  /** A transit's strength as the transit core names it (very strong, strong, moderate, weak). */
  strengths: Record<string, string>;
  /** The relationship score's band as the relationship core names it (Minimal ... Rare Exceptional). */
  bands: Record<string, string>;
}

/** Italian elides the article before a day said with a vowel: l’8, dall’11, all’8 (otto, undici). */
const itDay = (prep: 'il' | 'dal' | 'al') => (d: string): string => (/^(?:8|11)(?!\d)/.test(d) ? `${{ il: 'l’', dal: 'dall’', al: 'all’' }[prep]}${d}` : `${prep} ${d}`);

const SIGN_KEYS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const PLANET_KEYS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node', 'ascendant', 'midheaven'];
const ASPECT_KEYS = ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx'];
const STRENGTH_KEYS = ['very strong', 'strong', 'moderate', 'weak'];
const BAND_KEYS = ['Minimal', 'Medium', 'Important', 'Very Important', 'Exceptional', 'Rare Exceptional'];
const zip = (keys: string[], names: string): Record<string, string> => {
  const v = names.split('|');
  return Object.fromEntries(keys.map((k, i) => [k, v[i]!]));
};

export const PHRASES: Readonly<Record<AdvisorLanguage, OfflinePhrases>> = {
  en: {
    headers: ['{name} here, in offline mode: the AI model is not connected right now, so this answer is composed directly {source}, without it.'],
    personal: 'from your saved blueprint',
    general: 'from the sky of today (no blueprint is saved on this account, so this is general guidance; saving one makes the answers personal)',
    big3: 'Your Sun is in {sun}, your Moon in {moon} and your Ascendant in {asc}.',
    big3NoAsc: 'Your Sun is in {sun} and your Moon in {moon}.',
    love: 'In love, Venus in {venus} (house {venusHouse}) describes what you value, and Mars in {mars} how you go after it.',
    loveNoHouse: 'In love, Venus in {venus} describes what you value, and Mars in {mars} how you go after it.',
    work: 'For work, your Midheaven in {mc} points to the public role that suits you, and Saturn in house {saturnHouse} to where patient effort pays off.',
    workNoTime: 'For work, your Sun in {sun} shows the drive you bring to what you do, and Saturn in {saturn} where patient effort pays off; without a birth time, the Midheaven and the houses are not known.',
    hd: 'In Human Design you are a {type} with {authority} authority, profile {profile}: your strategy is {strategy}.',
    numerology: 'Your life path number is {lifePath}, and you are in a personal year {personalYear}.',
    relationship: 'With {other}: relationship score {score} ({band}), harmony {harmony}/100; in Human Design a {theme} connection ({combined} together); numerology compatibility {numerology}/100.',
    transitsIntro: 'For {period}, {span}:',
    transitsIntroDay: 'For {period}, {day}:',
    transitLine: '{transiting} {aspect} your natal {natal} ({strength}).',
    transitExact: '{transiting} {aspect} your natal {natal}, exact {on} ({strength}).',
    span: (from, to) => `from ${from} to ${to}`,
    day: (d) => d,
    on: (ds, join) => `on ${join(ds)}`,
    yearNote: 'Over a span this long only the slow planets, from Jupiter outward, are followed: their contacts set the tone.',
    periods: { today: 'today', tomorrow: 'tomorrow', thisWeek: 'this week', nextWeek: 'next week', thisMonth: 'this month', nextMonth: 'next month', namedMonth: '{month}', thisYear: 'the rest of this year', nextYear: 'next year', default: 'the coming seven days' },
    noTransits: 'No major transit touches your chart in this period; it is a quieter stretch.',
    skyIntro: 'On {date} the Sun is in {sun} and the Moon in {moon}.',
    retro: 'Retrograde: {list}.',
    noRetro: 'No planet is retrograde.',
    declined: 'That topic is one I have been asked not to discuss here.',
    closing: 'Take this as reflection, not certainty; for medical, legal or financial questions, please ask a qualified professional.',
    planets: zip(PLANET_KEYS, 'Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Chiron|North Node|South Node|Ascendant|Midheaven'),
    signs: zip(SIGN_KEYS, 'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces'),
    aspects: zip(ASPECT_KEYS, 'conjunct|opposite|square|trine|sextile|quincunx'),
    strengths: zip(STRENGTH_KEYS, 'very strong|strong|moderate|weak'),
    bands: zip(BAND_KEYS, BAND_KEYS.join('|')),
  },
  fr: {
    headers: [
      'Ici {name}, en mode hors ligne : le modèle d’IA n’est pas connecté pour le moment, cette réponse est donc composée directement {source}, sans lui.',
      '{name} vous répond en mode hors ligne : le modèle d’IA n’est pas joignable en ce moment, je compose donc cette réponse directement {source}.',
      'Mode hors ligne : comme le modèle d’IA est indisponible pour l’instant, c’est moi, {name}, qui vous réponds directement {source}.',
    ],
    personal: 'à partir de votre blueprint enregistré',
    general: 'à partir du ciel du jour (aucun blueprint n’est enregistré sur ce compte, ce sont donc des repères généraux ; en enregistrer un rend les réponses personnelles)',
    big3: 'Votre Soleil est en {sun}, votre Lune en {moon} et votre Ascendant en {asc}.',
    big3NoAsc: 'Votre Soleil est en {sun} et votre Lune en {moon}.',
    love: 'En amour, Vénus en {venus} (maison {venusHouse}) décrit ce que vous appréciez, et Mars en {mars} votre façon d’aller vers ce que vous désirez.',
    loveNoHouse: 'En amour, Vénus en {venus} décrit ce que vous appréciez, et Mars en {mars} votre façon d’aller vers ce que vous désirez.',
    work: 'Pour le travail, votre Milieu du Ciel en {mc} indique le rôle public qui vous convient, et Saturne en maison {saturnHouse} le domaine où l’effort patient porte ses fruits.',
    workNoTime: 'Pour le travail, votre Soleil en {sun} montre l’élan que vous mettez dans ce que vous faites, et Saturne en {saturn} le domaine où l’effort patient porte ses fruits ; sans heure de naissance, le Milieu du Ciel et les maisons restent inconnus.',
    hd: 'En Human Design, vous êtes {type} avec une autorité {authority}, profil {profile} ; votre stratégie : {strategy}.',
    numerology: 'Votre chemin de vie est le {lifePath}, et vous êtes dans une année personnelle {personalYear}.',
    relationship: 'Avec {other} : score relationnel {score} ({band}), harmonie {harmony}/100 ; en Human Design une connexion {theme} ({combined} ensemble) ; compatibilité numérologique {numerology}/100.',
    transitsIntro: 'Pour {period}, {span} :',
    transitsIntroDay: 'Pour {period}, {day} :',
    transitLine: '{contact} ({strength}).',
    transitExact: '{contact}, exact {on} ({strength}).',
    span: (from, to) => `du ${from} au ${to}`,
    day: (d) => `le ${d}`,
    on: (ds, join) => join(ds.map((d) => `le ${d}`)),
    yearNote: 'Sur une année entière, ce sont les planètes lentes, de Jupiter à Pluton, dont les aspects donnent le ton.',
    periods: { today: 'aujourd’hui', tomorrow: 'demain', thisWeek: 'cette semaine', nextWeek: 'la semaine prochaine', thisMonth: 'ce mois-ci', nextMonth: 'le mois prochain', namedMonth: '{month}', thisYear: 'le reste de l’année', nextYear: 'l’année prochaine', default: 'les sept prochains jours' },
    noTransits: 'Aucun transit majeur ne touche votre thème sur cette période ; c’est un moment plus calme.',
    skyIntro: '{day}, le Soleil est en {sun} et la Lune en {moon}.',
    retro: 'Rétrogrades : {list}.',
    noRetro: 'Aucune planète n’est rétrograde.',
    declined: 'On m’a demandé de ne pas aborder ce sujet ici.',
    closing: 'Prenez ceci comme une piste de réflexion, pas comme une certitude ; pour les questions médicales, juridiques ou financières, consultez un professionnel qualifié.',
    planets: zip(PLANET_KEYS, 'Soleil|Lune|Mercure|Vénus|Mars|Jupiter|Saturne|Uranus|Neptune|Pluton|Chiron|Nœud Nord|Nœud Sud|Ascendant|Milieu du Ciel'),
    signs: zip(SIGN_KEYS, 'Bélier|Taureau|Gémeaux|Cancer|Lion|Vierge|Balance|Scorpion|Sagittaire|Capricorne|Verseau|Poissons'),
    aspects: zip(ASPECT_KEYS, 'conjonction|opposition|carré|trigone|sextile|quinconce'),
    strengths: zip(STRENGTH_KEYS, 'très fort|fort|modéré|faible'),
    bands: zip(BAND_KEYS, 'minimal|moyen|important|très important|exceptionnel|exceptionnel et rare'),
  },
  es: {
    headers: [
      'Soy {name}, en modo sin conexión: el modelo de IA no está conectado ahora mismo, así que esta respuesta se compone directamente {source}, sin él.',
      '{name} te responde en modo sin conexión: el modelo de IA no está disponible en este momento, de modo que compongo esta respuesta directamente {source}.',
      'Modo sin conexión: como el modelo de IA no responde ahora, soy yo, {name}, quien te contesta directamente {source}.',
    ],
    personal: 'a partir de tu blueprint guardado',
    general: 'a partir del cielo de hoy (esta cuenta no tiene ningún blueprint guardado, así que son pautas generales; guardar uno hace las respuestas personales)',
    big3: 'Tu Sol está en {sun}, tu Luna en {moon} y tu Ascendente en {asc}.',
    big3NoAsc: 'Tu Sol está en {sun} y tu Luna en {moon}.',
    love: 'En el amor, Venus en {venus} (casa {venusHouse}) describe lo que valoras, y Marte en {mars} cómo vas a por ello.',
    loveNoHouse: 'En el amor, Venus en {venus} describe lo que valoras, y Marte en {mars} cómo vas a por ello.',
    work: 'En el trabajo, tu Medio Cielo en {mc} señala el papel público que te va, y Saturno en la casa {saturnHouse} dónde el esfuerzo paciente da fruto.',
    workNoTime: 'En el trabajo, tu Sol en {sun} muestra el impulso que pones en lo que haces, y Saturno en {saturn} dónde el esfuerzo paciente da fruto; sin hora de nacimiento, el Medio Cielo y las casas no se conocen.',
    hd: 'En Human Design eres {type} con autoridad {authority}, perfil {profile}; tu estrategia: {strategy}.',
    numerology: 'Tu número de camino de vida es el {lifePath}, y estás en un año personal {personalYear}.',
    relationship: 'Con {other}: puntuación de relación {score} ({band}), armonía {harmony}/100; en Human Design una conexión {theme} ({combined} juntos); compatibilidad numerológica {numerology}/100.',
    transitsIntro: 'Para {period}, {span}:',
    transitsIntroDay: 'Para {period}, {day}:',
    transitLine: '{contact} ({strength}).',
    transitExact: '{contact}, exacto {on} ({strength}).',
    span: (from, to) => `del ${from} al ${to}`,
    day: (d) => `el ${d}`,
    on: (ds, join) => join(ds.map((d) => `el ${d}`)),
    yearNote: 'En un año entero cuentan los planetas lentos, de Júpiter hacia fuera, cuyos aspectos marcan el año.',
    periods: { today: 'hoy', tomorrow: 'mañana', thisWeek: 'esta semana', nextWeek: 'la próxima semana', thisMonth: 'este mes', nextMonth: 'el próximo mes', namedMonth: '{month}', thisYear: 'el resto del año', nextYear: 'el próximo año', default: 'los próximos siete días' },
    noTransits: 'Ningún tránsito mayor toca tu carta en este periodo; es una etapa más tranquila.',
    skyIntro: '{day} el Sol está en {sun} y la Luna en {moon}.',
    retro: 'Retrógrados: {list}.',
    noRetro: 'Ningún planeta está retrógrado.',
    declined: 'Me han pedido que no trate ese tema aquí.',
    closing: 'Tómalo como reflexión, no como certeza; para cuestiones médicas, legales o financieras, consulta a un profesional cualificado.',
    planets: zip(PLANET_KEYS, 'Sol|Luna|Mercurio|Venus|Marte|Júpiter|Saturno|Urano|Neptuno|Plutón|Quirón|Nodo Norte|Nodo Sur|Ascendente|Medio Cielo'),
    signs: zip(SIGN_KEYS, 'Aries|Tauro|Géminis|Cáncer|Leo|Virgo|Libra|Escorpio|Sagitario|Capricornio|Acuario|Piscis'),
    aspects: zip(ASPECT_KEYS, 'conjunción|oposición|cuadratura|trígono|sextil|quincuncio'),
    strengths: zip(STRENGTH_KEYS, 'muy fuerte|fuerte|moderado|débil'),
    bands: zip(BAND_KEYS, 'mínimo|medio|importante|muy importante|excepcional|excepcional y poco común'),
  },
  de: {
    headers: [
      'Hier ist {name}, im Offline-Modus: Das KI-Modell ist gerade nicht verbunden, deshalb ist diese Antwort direkt {source} zusammengestellt, ohne das Modell.',
      '{name} antwortet dir im Offline-Modus: Das KI-Modell ist im Moment nicht erreichbar, also stelle ich diese Antwort direkt {source} zusammen.',
      'Offline-Modus: Weil das KI-Modell gerade nicht verbunden ist, antworte ich, {name}, dir direkt {source}.',
    ],
    personal: 'aus deinem gespeicherten Blueprint',
    general: 'aus dem heutigen Himmel (auf diesem Konto ist kein Blueprint gespeichert, daher sind das allgemeine Hinweise; mit einem gespeicherten Blueprint werden die Antworten persönlich)',
    big3: 'Deine Sonne steht {sun}, dein Mond {moon} und dein Aszendent {asc}.',
    big3NoAsc: 'Deine Sonne steht {sun} und dein Mond {moon}.',
    love: 'In der Liebe beschreibt Venus {venus} (Haus {venusHouse}), was dir wichtig ist, und Mars {mars}, wie du es anstrebst.',
    loveNoHouse: 'In der Liebe beschreibt Venus {venus}, was dir wichtig ist, und Mars {mars}, wie du es anstrebst.',
    work: 'Im Beruf zeigt dein Medium Coeli {mc} die öffentliche Rolle, die zu dir passt, und Saturn in Haus {saturnHouse}, wo geduldige Arbeit sich auszahlt.',
    workNoTime: 'Im Beruf zeigt deine Sonne {sun}, mit welchem Antrieb du arbeitest, und Saturn {saturn}, wo geduldige Arbeit sich auszahlt; ohne Geburtszeit sind das Medium Coeli und die Häuser unbekannt.',
    hd: 'Im Human Design bist du ein {type} mit der Autorität {authority}, Profil {profile}; deine Strategie: {strategy}.',
    numerology: 'Deine Lebenszahl ist die {lifePath}, und du bist in einem persönlichen Jahr {personalYear}.',
    relationship: 'Mit {other}: Beziehungswert {score} ({band}), Harmonie {harmony}/100; im Human Design eine {theme}-Verbindung (zusammen {combined}); numerologische Verträglichkeit {numerology}/100.',
    transitsIntro: 'Für {period}, {span}:',
    transitsIntroDay: 'Für {period}, {day}:',
    transitLine: '{contact} ({strength}).',
    transitExact: '{contact}, exakt {on} ({strength}).',
    span: (from, to) => `vom ${from} bis zum ${to}`,
    day: (d) => `den ${d}`,
    on: (ds, join) => join(ds.map((d) => `am ${d}`)),
    yearNote: 'Über ein ganzes Jahr zählen die langsamen Planeten ab Jupiter, deren Aspekte das Jahr prägen.',
    periods: { today: 'heute', tomorrow: 'morgen', thisWeek: 'diese Woche', nextWeek: 'nächste Woche', thisMonth: 'diesen Monat', nextMonth: 'nächsten Monat', namedMonth: '{month}', thisYear: 'den Rest des Jahres', nextYear: 'nächstes Jahr', default: 'die nächsten sieben Tage' },
    noTransits: 'In diesem Zeitraum berührt kein großer Transit dein Horoskop; es ist eine ruhigere Phase.',
    skyIntro: 'Am {date} steht die Sonne {sun} und der Mond {moon}.',
    retro: 'Rückläufig: {list}.',
    noRetro: 'Kein Planet ist rückläufig.',
    declined: 'Über dieses Thema soll ich hier nicht sprechen.',
    closing: 'Nimm das als Anregung zur Reflexion, nicht als Gewissheit; bei medizinischen, rechtlichen oder finanziellen Fragen wende dich bitte an eine Fachperson.',
    planets: zip(PLANET_KEYS, 'Sonne|Mond|Merkur|Venus|Mars|Jupiter|Saturn|Uranus|Neptun|Pluto|Chiron|Nordknoten|Südknoten|Aszendent|Medium Coeli'),
    // mit Präposition und Artikel im Dativ: "steht in den Zwillingen", "in der Waage" (die Sätze schreiben kein "im" davor)
    signs: zip(SIGN_KEYS, 'im Widder|im Stier|in den Zwillingen|im Krebs|im Löwen|in der Jungfrau|in der Waage|im Skorpion|im Schützen|im Steinbock|im Wassermann|in den Fischen'),
    aspects: zip(ASPECT_KEYS, 'Konjunktion|Opposition|Quadrat|Trigon|Sextil|Quinkunx'),
    strengths: zip(STRENGTH_KEYS, 'sehr stark|stark|mäßig|schwach'),
    bands: zip(BAND_KEYS, 'minimal|mittel|wichtig|sehr wichtig|außergewöhnlich|selten außergewöhnlich'),
  },
  pt: {
    headers: [
      'Aqui é {name}, em modo offline: o modelo de IA não está conectado agora, por isso esta resposta é composta diretamente {source}, sem ele.',
      '{name} responde em modo offline: o modelo de IA não está disponível no momento, então componho esta resposta diretamente {source}.',
      'Modo offline: como o modelo de IA não está conectado agora, sou eu, {name}, quem responde diretamente {source}.',
    ],
    personal: 'a partir do seu blueprint salvo',
    general: 'a partir do céu de hoje (não há blueprint salvo nesta conta, então estas são orientações gerais; salvar um torna as respostas pessoais)',
    big3: 'O seu Sol está em {sun}, a sua Lua em {moon} e o seu Ascendente em {asc}.',
    big3NoAsc: 'O seu Sol está em {sun} e a sua Lua em {moon}.',
    love: 'No amor, Vênus em {venus} (casa {venusHouse}) descreve o que você valoriza, e Marte em {mars} como você vai atrás disso.',
    loveNoHouse: 'No amor, Vênus em {venus} descreve o que você valoriza, e Marte em {mars} como você vai atrás disso.',
    work: 'No trabalho, o seu Meio do Céu em {mc} aponta o papel público que combina com você, e Saturno na casa {saturnHouse} onde o esforço paciente compensa.',
    workNoTime: 'No trabalho, o seu Sol em {sun} mostra o impulso que você põe no que faz, e Saturno em {saturn} onde o esforço paciente compensa; sem a hora de nascimento, o Meio do Céu e as casas não são conhecidos.',
    hd: 'No Human Design você é {type} com autoridade {authority}, perfil {profile}; a sua estratégia: {strategy}.',
    numerology: 'O seu número do caminho de vida é {lifePath}, e você está num ano pessoal {personalYear}.',
    relationship: 'Com {other}: pontuação da relação {score} ({band}), harmonia {harmony}/100; em Human Design uma conexão {theme} ({combined} juntos); compatibilidade numerológica {numerology}/100.',
    transitsIntro: 'Para {period}, {span}:',
    transitsIntroDay: 'Para {period}, {day}:',
    transitLine: '{contact} ({strength}).',
    transitExact: '{contact}, exato {on} ({strength}).',
    span: (from, to) => `de ${from} a ${to}`,
    day: (d) => d,
    on: (ds, join) => join(ds.map((d) => `em ${d}`)),
    yearNote: 'Num ano inteiro contam os planetas lentos, de Júpiter para fora, cujos aspectos marcam o ano.',
    periods: { today: 'hoje', tomorrow: 'amanhã', thisWeek: 'esta semana', nextWeek: 'a próxima semana', thisMonth: 'este mês', nextMonth: 'o próximo mês', namedMonth: '{month}', thisYear: 'o resto do ano', nextYear: 'o próximo ano', default: 'os próximos sete dias' },
    noTransits: 'Nenhum trânsito importante toca o seu mapa neste período; é uma fase mais tranquila.',
    skyIntro: 'Em {date} o Sol está em {sun} e a Lua em {moon}.',
    retro: 'Retrógrados: {list}.',
    noRetro: 'Nenhum planeta está retrógrado.',
    declined: 'Pediram-me para não tratar desse assunto aqui.',
    closing: 'Tome isto como reflexão, não como certeza; para questões médicas, jurídicas ou financeiras, procure um profissional qualificado.',
    planets: zip(PLANET_KEYS, 'Sol|Lua|Mercúrio|Vênus|Marte|Júpiter|Saturno|Urano|Netuno|Plutão|Quíron|Nodo Norte|Nodo Sul|Ascendente|Meio do Céu'),
    signs: zip(SIGN_KEYS, 'Áries|Touro|Gêmeos|Câncer|Leão|Virgem|Libra|Escorpião|Sagitário|Capricórnio|Aquário|Peixes'),
    aspects: zip(ASPECT_KEYS, 'conjunção|oposição|quadratura|trígono|sextil|quincúncio'),
    strengths: zip(STRENGTH_KEYS, 'muito forte|forte|moderado|fraco'),
    bands: zip(BAND_KEYS, 'mínima|média|importante|muito importante|excepcional|excepcional e rara'),
  },
  it: {
    headers: [
      'Sono {name}, in modalità offline: il modello di IA non è collegato in questo momento, quindi questa risposta è composta direttamente {source}, senza di esso.',
      '{name} ti risponde in modalità offline: il modello di IA non è raggiungibile al momento, quindi compongo questa risposta direttamente {source}.',
      'Modalità offline: poiché il modello di IA ora non è collegato, sono io, {name}, a risponderti direttamente {source}.',
    ],
    personal: 'dal tuo blueprint salvato',
    general: 'dal cielo di oggi (su questo account non c’è nessun blueprint salvato, quindi sono indicazioni generali; salvarne uno rende le risposte personali)',
    big3: 'Il tuo Sole è in {sun}, la tua Luna in {moon} e il tuo Ascendente in {asc}.',
    big3NoAsc: 'Il tuo Sole è in {sun} e la tua Luna in {moon}.',
    love: 'In amore, Venere in {venus} (casa {venusHouse}) descrive ciò a cui tieni, e Marte in {mars} come lo persegui.',
    loveNoHouse: 'In amore, Venere in {venus} descrive ciò a cui tieni, e Marte in {mars} come lo persegui.',
    work: 'Nel lavoro, il tuo Medio Cielo in {mc} indica il ruolo pubblico adatto a te, e Saturno in casa {saturnHouse} dove l’impegno paziente ripaga.',
    workNoTime: 'Nel lavoro, il tuo Sole in {sun} mostra lo slancio che metti in ciò che fai, e Saturno in {saturn} dove l’impegno paziente ripaga; senza l’ora di nascita, il Medio Cielo e le case restano sconosciuti.',
    hd: 'Nello Human Design sei {type} con autorità {authority}, profilo {profile}; la tua strategia: {strategy}.',
    numerology: 'Il tuo numero del sentiero di vita è il {lifePath}, e sei in un anno personale {personalYear}.',
    relationship: 'Con {other}: punteggio di relazione {score} ({band}), armonia {harmony}/100; in Human Design una connessione {theme} ({combined} insieme); compatibilità numerologica {numerology}/100.',
    transitsIntro: 'Per {period}, {span}:',
    transitsIntroDay: 'Per {period}, {day}:',
    transitLine: '{contact} ({strength}).',
    transitExact: '{contact}, esatto {on} ({strength}).',
    span: (from, to) => `${itDay('dal')(from)} ${itDay('al')(to)}`,
    day: itDay('il'),
    on: (ds, join) => join(ds.map(itDay('il'))),
    yearNote: 'Su un anno intero contano i pianeti lenti, da Giove in poi, i cui aspetti segnano l’anno.',
    periods: { today: 'oggi', tomorrow: 'domani', thisWeek: 'questa settimana', nextWeek: 'la prossima settimana', thisMonth: 'questo mese', nextMonth: 'il prossimo mese', namedMonth: '{month}', thisYear: 'il resto dell’anno', nextYear: 'l’anno prossimo', default: 'i prossimi sette giorni' },
    noTransits: 'Nessun transito importante tocca il tuo tema in questo periodo; è una fase più tranquilla.',
    skyIntro: '{day} il Sole è in {sun} e la Luna in {moon}.',
    retro: 'Retrogradi: {list}.',
    noRetro: 'Nessun pianeta è retrogrado.',
    declined: 'Mi è stato chiesto di non trattare questo argomento qui.',
    closing: 'Prendilo come spunto di riflessione, non come certezza; per questioni mediche, legali o finanziarie rivolgiti a un professionista qualificato.',
    planets: zip(PLANET_KEYS, 'Sole|Luna|Mercurio|Venere|Marte|Giove|Saturno|Urano|Nettuno|Plutone|Chirone|Nodo Nord|Nodo Sud|Ascendente|Medio Cielo'),
    signs: zip(SIGN_KEYS, 'Ariete|Toro|Gemelli|Cancro|Leone|Vergine|Bilancia|Scorpione|Sagittario|Capricorno|Acquario|Pesci'),
    aspects: zip(ASPECT_KEYS, 'congiunzione|opposizione|quadratura|trigono|sestile|quinconce'),
    strengths: zip(STRENGTH_KEYS, 'molto forte|forte|moderato|debole'),
    bands: zip(BAND_KEYS, 'minimo|medio|importante|molto importante|eccezionale|eccezionale e raro'),
  },
  hi: {
    headers: [
      '{name} यहाँ, ऑफ़लाइन मोड में: इस समय एआई मॉडल जुड़ा नहीं है, इसलिए यह उत्तर उसके बिना, सीधे {source} से तैयार किया गया है।',
      'ऑफ़लाइन मोड: एआई मॉडल अभी उपलब्ध नहीं है, इसलिए {name} का यह उत्तर सीधे {source} के आधार पर तैयार किया गया है।',
      'इस समय एआई मॉडल से संपर्क नहीं है, इसलिए ऑफ़लाइन मोड में {name} का यह उत्तर सीधे {source} से बनाया गया है।',
    ],
    personal: 'आपके सहेजे गए ब्लूप्रिंट',
    general: 'आज के आकाश (इस खाते में कोई ब्लूप्रिंट सहेजा नहीं गया है, इसलिए यह सामान्य मार्गदर्शन है; एक ब्लूप्रिंट सहेज लेने पर उत्तर व्यक्तिगत हो जाते हैं)',
    big3: 'आपका सूर्य {sun} में, चंद्रमा {moon} में और लग्न {asc} में है।',
    big3NoAsc: 'आपका सूर्य {sun} में और चंद्रमा {moon} में है।',
    love: 'प्रेम में, {venus} राशि का शुक्र (भाव {venusHouse}) बताता है कि आप किसे महत्व देते हैं, और {mars} राशि का मंगल बताता है कि आप उसे पाने के लिए कैसे आगे बढ़ते हैं।',
    loveNoHouse: 'प्रेम में, {venus} राशि का शुक्र बताता है कि आप किसे महत्व देते हैं, और {mars} राशि का मंगल बताता है कि आप उसे पाने के लिए कैसे आगे बढ़ते हैं।',
    workNoTime: 'काम के मामले में, {sun} राशि का सूर्य बताता है कि आप अपने काम में कैसी ऊर्जा लगाते हैं, और {saturn} राशि का शनि उस क्षेत्र की ओर संकेत करता है जहाँ धैर्य से किया गया प्रयास फल देता है; जन्म समय के बिना मध्य आकाश और भाव ज्ञात नहीं हैं।',
    work: 'काम के मामले में, {mc} में आपका मध्य आकाश उस सार्वजनिक भूमिका की ओर संकेत करता है जो आपके अनुकूल है, और भाव {saturnHouse} में शनि उस क्षेत्र की ओर जहाँ धैर्य से किया गया प्रयास फल देता है।',
    hd: 'ह्यूमन डिज़ाइन में आपका प्रकार {type} है, अधिकार {authority} और प्रोफ़ाइल {profile}; आपकी रणनीति: {strategy}।',
    numerology: 'आपका जीवन पथ अंक {lifePath} है, और आप व्यक्तिगत वर्ष {personalYear} में हैं।',
    relationship: '{other} के साथ: संबंध स्कोर {score} ({band}), सामंजस्य {harmony}/100; ह्यूमन डिज़ाइन में {theme} जुड़ाव (दोनों मिलकर {combined}); अंकशास्त्रीय अनुकूलता {numerology}/100।',
    transitsIntro: '{period} ({span}):',
    transitsIntroDay: '{period}, {day}:',
    transitLine: '{transiting} आपकी जन्म कुंडली के {natal} से {aspect} बना रहा है ({strength})।',
    transitExact: '{transiting} आपकी जन्म कुंडली के {natal} से {aspect} बना रहा है, {on} सटीक ({strength})।',
    span: (from, to) => `${from} से ${to} तक`,
    day: (d) => d,
    on: (ds, join) => `${join(ds)} को`,
    yearNote: 'इतनी लंबी अवधि में केवल धीमे ग्रहों को देखा जाता है, बृहस्पति और उससे आगे के: उन्हीं के संपर्क समय का स्वर तय करते हैं।',
    periods: { today: 'आज', tomorrow: 'कल', thisWeek: 'इस सप्ताह', nextWeek: 'अगले सप्ताह', thisMonth: 'इस महीने', nextMonth: 'अगले महीने', namedMonth: '{month} में', thisYear: 'इस वर्ष के बाकी समय में', nextYear: 'अगले वर्ष', default: 'आने वाले सात दिनों में' },
    noTransits: 'इस अवधि में कोई बड़ा गोचर आपकी कुंडली को नहीं छूता; यह अपेक्षाकृत शांत समय है।',
    skyIntro: '{date} को सूर्य {sun} में और चंद्रमा {moon} में है।',
    retro: 'वक्री: {list}।',
    noRetro: 'कोई भी ग्रह वक्री नहीं है।',
    declined: 'मुझसे कहा गया है कि मैं यहाँ इस विषय पर बात न करूँ।',
    closing: 'इसे निश्चित भविष्यवाणी नहीं, चिंतन के रूप में लें; चिकित्सा, कानूनी या वित्तीय प्रश्नों के लिए कृपया किसी योग्य विशेषज्ञ से सलाह लें।',
    planets: zip(PLANET_KEYS, 'सूर्य|चंद्रमा|बुध|शुक्र|मंगल|बृहस्पति|शनि|यूरेनस|नेपच्यून|प्लूटो|काइरॉन|उत्तरी चंद्र पात|दक्षिणी चंद्र पात|लग्न|मध्य आकाश'),
    signs: zip(SIGN_KEYS, 'मेष|वृषभ|मिथुन|कर्क|सिंह|कन्या|तुला|वृश्चिक|धनु|मकर|कुंभ|मीन'),
    aspects: zip(ASPECT_KEYS, 'युति|प्रतियुति|चतुष्कोण|त्रिकोण|षट्कोण|क्विनकंक्स'),
    strengths: zip(STRENGTH_KEYS, 'बहुत प्रबल|प्रबल|मध्यम|कमज़ोर'),
    bands: zip(BAND_KEYS, 'न्यूनतम|मध्यम|महत्वपूर्ण|बहुत महत्वपूर्ण|असाधारण|दुर्लभ रूप से असाधारण'),
  },
};

/** Keywords (any language of the seven) that steer the offline answer's topic. */
/**
 * Latin words after a word boundary (their stems may go on: "relationships", "numerology"), and
 * Hindi words anywhere (JavaScript's \\b does not see Devanagari as letters).
 */
const topic = (latin: string, hindi: string): RegExp => new RegExp(`\\b(?:${latin})|(?:${hindi})`.normalize('NFC'), 'iu');

export const TOPIC_WORDS: Readonly<Record<'love' | 'work' | 'time' | 'hd' | 'numerology', RegExp>> = {
  love: topic('love|relationship|partner|dating|amour|couple|amor|pareja|liebe|beziehung|relacionamento|namor|amore|relazione', 'प्रेम|प्यार|रिश्त|संबंध|साथी|शादी|विवाह'),
  work: topic('work|career|job|business|travail|carrière|métier|trabajo|carrera|arbeit|beruf|karriere|trabalho|carreira|lavoro|carriera', 'काम|करियर|नौकरी|व्यवसाय|व्यापार|पेशा'),
  time: topic('today|tomorrow|week|month|year|transit|aujourd|demain|semaine|mois|année|hoy|mañana|semana|mes|año|heute|morgen|woche|monat|jahr|hoje|amanhã|mês|ano\\b|oggi|domani|settimana|mese|anno\\b', 'आज|कल|सप्ताह|हफ़्त|हफ्त|महीन|माह|साल|वर्ष|गोचर'),
  hd: topic('human design|strategy|authority|profile|stratégie|autorité|estrategia|autoridad|strategie|autorität|estratégia|autoridade|strategia|autorità', 'ह्यूमन डिज़ाइन|रणनीति|अधिकार|प्रोफ़ाइल'),
  numerology: topic('numerolog|life path|number|chemin de vie|nombre|número|camino de vida|lebenszahl|zahl|caminho de vida|numero|sentiero', 'अंकशास्त्र|अंक ज्योतिष|मूलांक|जीवन पथ'),
};
