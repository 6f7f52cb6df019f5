/**
 * Il calcolatore dei tre pilastri (Sole, Luna, Ascendente) in italiano: parole chiave e descrizione
 * di ogni segno in ogni ruolo. Parole chiave come nomi (un aggettivo si accorderebbe con il
 * lettore, di cui non si conosce il genere), e il lettore è «tu».
 */
import type { BigThreeProse } from '../pack-types';

export const BIG_THREE: BigThreeProse = {
  aries: {
    sun: { keywords: 'iniziativa, coraggio, schiettezza, slancio', description: 'La tua parte più vera si accende quando cominci qualcosa. Impari facendo, preferisci una sfida chiara a un accordo lento, e il senso del tuo cammino cresce quando segui l’impulso e ti assumi il risultato.' },
    moon: { keywords: 'emozioni accese, indipendenza, sincerità, impazienza', description: 'Le emozioni arrivano in fretta e in fretta se ne vanno. Ritrovi la calma quando puoi muoverti, decidere e parlare subito, accanto a persone che non scambiano uno scatto d’ira per un’offesa.' },
    rising: { keywords: 'audacia, energia, franchezza, spirito di competizione', description: 'Chi ti incontra ti trova già in movimento: sguardo diretto, passo svelto, poche chiacchiere. Affronti le situazioni nuove a viso aperto, e spesso gli altri aspettano che sia tu a fare il primo passo.' },
  },
  taurus: {
    sun: { keywords: 'costanza, pazienza, sensualità, fedeltà', description: 'Costruisci la tua vita come un contadino prepara la terra: con calma, con metodo, perché duri. Comodità, bellezza e affidabilità contano per te, e quando ti impegni con una persona o un progetto tieni duro con una tenacia rara.' },
    moon: { keywords: 'sicurezza, comodità, calma, stabilità', description: 'Ti serve un terreno emotivo che non si muova. Un buon pasto, i luoghi di sempre, il calore del contatto e abitudini regolari ti ricaricano, e l’affetto lo dimostri con gesti concreti.' },
    rising: { keywords: 'calma, solidità, dolcezza, lentezza voluta', description: 'La prima impressione che dai è di calma e di solidità. Osservi prima di agire, scegli la qualità e il comfort, e la tua presenza rassicura chi ti sta intorno.' },
  },
  gemini: {
    sun: { keywords: 'curiosità, ingegno, versatilità, comunicazione', description: 'Idee, conversazioni e varietà ti nutrono. La tua mente collega le cose in un lampo, ti piace imparare un po’ di tutto, e trovi la tua strada facendo domande e lasciando aperte più porte.' },
    moon: { keywords: 'bisogno di parlarne, stimoli, leggerezza, cambiamento', description: 'Attraversi le emozioni dando loro un nome e condividendole. La noia ti turba più del conflitto, e uno scambio vivace o una notizia nuova possono cambiarti l’umore in pochi minuti.' },
    rising: { keywords: 'vivacità, umorismo, socievolezza, mobilità', description: 'Di te si nota subito una vivacità curiosa di tutto: fai domande, colleghi le cose e metti in moto l’atmosfera. I primi minuti con te hanno spesso il sapore di una conversazione appassionante.' },
  },
  cancer: {
    sun: { keywords: 'cura, protezione, memoria, intuito', description: 'La tua identità si costruisce intorno alle persone che ami e ai luoghi in cui ti senti a casa. Proteggi, nutri e ricordi, e il tuo scopo prende forma quando crei un rifugio per gli altri e anche per te.' },
    moon: { keywords: 'bisogno di appartenenza, tenerezza, sensibilità, fedeltà', description: 'Le tue emozioni sono profonde e mutevoli come le maree. La casa, le persone care e i riti familiari ti calmano, e hai bisogno di sentire che il tuo posto è al sicuro.' },
    rising: { keywords: 'dolcezza, riserbo, benevolenza, prudenza', description: 'A prima vista trasmetti dolcezza e un certo riserbo, e sondi l’atmosfera prima di aprirti. Gli altri capiscono presto che possono contare sulla tua benevolenza.' },
  },
  leo: {
    sun: { keywords: 'generosità, creatività, fierezza, calore', description: 'Risplendi quando puoi creare, giocare e dare con il cuore. Ti piace che si veda ciò che sai fare meglio, e la tua generosità scalda chiunque ti stia vicino.' },
    moon: { keywords: 'bisogno di riconoscimento, lealtà, entusiasmo, teatralità', description: 'Hai bisogno che le tue emozioni siano viste e onorate. Un complimento sincero, un momento di gioco o un gesto d’affetto plateale ti rimettono in sesto, e quel calore lo restituisci moltiplicato.' },
    rising: { keywords: 'presenza, calore, sicurezza di sé, stile', description: 'Fai il tuo ingresso anche senza volerlo: un portamento, un sorriso, una presenza che riempie la stanza. Gli altri si rivolgono volentieri a te per sapere che tono dare alla serata.' },
  },
  virgo: {
    sun: { keywords: 'precisione, servizio, discernimento, metodo', description: 'Trovi il tuo senso nel rendere le cose migliori, più chiare e più utili. Noti i dettagli che agli altri sfuggono, e la tua competenza si mette volentieri al servizio di un lavoro fatto bene.' },
    moon: { keywords: 'bisogno di ordine, utilità, premura, pudore', description: 'Ti calmi rimettendo ordine: una lista, un compito portato a termine, un problema risolto. L’affetto lo mostri con piccole attenzioni pratiche più che con grandi dichiarazioni.' },
    rising: { keywords: 'sobrietà, attenzione, modestia, efficienza', description: 'La prima impressione è quella di una presenza curata e attenta, che osserva prima di parlare. Gli altri notano presto il tuo senso pratico e la tua affidabilità.' },
  },
  libra: {
    sun: { keywords: 'armonia, giustizia, eleganza, collaborazione', description: 'Ti realizzi nella relazione e nella ricerca dell’equilibrio. Soppesi i punti di vista, cerchi la soluzione giusta, e la bellezza delle forme come quella dei rapporti conta molto per te.' },
    moon: { keywords: 'bisogno di pace, dolcezza, dialogo, senso estetico', description: 'Le tensioni ti pesano, e ritrovi la calma in un ambiente armonioso e in un rapporto sereno. Per capire quello che provi hai bisogno di condividerlo con qualcuno.' },
    rising: { keywords: 'fascino, cortesia, diplomazia, grazia', description: 'Ti avvicini agli altri con cortesia e un senso naturale della misura. Il tuo fascino mette le persone a loro agio, e spesso tocca a te avvicinare i punti di vista.' },
  },
  scorpio: {
    sun: { keywords: 'intensità, profondità, lealtà, trasformazione', description: 'Vivi le cose fino in fondo oppure per niente. Cerchi la verità sotto la superficie, attraversi le crisi con una forza sorprendente, e il tuo scopo cresce con le trasformazioni che hai il coraggio di affrontare.' },
    moon: { keywords: 'emozioni profonde, discrezione, fiducia, passione', description: 'Le tue emozioni sono intense e spesso le tieni per te. La fiducia si conquista piano, ma quando la dai è totale, e ti servono legami veri più che rapporti di facciata.' },
    rising: { keywords: 'magnetismo, riserbo, perspicacia, intensità', description: 'Emani una presenza magnetica e un po’ misteriosa: osservi molto e riveli poco. Gli altri percepiscono la tua perspicacia prima ancora che tu parli.' },
  },
  sagittarius: {
    sun: { keywords: 'libertà, ottimismo, ricerca di senso, schiettezza', description: 'Avanzi allargando i tuoi orizzonti: viaggi, studi, incontri e grandi idee. Il tuo ottimismo è contagioso, e trovi il tuo scopo cercando ciò che dà senso all’insieme.' },
    moon: { keywords: 'bisogno di spazio, entusiasmo, umorismo, spontaneità', description: 'Per stare bene ti servono aria e movimento. Sentirti in gabbia ti pesa, e spesso basta un’avventura, un progetto o una bella risata per dissipare una nuvola.' },
    rising: { keywords: 'entusiasmo, apertura, franchezza, buonumore', description: 'Il primo incontro con te ha un profumo d’avventura: un sorriso, un’apertura, la voglia di andare a vedere più in là. La tua franchezza disarma, e il tuo buonumore fa venire voglia di seguirti.' },
  },
  capricorn: {
    sun: { keywords: 'ambizione, responsabilità, perseveranza, padronanza', description: 'Costruisci passo dopo passo, con pazienza e serietà, ciò che deve durare. Accetti le responsabilità, miri in alto, e i tuoi successi nascono dall’impegno costante molto più che dalla fortuna.' },
    moon: { keywords: 'bisogno di sicurezza, contegno, dovere, affidabilità', description: 'Tieni le emozioni sotto controllo e ti senti al sicuro quando le cose sono in ordine. Le prove concrete di impegno contano per te più delle parole, e offri una lealtà a tutta prova.' },
    rising: { keywords: 'serietà, padronanza, discrezione, autorevolezza', description: 'La prima impressione è quella di una presenza posata e seria, che ispira rispetto. Ti affidano presto delle responsabilità, perché dai l’idea di sapere dove vai.' },
  },
  aquarius: {
    sun: { keywords: 'originalità, indipendenza, ideali, amicizia', description: 'Pensi con la tua testa e guardi al futuro. Le idee nuove, le cause comuni e l’amicizia ti danno slancio, e trovi il tuo scopo contribuendo a qualcosa di più grande di te.' },
    moon: { keywords: 'bisogno di libertà, distacco, amicizia, curiosità', description: 'Prendi le distanze per capire che cosa provi. Nei rapporti ti serve spazio, e cerchi amicizie che rispettino la tua singolarità.' },
    rising: { keywords: 'singolarità, apertura, umorismo stravagante, indipendenza', description: 'Si nota subito la tua singolarità: un modo tutto tuo di vedere e di dire le cose. Ti rivolgi a chiunque con la stessa apertura, senza badare alle convenzioni.' },
  },
  pisces: {
    sun: { keywords: 'compassione, immaginazione, sensibilità, ispirazione', description: 'Percepisci ciò che agli altri sfugge: le atmosfere, i non detti, i sogni. Compassione e immaginazione sono la tua forza, e trovi il tuo scopo in ciò che unisce e consola.' },
    moon: { keywords: 'empatia, fantasticheria, dolcezza, bisogno di ritiro', description: 'Assorbi le emozioni di chi ti circonda come una spugna. La musica, l’acqua, l’arte o un momento di solitudine ti aiutano a ritrovare i tuoi contorni.' },
    rising: { keywords: 'dolcezza, mistero, adattabilità, ricettività', description: 'Trasmetti una dolcezza un po’ sfuggente, e in tua presenza gli altri si sentono capiti. Ti adatti all’atmosfera con grande finezza.' },
  },
};
