/**
 * La numerologia in italiano: la sezione del blueprint (sentiero di vita, numero dell'espressione,
 * numero dell'anima), la prosa del calcolatore del sentiero di vita e i cicli personali. Scritta
 * per chi legge in italiano, dando del tu, senza aggettivi accordati con il lettore (genere
 * sconosciuto). I nomi dei numeri sono quelli del PDF (shared/pdf/words/it.ts).
 */
import type { BlueprintFacts } from '../../facts';
import type { LifePathProse, PersonalCycleProse } from '../pack-types';
import { elenco, prep } from './vocab';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

interface Numero {
  /** Ciò che il numero mette in gioco: nomi con l'articolo, ciascuno prende la sua preposizione. */
  temi: readonly string[];
  lezione: string;
  doni: string;
  sfida: string;
}

const NUMERI: Record<number, Numero> = {
  1: {
    temi: ['l’indipendenza', 'l’iniziativa', 'il comando'],
    lezione: 'Il sentiero 1 è quello di chi apre la strada. La tua lezione è fidarti del tuo giudizio e tracciare la tua rotta, avviando ciò che prima di te non c’era.',
    doni: 'Porti originalità, fegato e quell’energia che trasforma un’idea nel primo passo.',
    sfida: 'Il tuo margine di crescita: guidare senza isolarti, e accettare l’aiuto degli altri senza vederci una debolezza.',
  },
  2: {
    temi: ['la cooperazione', 'la sensibilità', 'l’intesa a due'],
    lezione: 'Il sentiero 2 è quello di chi costruisce la pace. La tua lezione è riconoscere il valore della tua influenza discreta: i legami che intrecci, l’equilibrio che porti.',
    doni: 'Porti tatto, pazienza e una percezione sottile di ciò che gli altri provano e si aspettano.',
    sfida: 'Il tuo margine di crescita: tenere la tua voce dentro una relazione invece di scioglierti nei desideri altrui.',
  },
  3: {
    temi: ['l’espressione', 'la creatività', 'la gioia'],
    lezione: 'Il sentiero 3 è quello di chi comunica. La tua lezione è lasciar circolare nel mondo la tua creatività e le tue parole, con leggerezza e generosità.',
    doni: 'Porti immaginazione, umorismo e il talento di ispirare con la parola, con l’arte o con la semplice presenza.',
    sfida: 'Il tuo margine di crescita: concentrare i tuoi tanti talenti abbastanza a lungo da farli maturare, e condividere i sentimenti profondi quanto gli slanci luminosi.',
  },
  4: {
    temi: ['la stabilità', 'il lavoro', 'la struttura'],
    lezione: 'Il sentiero 4 è quello di chi costruisce. La tua lezione è gettare, un passo alla volta, fondamenta solide su cui anche altri possano contare.',
    doni: 'Porti perseveranza, ordine e il talento di rendere concreti i progetti.',
    sfida: 'Il tuo margine di crescita: restare flessibile quando i piani cambiano, e ricordare che anche il riposo fa parte della costruzione.',
  },
  5: {
    temi: ['la libertà', 'il cambiamento', 'l’esperienza'],
    lezione: 'Il sentiero 5 è quello di chi esplora. La tua lezione è usare bene la libertà: imparare dalla varietà e dal cambiamento invece di inseguirli soltanto.',
    doni: 'Porti duttilità, curiosità e un vero talento per andare incontro a ogni genere di persona.',
    sfida: 'Il tuo margine di crescita: scegliere impegni che ti lascino respirare, e restare su una cosa abbastanza a lungo da padroneggiarla.',
  },
  6: {
    temi: ['la cura degli altri', 'la responsabilità', 'l’armonia'],
    lezione: 'Il sentiero 6 è quello di chi protegge. La tua lezione è amare e sostenere gli altri attingendo a un serbatoio pieno, non a uno vuoto.',
    doni: 'Porti calore, il senso del bello e il dono di creare case e comunità in cui ognuno si sente accolto.',
    sfida: 'Il tuo margine di crescita: prenderti cura senza controllare, e concedere a tutti, anche a te, il diritto di essere imperfetti.',
  },
  7: {
    temi: ['la riflessione', 'l’intuizione', 'la verità'],
    lezione: 'Il sentiero 7 è quello di chi cerca. La tua lezione è fidarti del tuo sapere interiore continuando a studiare e a farti domande.',
    doni: 'Porti profondità, spirito d’analisi e un’intuizione che vede sotto le apparenze.',
    sfida: 'Il tuo margine di crescita: lasciar entrare gli altri, e trovare l’equilibrio tra solitudine e legame.',
  },
  8: {
    temi: ['la riuscita', 'l’autorità', 'l’abbondanza'],
    lezione: 'Il sentiero 8 è quello di chi dirige. La tua lezione è maneggiare il potere e la vita materiale con integrità e misura.',
    doni: 'Porti visione, una grande forza organizzativa e la capacità di rialzarti dopo un rovescio.',
    sfida: 'Il tuo margine di crescita: misurare il successo con qualcosa di diverso dai risultati, e fare spazio alle relazioni e al riposo.',
  },
  9: {
    temi: ['la compassione', 'il compimento', 'il servizio'],
    lezione: 'Il sentiero 9 è quello dell’umanitario. La tua lezione è dare con cuore largo e lasciar andare con grazia quando un capitolo si chiude.',
    doni: 'Porti ideali, tolleranza e uno spirito creativo e generoso.',
    sfida: 'Il tuo margine di crescita: prenderti cura anche dei tuoi bisogni, e liberare il passato invece di portartelo dietro.',
  },
  11: {
    temi: ['l’intuizione', 'l’ispirazione', 'il risveglio'],
    lezione: 'L’11 è un numero maestro, quello di chi ispira. Porta la sensibilità del 2 a un’intensità più alta; la tua lezione è fidarti dell’intuizione e condividere ciò che ti mostra.',
    doni: 'Porti visione, una sensibilità spirituale e la capacità di elevare gli altri con la sola forza della tua presenza autentica.',
    sfida: 'Il tuo margine di crescita: radicare questa grande sensibilità in abitudini quotidiane, perché la tensione nervosa diventi ispirazione.',
  },
  22: {
    temi: ['la visione', 'la maestria', 'le grandi costruzioni'],
    lezione: 'Il 22 è un numero maestro, quello del maestro costruttore. Unisce il senso pratico del 4 a una visione di grande respiro; la tua lezione è trasformare gli ideali in strutture durature.',
    doni: 'In te si incontra una miscela rara: sognare in grande e lavorare con metodo.',
    sfida: 'Il tuo margine di crescita: accogliere con pazienza la pressione del tuo stesso potenziale, una tappa realizzabile dopo l’altra.',
  },
  33: {
    temi: ['la compassione', 'la trasmissione', 'la presenza che cura'],
    lezione: 'Il 33 è un numero maestro, quello del maestro insegnante. Approfondisce la premura del 6; la tua lezione è servire con amore tenendo confini sani.',
    doni: 'Porti compassione, creatività e una presenza incoraggiante che aiuta gli altri a crescere.',
    sfida: 'Il tuo margine di crescita: non caricarti dei pesi di tutti, e lasciare che il servizio resti una gioia e non un fardello.',
  },
};

