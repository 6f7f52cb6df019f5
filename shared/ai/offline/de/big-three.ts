/**
 * Der Big-Three-Rechner (Sonne, Mond, Aszendent) auf Deutsch: Stichworte und Beschreibung jedes
 * Zeichens in jeder Rolle. Die Stichworte sind Hauptwörter (ein Adjektiv müsste sich nach dem
 * Geschlecht des Lesers richten, das unbekannt ist); geduzt, klein geschrieben.
 */
import type { BigThreeProse } from '../pack-types';

export const BIG_THREE: BigThreeProse = {
  aries: {
    sun: { keywords: 'Tatkraft, Mut, Geradlinigkeit, Aufbruch', description: 'Am lebendigsten bist du, wenn du etwas anfängst. Du lernst im Tun, ziehst eine klare Herausforderung jedem zähen Kompromiss vor, und dein Gespür für das eigene Ziel wächst, sobald du deinem Impuls folgst und für das Ergebnis geradestehst.' },
    moon: { keywords: 'schnelle Gefühle, Unabhängigkeit, Ehrlichkeit, Ungeduld', description: 'Gefühle kommen bei dir schnell und gehen ebenso schnell. Ruhe findest du, wenn du dich bewegen, entscheiden und sofort aussprechen kannst, was los ist, und zwar bei Menschen, die ein hitziges Wort nicht gleich als Kränkung nehmen.' },
    rising: { keywords: 'Schwung, Energie, offene Worte, Wettbewerbsgeist', description: 'Wer dich kennenlernt, erlebt dich schon in Bewegung: ein direkter Blick, ein zügiger Schritt, wenig Smalltalk. Neue Situationen gehst du frontal an, und oft warten die anderen darauf, dass du den ersten Schritt machst.' },
  },
  taurus: {
    sun: { keywords: 'Beständigkeit, Geduld, Sinnlichkeit, Treue', description: 'Du baust dein Leben auf wie ein Gärtner sein Beet: langsam, mit Bedacht und auf Dauer. Behaglichkeit, Schönheit und Verlässlichkeit sind dir wichtig, und wenn du dich einem Menschen oder einer Sache verschreibst, hältst du mit bemerkenswerter Zähigkeit daran fest.' },
    moon: { keywords: 'Sicherheit, Behaglichkeit, Ruhe, Verlässlichkeit', description: 'Gefühlsmäßig brauchst du Boden, der nicht wackelt. Ein gutes Essen, vertraute Orte, körperliche Nähe und feste Gewohnheiten laden deine Batterien auf, und Zuneigung zeigst du lieber mit Taten als mit Worten.' },
    rising: { keywords: 'Gelassenheit, Standfestigkeit, Sanftheit, ruhiges Tempo', description: 'Der erste Eindruck, den du hinterlässt, ist Ruhe und Verlässlichkeit. Du schaust erst und handelst dann, legst Wert auf Qualität und Komfort, und deine Gegenwart wirkt auf andere beruhigend.' },
  },
  gemini: {
    sun: { keywords: 'Neugier, Witz, Vielseitigkeit, Kommunikation', description: 'Ideen, Gespräche und Abwechslung sind dein Lebenselixier. Dein Kopf verknüpft Dinge blitzschnell, du lernst gern von allem ein bisschen, und deinen Weg findest du, indem du Fragen stellst und dir mehrere Türen offenhältst.' },
    moon: { keywords: 'Redebedarf, Anregung, Leichtigkeit, Wechsel', description: 'Gefühle verarbeitest du, indem du sie benennst und mit jemandem teilst. Langeweile bringt dich mehr aus dem Gleichgewicht als Streit, und ein lebhaftes Gespräch oder eine neue Information kann deine Stimmung in wenigen Minuten drehen.' },
    rising: { keywords: 'Lebhaftigkeit, Humor, Geselligkeit, Beweglichkeit', description: 'Andere erleben dich zuerst als wach und neugierig: Du stellst Fragen, knüpfst Verbindungen und bringst Bewegung in die Runde. Die ersten Minuten mit dir fühlen sich oft an wie der Anfang eines guten Gesprächs.' },
  },
  cancer: {
    sun: { keywords: 'Fürsorge, Schutz, Erinnerung, Intuition', description: 'Deine Identität wächst um die Menschen, die du liebst, und um die Orte, an denen du zu Hause bist. Du beschützt, nährst und bewahrst, und dein Lebenssinn nimmt Gestalt an, wenn du für andere und für dich selbst einen sicheren Hafen schaffst.' },
    moon: { keywords: 'Zugehörigkeit, Zärtlichkeit, Empfindsamkeit, Anhänglichkeit', description: 'Deine Gefühle sind tief und wechselhaft wie Ebbe und Flut. Zuhause, vertraute Menschen und liebgewonnene Rituale beruhigen dich, und du musst spüren, dass dein Platz dir sicher ist.' },
    rising: { keywords: 'Sanftheit, Zurückhaltung, Wohlwollen, Vorsicht', description: 'Beim ersten Kennenlernen wirkst du freundlich und ein wenig zurückhaltend, denn du tastest erst die Stimmung ab, bevor du dich öffnest. Andere merken schnell, dass sie sich auf dein Wohlwollen verlassen können.' },
  },
  leo: {
    sun: { keywords: 'Großzügigkeit, Kreativität, Stolz, Wärme', description: 'Du blühst auf, wenn du gestalten, spielen und von Herzen geben kannst. Du möchtest für das gesehen werden, was du am besten kannst, und deine Großzügigkeit wärmt alle um dich herum.' },
    moon: { keywords: 'Anerkennung, Loyalität, Begeisterung, Sinn fürs Dramatische', description: 'Deine Gefühle wollen gesehen und gewürdigt werden. Ein ehrliches Kompliment, ein spielerischer Moment oder eine offene Geste der Zuneigung bringt dich wieder ins Lot, und du gibst diese Wärme hundertfach zurück.' },
    rising: { keywords: 'Ausstrahlung, Wärme, Selbstsicherheit, Auftritt', description: 'Du hast einen Auftritt, auch wenn du es gar nicht darauf anlegst: eine Haltung, ein Lächeln, eine Präsenz, die den Raum füllt. Andere schauen gern zu dir, wenn es darum geht, den Ton anzugeben.' },
  },
  virgo: {
    sun: { keywords: 'Genauigkeit, Hilfsbereitschaft, Urteilsvermögen, Methode', description: 'Sinn findest du darin, Dinge besser, klarer und nützlicher zu machen. Du bemerkst Einzelheiten, die anderen entgehen, und dein Können stellst du gern in den Dienst guter Arbeit.' },
    moon: { keywords: 'Ordnung, Nützlichkeit, Aufmerksamkeit, Scheu', description: 'Du kommst zur Ruhe, wenn du Ordnung schaffst: eine Liste, eine erledigte Aufgabe, ein gelöstes Problem. Zuneigung zeigst du eher mit kleinen praktischen Gesten als mit großen Erklärungen.' },
    rising: { keywords: 'Schlichtheit, Aufmerksamkeit, Bescheidenheit, Effizienz', description: 'Auf den ersten Blick wirkst du gepflegt und aufmerksam, jemand, der erst beobachtet und dann spricht. Andere bemerken schnell deinen praktischen Verstand und deine Zuverlässigkeit.' },
  },
  libra: {
    sun: { keywords: 'Harmonie, Gerechtigkeit, Eleganz, Partnerschaft', description: 'Du findest zu dir selbst in Beziehungen und in der Suche nach Ausgleich. Du wägst Standpunkte ab, suchst die faire Lösung, und Schönheit, in der Form wie im Umgang miteinander, bedeutet dir viel.' },
    moon: { keywords: 'Friedensbedürfnis, Sanftheit, Austausch, Sinn für Schönes', description: 'Spannungen belasten dich, und zur Ruhe kommst du in einer harmonischen Umgebung und einer entspannten Beziehung. Deine Gefühle verstehst du oft erst, wenn du sie mit jemandem teilst.' },
    rising: { keywords: 'Charme, Höflichkeit, Diplomatie, Anmut', description: 'Du begegnest anderen höflich und mit einem natürlichen Sinn für das rechte Maß. Dein Charme lässt Menschen sich wohlfühlen, und man überlässt dir gern die Aufgabe, Standpunkte zusammenzubringen.' },
  },
  scorpio: {
    sun: { keywords: 'Intensität, Tiefe, Loyalität, Wandlung', description: 'Du lebst die Dinge ganz oder gar nicht. Du suchst die Wahrheit unter der Oberfläche, gehst mit erstaunlicher Kraft durch Krisen, und dein Lebensweg wächst an den Verwandlungen, die du wagst.' },
    moon: { keywords: 'tiefe Gefühle, Verschwiegenheit, Vertrauen, Leidenschaft', description: 'Deine Gefühle sind stark, und oft behältst du sie für dich. Vertrauen entsteht bei dir langsam, doch einmal geschenkt, ist es vollkommen, und du brauchst echte Verbindungen statt oberflächlicher Bekanntschaften.' },
    rising: { keywords: 'Anziehungskraft, Zurückhaltung, Scharfblick, Intensität', description: 'Du hast eine magnetische, ein wenig geheimnisvolle Ausstrahlung: Du beobachtest viel und gibst wenig preis. Andere spüren deinen Scharfblick, noch bevor du etwas sagst.' },
  },
  sagittarius: {
    sun: { keywords: 'Freiheit, Zuversicht, Sinnsuche, Offenheit', description: 'Du kommst voran, indem du deinen Horizont erweiterst: durch Reisen, Studien, Begegnungen und große Ideen. Deine Zuversicht steckt an, und dein Ziel findest du, wenn du nach dem suchst, was dem Ganzen einen Sinn gibt.' },
    moon: { keywords: 'Freiraum, Begeisterung, Humor, Spontaneität', description: 'Um dich wohlzufühlen, brauchst du Luft und Bewegung. Enge bedrückt dich, und ein Abenteuer, ein neues Vorhaben oder ein herzhaftes Lachen vertreiben oft jede Wolke.' },
    rising: { keywords: 'Begeisterung, Offenheit, Freimut, gute Laune', description: 'Die erste Begegnung mit dir hat etwas von Aufbruch: ein Lächeln, Offenheit, Lust, weiterzuschauen. Deine Freimütigkeit entwaffnet, und deine gute Laune macht Lust, dir zu folgen.' },
  },
  capricorn: {
    sun: { keywords: 'Ehrgeiz, Verantwortung, Ausdauer, Können', description: 'Du baust Schritt für Schritt, mit Geduld und Ernst, was Bestand haben soll. Du übernimmst Verantwortung, setzt dir hohe Ziele, und dein Erfolg kommt viel mehr aus beharrlicher Arbeit als aus Glück.' },
    moon: { keywords: 'Sicherheit, Zurückhaltung, Pflichtgefühl, Verlässlichkeit', description: 'Du hältst deine Gefühle unter Kontrolle und fühlst dich sicher, wenn die Dinge geordnet sind. Greifbare Beweise der Verbundenheit zählen für dich mehr als Worte, und deine Treue hält jeder Probe stand.' },
    rising: { keywords: 'Ernsthaftigkeit, Souveränität, Diskretion, Autorität', description: 'Der erste Eindruck ist der einer gefassten, ernsthaften Person, die Respekt einflößt. Man vertraut dir schnell Verantwortung an, weil du zu wissen scheinst, wohin du willst.' },
  },
  aquarius: {
    sun: { keywords: 'Originalität, Unabhängigkeit, Ideale, Freundschaft', description: 'Du denkst selbst und schaust nach vorn. Neue Ideen, gemeinsame Anliegen und Freundschaften tragen dich, und deinen Sinn findest du, wenn du zu etwas beiträgst, das größer ist als du.' },
    moon: { keywords: 'Freiheitsbedürfnis, Abstand, Freundschaft, Neugier', description: 'Du trittst einen Schritt zurück, um zu verstehen, was du fühlst. In Beziehungen brauchst du Freiraum und Freundschaften, die deine Eigenart achten.' },
    rising: { keywords: 'Eigenart, Offenheit, schräger Humor, Unabhängigkeit', description: 'Deine Eigenart fällt sofort auf: eine ganz eigene Art, die Dinge zu sehen und zu sagen. Du begegnest allen mit derselben Offenheit und kümmerst dich wenig um Konventionen.' },
  },
  pisces: {
    sun: { keywords: 'Mitgefühl, Fantasie, Feinfühligkeit, Inspiration', description: 'Du nimmst wahr, was anderen entgeht: Stimmungen, Unausgesprochenes, Träume. Mitgefühl und Fantasie sind deine Stärken, und deinen Sinn findest du in allem, was verbindet und tröstet.' },
    moon: { keywords: 'Einfühlung, Träumerei, Sanftheit, Rückzugsbedürfnis', description: 'Die Gefühle deiner Umgebung saugst du auf wie ein Schwamm. Musik, Wasser, Kunst oder eine Stunde für dich allein helfen dir, deine eigenen Umrisse wiederzufinden.' },
    rising: { keywords: 'Sanftheit, Geheimnis, Anpassungsfähigkeit, Empfänglichkeit', description: 'Du strahlst eine schwer greifbare Sanftheit aus, und in deiner Nähe fühlen sich andere verstanden. Du stellst dich mit großem Feingefühl auf jede Stimmung ein.' },
  },
};