/** Il numero con il suo articolo: «il 7», ma «l’1», «l’8», «l’11» (si leggono uno, otto, undici). */
const ilNumero = (n: number): string => ([1, 8, 11].includes(n) ? `l’${n}` : `il ${n}`);

/** «dell’indipendenza, dell’iniziativa e del comando». */
const deiTemi = (n: number): string | undefined => (NUMERI[n] ? elenco(NUMERI[n].temi.map((t) => prep('di', t))) : undefined);

export function numerologySection(facts: BlueprintFacts): string {
  const n = facts.numerology;
  if (!n) return '';
  const t = NUMERI[n.lifePathNumber];
  const altri: string[] = [];
  if (n.expressionNumber !== undefined) {
    const d = deiTemi(n.expressionNumber);
    altri.push(`Il tuo numero dell’espressione, ${ilNumero(n.expressionNumber)}, aggiunge al modo in cui lo vivi ${d ? `il gusto ${d}` : 'una sfumatura tutta tua'}`);
  }
  if (n.soulUrgeNumber !== undefined) {
    const d = deiTemi(n.soulUrgeNumber);
    altri.push(`il numero dell’anima, ${ilNumero(n.soulUrgeNumber)}, rivela ciò che desideri nel profondo: ${d ? `il richiamo ${d}` : 'una nota personale da ascoltare'}`);
  }
  const d = deiTemi(n.lifePathNumber);
  return paragraphs(
    `Il tuo sentiero di vita è ${ilNumero(n.lifePathNumber)}, ${d ? `il numero ${d}` : 'un numero dal colore tutto personale'}. ${t?.lezione ?? ''}`.trim(),
    t ? `${t.doni} ${t.sfida}` : undefined,
    altri.length ? `${altri.join(', mentre ')}.` : 'Il sentiero di vita descrive una direzione di crescita, non un destino già scritto: come percorrerlo lo scegli tu.',
  );
}

/** La prosa del calcolatore del sentiero di vita (il nome e le parole chiave vengono dalle tabelle delle etichette). */
export const LIFE_PATH_PROSE: Readonly<Record<number, LifePathProse>> = {
  1: {
    description:
      'Il sentiero di vita 1 ti insegna a reggerti sulle tue gambe. Cresci avviando progetti, scegliendo una direzione prima degli altri e assumendoti la responsabilità di dove porta. Maturi fidandoti del tuo giudizio, senza dimenticare che guidare vuol dire anche portare gli altri con te.',
    strengths: ['Motivazione personale e spirito decisionale', 'Pensiero originale', 'Il coraggio di andare per primo', 'Volontà ed energia'],
    challenges: ['Impazienza verso chi è più lento', 'Fatica a chiedere aiuto', 'Testardaggine', 'Tendenza a portare tutto sulle proprie spalle'],
  },
  2: {
    description:
      'Il sentiero di vita 2 parla di lavoro insieme agli altri. Percepisci ciò che le persone provano e ciò di cui hanno bisogno, e dai il meglio quando aiuti due parti a incontrarsi. Cresci dando ai tuoi bisogni lo stesso valore che dai all’armonia, e parlando prima che il rancore si depositi.',
    strengths: ['Tatto e diplomazia', 'Grande empatia', 'Pazienza nei dettagli', 'Fedeltà nella coppia e nelle collaborazioni'],
    challenges: ['Evitare il conflitto a ogni costo', 'Eccessiva sensibilità alle critiche', 'Indecisione', 'Perdersi negli altri'],
  },
  3: {
    description:
      'Il sentiero di vita 3 invita a esprimere ciò che ti abita, con le parole, con l’arte o con il gioco. Sai riscaldare l’atmosfera di una stanza e fare di ogni esperienza un racconto. Cresci dando ai tuoi talenti disciplina e profondità, invece di disperderli in troppi inizi.',
    strengths: ['Talento di narrazione', 'Immaginazione creativa', 'Ottimismo contagioso', 'Facilità con le persone'],
    challenges: ['Energia dispersa', 'Evitare i sentimenti difficili', 'Sensibilità alla mancanza di attenzione', 'Progetti lasciati a metà'],
  },
  4: {
    description:
      'Il sentiero di vita 4 consiste nel costruire qualcosa che duri. Costanza, senso pratico e amore per il lavoro ben fatto, un passo dopo l’altro: questo è il tuo modo. Cresci lasciando che la struttura ti serva invece di chiuderti, e accettando il cambiamento come parte di ogni progetto solido.',
    strengths: ['Affidabilità e laboriosità', 'Soluzioni concrete', 'Grande senso dell’ordine', 'Perseveranza'],
    challenges: ['Rigidità', 'Resistenza al cambiamento', 'Eccesso di lavoro', 'Troppa severità con sé e con gli altri'],
  },
  5: {
    description:
      'Il sentiero di vita 5 è fatto di libertà e di esperienza. Impari dalla varietà, dai viaggi, dagli incontri e dai sensi, e ti adatti in fretta quando i piani cambiano. Cresci trovando impegni che somiglino a scelte e non a gabbie.',
    strengths: ['Adattabilità e intraprendenza', 'Curiosità per ogni cosa', 'Vivacità e capacità di persuasione', 'Apprendimento rapido'],
    challenges: ['Irrequietezza', 'Fuga davanti agli impegni', 'Eccessi e impulsività', 'Noia davanti alla routine'],
  },
  6: {
    description:
      'Il sentiero di vita 6 parla di un amore che si esprime attraverso la responsabilità. Ti prendi cura della famiglia, degli amici e di chi ti sta intorno, e ti senti a casa quando le persone accanto a te stanno bene. Cresci prendendoti cura senza controllare, e includendo anche te nel cerchio di cui ti occupi.',
    strengths: ['Calore e protezione', 'Senso del dovere', 'Occhio per la bellezza e l’equilibrio', 'Un sostegno su cui si può contare'],
    challenges: ['Perfezionismo', 'Intromissione nella vita altrui', 'Dedizione fino allo sfinimento', 'Tendenza a preoccuparsi'],
  },
  7: {
    description:
      'Il sentiero di vita 7 è la ricerca di ciò che è vero sotto la superficie. Ti servono momenti di solitudine per pensare, studiare e meditare, e le tue intuizioni nascono spesso da un’osservazione silenziosa. Cresci fidandoti abbastanza degli altri da condividere ciò che scopri.',
    strengths: ['Mente profonda e analitica', 'Intuizione nutrita dallo studio', 'Indipendenza di pensiero', 'Calma sotto pressione'],
    challenges: ['Isolamento', 'Diffidenza', 'Freddezza davanti alle ferite', 'Tendenza a rimuginare'],
  },
  8: {
    description:
      'Il sentiero di vita 8 parla del potere usato bene: il denaro, l’organizzazione, l’influenza. Ragioni per obiettivi e risultati, e sai reggere grandi responsabilità. Cresci bilanciando il successo materiale con integrità, generosità e tempo per le persone con cui lavori.',
    strengths: ['Capacità di guida', 'Resilienza', 'Buon giudizio nella gestione delle risorse', 'Sicurezza di sé'],
    challenges: ['Dipendenza dal lavoro', 'Bisogno di controllo', 'Misurare il proprio valore con lo status', 'Impazienza verso la debolezza'],
  },
  9: {
    description:
      'Il sentiero di vita 9 invita a servire qualcosa di più grande di te. Apertura mentale e sensibilità ai bisogni del mondo: attraversi spesso molte fini e altrettanti nuovi inizi. Cresci lasciando andare con grazia e dando senza aspettarti un ritorno.',
    strengths: ['Compassione e tolleranza', 'Doti creative e artistiche', 'Una visione ampia della vita', 'Generosità'],
    challenges: ['Fatica a lasciar andare', 'Spirito di sacrificio', 'Delusione quando l’ideale non si realizza', 'Trascurare i propri bisogni'],
  },
  11: {
    description:
      'Il numero maestro 11 porta la cooperazione del 2 a una carica più intensa. Senti le idee e gli umori prima che vengano detti, e puoi ispirare gli altri mostrando loro uno scorcio del possibile. Cresci radicando questa sensibilità, perché la tensione nervosa diventi una bussola.',
    strengths: ['Intuizione potente', 'Presenza che ispira', 'Comprensione spirituale e artistica', 'Empatia'],
    challenges: ['Tensione nervosa', 'Dubbi su di sé', 'Farsi travolgere dagli altri', 'Sogni poco realistici'],
  },
  22: {
    description:
      'Il numero maestro 22 unisce la visione dell’11 al metodo del 4. Puoi trasformare grandi idee in strutture reali al servizio di molte persone. Cresci accettando la portata del tuo potenziale senza farti schiacciare dalla pressione che porta con sé.',
    strengths: ['Fare di una visione un piano', 'Organizzare persone e risorse', 'Disciplina e pazienza', 'Pensiero a lungo termine'],
    challenges: ['Pressione delle grandi aspettative', 'Voler controllare ogni dettaglio', 'Paura del fallimento', 'Esaurimento'],
  },
  33: {
    description:
      'Il numero maestro 33 eleva la premura del 6 al rango di vocazione. Insegni con l’esempio e aiuti gli altri a crescere, spesso attraverso un lavoro creativo o di cura. Cresci servendo a partire dalla tua forza, anziché sacrificandoti.',
    strengths: ['Benevolenza senza condizioni', 'Dono per insegnare e incoraggiare', 'Espressione creativa', 'Senso di responsabilità'],
    challenges: ['Caricarsi dei pesi altrui', 'Perfezionismo', 'Dimenticare sé stessi', 'Prendere le critiche troppo a cuore'],
  },
};

/** I cicli personali (anno, mese, giorno) da 1 a 9. */
export const PERSONAL_CYCLES: Readonly<Record<number, PersonalCycleProse>> = {
  1: {
    year: 'Un anno di inizi: avvia progetti, prendi l’iniziativa e fissa la rotta dei nove anni che verranno.',
    month: 'Un mese per cominciare qualcosa e seguire le tue idee.',
    day: 'Una giornata per partire, decidere e giocare d’anticipo.',
  },
  2: {
    year: 'Un anno di pazienza e di collaborazione: lascia maturare i progetti con calma, coopera e cura le tue relazioni.',
    month: 'Un mese di cooperazione, di ascolto e di piccoli passi prudenti.',
    day: 'Una giornata di diplomazia, di lavoro di squadra e di attenzione discreta ai dettagli.',
  },
  3: {
    year: 'Un anno di espressione e di vita sociale: crea, comunica e goditi le persone che hai intorno.',
    month: 'Un mese per esprimerti, uscire e creare.',
    day: 'Una giornata di conversazioni, di creatività e di leggerezza.',
  },
  4: {
    year: 'Un anno di lavoro e di fondamenta: organizzati, costruisci con regolarità e occupati della salute come delle questioni pratiche.',
    month: 'Un mese di lavoro costante, di pianificazione e di ordine.',
    day: 'Una giornata per organizzarti e chiudere le faccende pratiche.',
  },
  5: {
    year: 'Un anno di cambiamento e di libertà: aspettati movimento, esperienze nuove e un gran bisogno di varietà.',
    month: 'Un mese di cambiamenti, di viaggi e di aperture inattese.',
    day: 'Una giornata di flessibilità, di varietà e di novità da provare.',
  },
  6: {
    year: 'Un anno della casa e delle responsabilità: la famiglia, le relazioni e gli impegni passano in primo piano.',
    month: 'Un mese per prenderti cura della casa, della famiglia e dei tuoi impegni.',
    day: 'Una giornata per aiutare, sostenere e portare armonia.',
  },
  7: {
    year: 'Un anno di riflessione: studia, riposa, guarda dentro di te e affina ciò che hai costruito.',
    month: 'Un mese di riflessione, di studio e di momenti per te.',
    day: 'Una giornata per pensare, cercare e ricaricare le energie.',
  },
  8: {
    year: 'Un anno di raccolto: l’ambizione, le finanze e il riconoscimento degli sforzi passati vengono in primo piano.',
    month: 'Un mese per gli affari, le decisioni e i risultati.',
    day: 'Una giornata per gestire il denaro, l’autorità e le decisioni importanti.',
  },
  9: {
    year: 'Un anno di compimento: chiudi i cicli, lascia andare ciò che non ti somiglia più e fai spazio a una nuova partenza.',
    month: 'Un mese per concludere, fare ordine e perdonare.',
    day: 'Una giornata per portare a termine i compiti e liberare ciò che è finito.',
  },
};
