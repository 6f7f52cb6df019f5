/**
 * Le 13 sezioni Human Design di un blueprint, in italiano. Stessi fatti dell'inglese (tipo,
 * autorità, profilo, definizione, croce, centri, variabili), frasi scritte per l'italiano, dando
 * del tu; il tipo si dice «il tipo Generatore», mai «sei un Generatore», e nessun aggettivo si
 * accorda con il lettore (genere sconosciuto). I nomi (tipi, centri, canali, croci, variabili)
 * vengono dalle tabelle delle etichette (shared/i18n/labels/it.ts).
 */
import type { BlueprintFacts, HdCenter, HumanDesignFacts } from '../../facts';
import type { HumanDesignSection } from '../../sections';
import { labelOf, labelsFor } from '../../../i18n/labels/index';
import { authorityKey, crossAngleKey, definitionKey, hdTypeKey, parseProfile, variableText, type AuthorityKey, type HdTypeKey } from '../hd-texts';
import { elenco } from './vocab';

const paragraphs = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
const minuscolo = (s: string): string => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

const TIPI: Record<HdTypeKey, { aura: string; dono: string; strategia: string }> = {
  generator: {
    aura: 'La tua aura è aperta e avvolgente: attira la vita verso di te e ti fa sentire, nella pancia, se una cosa ha energia per te oppure no.',
    dono: 'Porti dentro una forza vitale che si rinnova. Quando un lavoro ti appassiona davvero, vai avanti ben oltre il punto in cui gli altri si fermano, e la tua soddisfazione diventa contagiosa.',
    strategia: 'Invece di forzare le cose, lascia che la vita ti porti qualcosa a cui reagire (una domanda, una proposta, un’immagine, un suono) e ascolta la risposta della pancia, quel «mh-mh» o «mh-mm» che arriva prima del pensiero.',
  },
  manifestingGenerator: {
    aura: 'La tua aura è aperta e avvolgente come quella del Generatore, e un motore collegato alla Gola ti dà in più velocità e il talento delle scorciatoie.',
    dono: 'Il tuo design ti porta a seguire più cose insieme e ad andare veloce quando la pancia ha detto sì. Saltare qualche passaggio non è un difetto: spesso è così che trovi la via più efficace.',
    strategia: 'Aspetta qualcosa a cui rispondere, fidati del sì della pancia e, prima di partire al tuo solito ritmo, avvisa le persone coinvolte di ciò che stai per fare.',
  },
  manifestor: {
    aura: 'La tua aura è chiusa e protettiva: ti dà indipendenza e un impatto che gli altri avvertono prima ancora che tu parli.',
    dono: 'Il tuo ruolo è dare l’avvio: lanciare le cose, aprire direzioni nuove, mettere in moto gli altri. La tua energia arriva a ondate, con un vero bisogno di riposo fra l’una e l’altra.',
    strategia: 'Prima di agire, informa le persone che la tua azione toccherà. Non si tratta di chiedere il permesso: così le resistenze calano e le tue iniziative arrivano in porto con meno attrito.',
  },
  projector: {
    aura: 'La tua aura è concentrata e penetrante: va incontro agli altri e ti mostra come funzionano, spesso con più chiarezza di quanta ne abbiano loro stessi.',
    dono: 'Sei qui per guidare, gestire e orientare l’energia più che per lavorare come un motore. Il tuo sguardo vale di più quando viene riconosciuto e richiesto.',
    strategia: 'Per le grandi decisioni della vita (il lavoro, l’amore, il luogo in cui vivere) attendi il riconoscimento e l’invito. Il riconoscimento apre la porta attraverso cui i tuoi consigli possono essere accolti.',
  },
  reflector: {
    aura: 'La tua aura campiona e fa da filtro: accoglie le energie intorno a te e restituisce lo stato di salute della tua comunità.',
    dono: 'Con tutti i centri aperti, percepisci persone e luoghi con una nitidezza rara. Fai da barometro del tuo ambiente, e trovarti nel posto giusto conta moltissimo.',
    strategia: 'Concedi alle decisioni importanti circa 28 giorni, un ciclo lunare completo. Mentre la Luna attraversa tutte le porte, parlarne con persone di fiducia lascia che la chiarezza prenda forma.',
  },
};

const AUTORITA: Record<AuthorityKey, string> = {
  emotional:
    'Con l’autorità emotiva la chiarezza arriva con il tempo, mai sul momento. I sentimenti si muovono a onde, dalla speranza al dubbio e di nuovo alla speranza, e nessun punto dell’onda dice tutta la verità. Dormici sopra quando la scelta è importante, osserva che cosa ne pensi in momenti diversi, e decidi quando si è fatto strada un sì o un no calmo e stabile.',
  sacral:
    'Con l’autorità sacrale la tua verità parla dalla pancia, nel presente. È un suono o uno slancio del corpo, verso la cosa o lontano da essa, che arriva prima che la mente abbia perorato la sua causa. Le domande a cui si risponde con un sì o con un no ti aiutano a sentirla.',
  splenic:
    'Con l’autorità splenica ti guida un’intuizione discreta e istantanea che parla una volta sola. È un sapere sottile di ciò che è sano e sicuro per te, qui e ora. Non si ripete e non discute: l’arte sta nel notare quel primo sussurro e nel dargli fiducia.',
  ego:
    'Con l’autorità dell’Ego le decisioni nascono dal centro del Cuore: ciò che vuoi davvero, e ciò in cui vuoi impegnare la tua volontà. Ascolta che cosa dici spontaneamente di una scelta; le parole «voglio» e «lo farò» portano la tua verità.',
  selfProjected:
    'Con l’autorità autoproiettata la tua verità diventa chiara quando ti senti parlare. Racconta le tue decisioni a persone di fiducia, non per avere consigli ma per ascoltare la tua stessa voce e sentire quale direzione esprime davvero chi sei.',
  mental:
    'Con un’autorità mentale o ambientale (a volte detta esterna) nessun centro interiore ti dà direttamente la risposta. La chiarezza viene ragionando ad alta voce con interlocutori di fiducia e osservando l’effetto dei diversi luoghi su di te: il posto giusto porta spesso alle decisioni giuste.',
  lunar:
    'Con l’autorità lunare le decisioni maturano lungo un ciclo completo della Luna. Concedi alle scelte importanti circa quattro settimane, osserva ciò che provi per tutto quel periodo, e lascia che il dialogo con persone di fiducia ti mostri il filo che non cambia.',
};

/** Le linee del profilo: il nome viene dalle etichette; il testo ha per soggetto la linea stessa. */
const LINEE: Record<number, { testo: string; breve: string }> = {
  1: { testo: 'ha bisogno di basi solide e trova sicurezza studiando le cose a fondo', breve: 'indaga prima di impegnarsi' },
  2: { testo: 'custodisce talenti naturali che fioriscono nella quiete, e che gli altri vengono a cercare quando li notano', breve: 'ha bisogno di tranquillità per far maturare i propri doni' },
  3: { testo: 'impara per tentativi ed errori, scopre ciò che funziona urtando contro ciò che non funziona, e ne ricava una saggezza a tutta prova', breve: 'impara sperimentando' },
  4: { testo: 'fiorisce grazie alla sua rete: le occasioni arrivano dagli amici e dalle persone già conosciute e apprezzate', breve: 'cresce attraverso una rete di fiducia' },
  5: { testo: 'viene vista come la persona delle soluzioni pratiche, porta su di sé le proiezioni degli altri e risponde al meglio con soluzioni concrete e universali', breve: 'viene cercata per le sue soluzioni pratiche' },
  6: { testo: 'attraversa la vita per tappe: sperimentare in gioventù, poi osservare con distacco, infine incarnare un esempio degno di fiducia', breve: 'matura fino a diventare un esempio affidabile' },
};

const DEFINIZIONI: Record<string, string> = {
  none: 'Senza definizione, tutti i centri della tua carta sono aperti. Nessun modo fisso di elaborare le cose ti si impone: questo ti rende di grande duttilità e ti dà una conoscenza fine degli altri, e rende particolarmente importante la scelta delle persone e dei luoghi di cui ti circondi.',
  single:
    'Con una definizione singola, tutti i tuoi centri definiti sono collegati in un unico flusso continuo. Elabori le cose per conto tuo, con i tuoi tempi e una certa autonomia; nessuno deve completare qualcosa al posto tuo.',
  split:
    'Con una definizione divisa, i tuoi centri definiti formano due zone separate. Le persone o le situazioni che attivano le porte tra l’una e l’altra fanno da ponte: all’improvviso tutto torna. Prenditi il tempo di digerire, e non confondere il sollievo del collegamento con la relazione giusta.',
  tripleSplit:
    'Con una tripla divisione, i tuoi centri definiti formano tre zone separate. Ti fanno bene la varietà e i luoghi frequentati, dove i ponti arrivano da sé. Il tuo processo è minuzioso: concedi alle decisioni un tempo in più.',
  quadrupleSplit:
    'Con una quadrupla divisione, in te agiscono quattro zone di definizione. Questa configurazione rara elabora le cose lentamente e in modo indipendente; metterle fretta crea stress, mentre la pazienza lascia che la tua grande complessità si ricomponga.',
};

const ANGOLI: Record<string, string> = {
  right: 'Come croce ad angolo destro, descrive un cammino personale: il tuo scopo si dispiega soprattutto attraverso le tue esperienze, e chi incontri lungo la strada ha spesso una parte nella tua evoluzione.',
  juxtaposition: 'Come croce di giustapposizione, descrive un cammino singolare e costante: porti una sfumatura ben precisa in tutto ciò che fai, e il tuo ruolo si chiarisce quando lo vivi con semplicità e regolarità.',
  left: 'Come croce ad angolo sinistro, descrive un cammino transpersonale: il tuo scopo si intreccia con le relazioni e gli incontri, e ciò che fai conta per molte altre persone.',
};

const CENTRI: Record<HdCenter, { definito: string; aperto: string }> = {
  head: {
    definito: 'La tua Testa definita ti dà una fonte d’ispirazione costante e un flusso regolare di domande su cui torni ancora e ancora.',
    aperto: 'La tua Testa aperta trae ispirazione da ogni parte; la trappola sarebbe voler rispondere a ogni domanda che si presenta: lascia passare quelle che non sono tue.',
  },
  ajna: {
    definito: 'Il tuo Ajna definito ti dà un modo affidabile di pensare e di ordinare le idee; la tua mente tiene i suoi concetti con costanza.',
    aperto: 'Il tuo Ajna aperto ti fa vedere tutte le facce di una questione; la trappola sarebbe fingere certezze, quando la tua saggezza sta nella flessibilità.',
  },
  throat: {
    definito: 'La tua Gola definita ti dà una voce costante e un modo riconoscibile di esprimerti e di agire.',
    aperto: 'La tua Gola aperta sa parlare in mille modi; la trappola sarebbe parlare per attirare l’attenzione, quando le tue parole pesano di più se arrivano al momento giusto.',
  },
  g: {
    definito: 'Il tuo centro G definito ti dà un’identità, un amore e una direzione stabili, che ti accompagnano ovunque.',
    aperto: 'Il tuo centro G aperto lascia circolare identità e direzione; la trappola sarebbe cercare senza fine chi sei, quando la tua saggezza è lasciarti guidare dai luoghi e dalle persone giuste.',
  },
  heart: {
    definito: 'Il tuo Cuore definito ti dà una volontà affidabile e una sana stima di te, finché mantieni le promesse che fai.',
    aperto: 'Con il Cuore aperto non hai niente da dimostrare; la trappola sarebbe promettere troppo per provare il tuo valore, quando la tua saggezza è riconoscere quanto vale davvero una persona.',
  },
  sacral: {
    definito: 'Il tuo Sacrale definito è un motore potente e rinnovabile di forza vitale, che dà il meglio quando serve ciò a cui la pancia dice sì.',
    aperto: 'Il tuo Sacrale aperto amplifica l’energia degli altri; la trappola è non accorgerti di quando basta: riposa prima di arrivare allo sfinimento.',
  },
  solarPlexus: {
    definito: 'Il tuo Plesso solare definito produce un’onda emotiva che fa parte di te; rispettarne il ritmo porta profondità e chiarezza.',
    aperto: 'Il tuo Plesso solare aperto sente e amplifica le emozioni intorno a te; la trappola sarebbe evitare la verità per salvare la pace, quando la tua saggezza è il discernimento emotivo.',
  },
  spleen: {
    definito: 'La tua Milza definita ti dà un istinto costante per ciò che è sano e una sensazione naturale di benessere.',
    aperto: 'La tua Milza aperta è sensibile alla salute e alle atmosfere; la trappola sarebbe tenerti ciò che non ti fa bene, solo perché è familiare.',
  },
  root: {
    definito: 'La tua Radice definita ti permette di gestire la pressione con il tuo ritmo, e di trasformare lo stress in carburante.',
    aperto: 'La tua Radice aperta amplifica la pressione esterna; la trappola sarebbe correre per togliertela di dosso: prenditi il tempo che ti serve davvero.',
  },
};

const MOTIVAZIONI: Record<string, string> = {
  fear: 'La paura come motivazione non ha niente di debole: è un’intelligenza all’erta che ti spinge a capire, a prepararti e a mettere le cose al sicuro.',
  hope: 'La speranza come motivazione ti fa avanzare verso ciò che potrebbe essere; la possibilità di un meglio ti sostiene, e questo slancio trascina anche gli altri.',
  desire: 'Il desiderio come motivazione ti dà la passione di guidare e di andare a prenderti ciò che conta per te, con tutto il cuore e a viso aperto.',
  need: 'Il bisogno come motivazione affina l’attenzione a ciò che manca e a ciò che farebbe funzionare le cose, e ti spinge a colmare mancanze reali.',
  guilt: 'La colpa come motivazione, intesa bene, è un senso fine di ciò che è giusto ed equo, che ti spinge a rimettere le cose in ordine.',
  innocence: 'L’innocenza come motivazione significa che l’apertura e una curiosità sincera ti mettono in moto: affronti la vita senza secondi fini.',
};

const PROSPETTIVE: Record<string, string> = {
  survival: 'Una prospettiva di sopravvivenza ti fa notare l’essenziale e ciò che lo minaccia; vedi subito che cosa conta davvero.',
  possibility: 'Una prospettiva di possibilità ti mostra le molte pieghe che può prendere una situazione; vedi al volo opzioni che altri trascurano.',
  power: 'Una prospettiva di potere ti fa individuare dove stanno l’influenza e l’energia, e come far funzionare le cose.',
  wanting: 'Una prospettiva della mancanza ti fa notare ciò che le persone apprezzano e desiderano; vedi che cosa farebbe la differenza.',
  probability: 'Una prospettiva di probabilità ti fa cogliere schemi e tendenze: vedi che cosa ha più probabilità di accadere.',
  personal: 'Una prospettiva personale ti fa vedere le cose da vicino: il loro effetto su ciascuno, una persona alla volta.',
};

const DIGESTIONI: Record<string, string> = {
  appetite: 'La digestione per appetito riguarda il ritmo dei pasti: una cosa alla volta, in ordine, oppure piccoli assaggi nell’arco della giornata, secondo la tua tonalità.',
  taste: 'La digestione per gusto affina la tua selezione: il cibo, come l’informazione, ti fa bene quando i sensi lo trovano giusto, e un ambiente calmo o aperto ti aiuta ad assimilarlo.',
  thirst: 'La digestione per sete riguarda la temperatura: cibi e bevande calde o fredde ti fanno meglio secondo la tua tonalità, e l’idratazione ha un ruolo particolare.',
  touch: 'La digestione per tatto riguarda lo stato d’animo: assimili meglio nella calma, oppure al contrario nell’animazione, secondo la tua tonalità.',
  sound: 'La digestione per suono riguarda l’ambiente sonoro dei pasti: il silenzio o il rumore, secondo la tua tonalità, aiuta il corpo ad assimilare ciò che riceve.',
  light: 'La digestione per luce riguarda il momento della giornata: mangiare con la luce del giorno o al buio, secondo la tua tonalità, è ciò che fa meglio al tuo corpo.',
};

const AMBIENTI: Record<string, string> = {
  caves: 'L’ambiente delle grotte è quello più adatto a te: spazi protetti e scelti, con le spalle coperte, da cui vedi chi entra e chi esce.',
  markets: 'L’ambiente dei mercati è quello più adatto a te: luoghi di scambio e di movimento, al chiuso o all’aperto, dove il valore circola e le persone si incrociano.',
  kitchens: 'L’ambiente delle cucine è quello più adatto a te: luoghi caldi e animati, dove si mescola, si prepara e si trasforma insieme.',
  mountains: 'L’ambiente delle montagne è quello più adatto a te: alture con una vista, da cui osservi e da cui ti si vede da lontano.',
  valleys: 'L’ambiente delle valli è quello più adatto a te: luoghi di raccolta, dove ricevi ciò che scende verso di te e ti leghi agli altri.',
  shores: 'L’ambiente delle rive è quello più adatto a te: i margini e i passaggi, tra l’acqua e la terra, tra un mondo e l’altro.',
};

const SENSI: Record<string, string> = {
  smell: 'L’olfatto come senso del design significa che la tua consapevolezza fiuta, in modo sottile e istintivo, ciò che è giusto, a volte letteralmente attraverso gli odori.',
  taste: 'Il gusto come senso del design significa che conosci le cose assaggiandole: la tua consapevolezza seleziona e sceglie.',
  'outer vision': 'La visione esterna come senso del design significa che la tua consapevolezza passa per ciò che vedi davvero: osservare il mondo ti chiarisce le idee.',
  'inner vision': 'La visione interna come senso del design significa che la tua consapevolezza passa per immagini interiori e per la capacità di figurarti ciò che potrebbe essere.',
  feeling: 'Il sentimento come senso del design significa che la tua consapevolezza passa per la percezione corporea di una persona o di una situazione.',
  touch: 'Il tatto come senso del design significa che la tua consapevolezza passa per il contatto e la presenza fisica: capisci mettendo le mani in pasta.',
};

const variabileMancante = (quale: string): string =>
  `La variabile ${quale} non si è potuta determinare per questa carta (serve un’ora di nascita precisa); questa parte resta quindi generale: osserva senza pressione in quali condizioni la tua mente è più limpida, e lascia che sia questa osservazione a guidarti.`;

const tipoIt = (h: HumanDesignFacts): string => labelOf('it', 'hdTypes', h.type);
const temaIt = (t: string): string => labelOf('it', 'hdThemes', t);
const centroIt = (c: HdCenter): string => (c === 'g' ? 'centro G' : labelOf('it', 'hdCenters', c));
/** Il centro con il suo articolo: «la Testa», «l’Ajna», «il centro G». */
const ARTICOLO: Record<HdCenter, string> = { head: 'la', ajna: 'l’', throat: 'la', g: 'il', heart: 'il', sacral: 'il', solarPlexus: 'il', spleen: 'la', root: 'la' };
const ilCentro = (c: HdCenter): string => (ARTICOLO[c] === 'l’' ? `l’${centroIt(c)}` : `${ARTICOLO[c]} ${centroIt(c)}`);
/** «rispondere», «attendere l’invito». */
const strategiaIt = (h: HumanDesignFacts): string => minuscolo(labelOf('it', 'hdStrategies', h.strategy));
/** L'autorità come aggettivo o complemento: «emotiva», «dell’Ego manifestato». */
function autoritaIt(h: HumanDesignFacts): string {
  const n = labelOf('it', 'hdAuthorities', h.authority);
  return n.startsWith('Ego') ? `dell’${n}` : minuscolo(n);
}

const FIRME: Record<HdTypeKey, { firma: string; nonSe: string }> = {
  generator: { firma: 'Satisfaction', nonSe: 'Frustration' },
  manifestingGenerator: { firma: 'Satisfaction', nonSe: 'Frustration' },
  manifestor: { firma: 'Peace', nonSe: 'Anger' },
  projector: { firma: 'Success', nonSe: 'Bitterness' },
  reflector: { firma: 'Surprise', nonSe: 'Disappointment' },
};

function firmaDi(h: HumanDesignFacts): { firma: string; nonSe: string } {
  const k = hdTypeKey(h.type);
  return {
    firma: temaIt(h.signature ?? (k ? FIRME[k].firma : 'Allineamento')),
    nonSe: temaIt(h.notSelfTheme ?? (k ? FIRME[k].nonSe : 'Resistenza')),
  };
}

/** Il nome italiano di una croce (tabelle delle etichette), senza il numero di variante; undefined se la tabella non la conosce. */
function croceIt(name: string): string | undefined {
  const table = labelsFor('it').hdCrosses;
  const exact = table[name];
  const key = exact ? name : Object.keys(table).find((k) => k.startsWith(`${name.replace(/\s*\(\d+\)$/, '')} (`));
  return key ? table[key]!.replace(/\s*\(\d+\)$/, '') : undefined;
}

function fraseCroce(name: string, gates: number[] | undefined): string {
  const nome = croceIt(name);
  const porte = gates?.length ? `formata dalle porte ${elenco(gates.map(String))}` : '';
  if (!nome) return porte ? `La tua croce d’incarnazione è ${porte}.` : 'La tua croce d’incarnazione indica il grande tema della tua vita.';
  return `La tua croce d’incarnazione è la ${nome}${porte ? `, ${porte}` : ''}.`;
}

export function humanDesignSection(key: HumanDesignSection, facts: BlueprintFacts): string {
  const h = facts.humanDesign;
  if (!h) return '';
  const tk = hdTypeKey(h.type);
  const t = tk ? TIPI[tk] : undefined;
  const tipo = tipoIt(h);
  const definiti = h.definedCenters.map(centroIt);
  const aperti = h.undefinedCenters.map(centroIt);
  const { firma, nonSe } = firmaDi(h);
  const ak = authorityKey(h.authority);
  const v = h.variables ?? {};
  switch (key) {
    case 'type':
      return paragraphs(
        `Il tuo tipo è ${tipo}${definiti.length === 1 ? `, con un solo centro definito su 9 (${definiti[0]})` : definiti.length ? `, con ${definiti.length} centri definiti su 9 (${elenco(definiti)})` : ', con tutti e nove i centri aperti'}.`,
        t ? `${t.aura} ${t.dono}` : 'Il tipo descrive come la tua energia incontra il mondo e in che modo la vita ti invita a prenderne parte.',
        `Quando vivi secondo il tuo tipo, il segnale che te lo conferma si chiama «${minuscolo(firma)}»; il segnale del non-sé, «${minuscolo(nonSe)}», ti avverte con gentilezza quando ti allontani da questa strada.`,
      );
    case 'strategy':
      return paragraphs(
        `Per il tipo ${tipo}, la strategia si riassume così: «${strategiaIt(h)}».`,
        t?.strategia ?? 'La strategia è un modo concreto di entrare nelle situazioni che riduce le resistenze nella tua vita.',
        `Va di pari passo con la tua autorità ${autoritaIt(h)}: la strategia ti dice come accogliere un’occasione, l’autorità ti dice se fa per te. Provala prima sulle piccole scelte di ogni giorno, come l’invito da accettare o il compito da cominciare, e guarda quanto diventa tutto più fluido.`,
      );
    case 'authority':
      return paragraphs(
        `La tua autorità interiore è ${autoritaIt(h).startsWith('dell’') ? `quella ${autoritaIt(h)}` : autoritaIt(h)}.`,
        ak ? AUTORITA[ak] : 'L’autorità è la bussola interiore che ti dice, al di là degli argomenti della mente, ciò che è giusto per te.',
        `Per il tipo ${tipo} è il passo finale dopo la strategia («${strategiaIt(h)}»). La mente resta un’ottima consigliera per gli altri; per le tue decisioni, lascia che sia questa autorità a decidere.`,
      );
    case 'profile': {
      const linee = parseProfile(h.profile);
      if (!linee) return paragraphs(`Hai il profilo ${h.profile}.`, 'Il profilo descrive il costume che il tuo scopo indossa: il ruolo che interpreti volentieri accanto agli altri.');
      const [c, d] = linee;
      const nc = labelOf('it', 'hdLines', String(c));
      const nd = labelOf('it', 'hdLines', String(d));
      const lc = LINEE[c]!;
      const ld = LINEE[d]!;
      return paragraphs(
        `Hai il profilo ${h.profile}, ${nc}/${nd}.`,
        `La linea conscia, la ${c} (${nc}), ${lc.testo}. La linea inconscia, la ${d} (${nd}), ${ld.testo}.`,
        c === d
          ? 'Le due linee condividono lo stesso tema, che per questo nella tua vita si fa sentire con particolare forza.'
          : `Insieme descrivono una persona che ${lc.breve} e che ${ld.breve}. È vivendo la tua strategia e la tua autorità che questo profilo si dispiega in modo naturale.`,
      );
    }
    case 'definition': {
      const dk = definitionKey(h.definition);
      const canali = h.channels.map((c) => {
        const nome = labelOf('it', 'hdChannels', `${Math.min(...c.gates)}-${Math.max(...c.gates)}`);
        return `${c.gates[0]}-${c.gates[1]}${/^\d+-\d+$/.test(nome) ? '' : ` (${nome})`}`;
      });
      return paragraphs(
        `La tua definizione: ${minuscolo(labelOf('it', 'hdDefinitions', h.definition))}.`,
        DEFINIZIONI[dk] ?? '',
        canali.length
          ? `Poggia ${canali.length === 1 ? 'sul canale' : `su ${canali.length} canali:`} ${elenco(canali)}, che ${canali.length === 1 ? 'collega' : 'collegano'} ${elenco(h.definedCenters.map(ilCentro))}.`
          : 'Nella tua carta nessun canale è completo: la tua costanza sta nell’apertura stessa.',
      );
    }
    case 'incarnationCross': {
      const c = h.incarnationCross;
      if (!c) return paragraphs('La tua croce d’incarnazione non si è potuta determinare per questa carta.', 'Descrive un tema di vita; nel frattempo il tuo tipo, la tua strategia e la tua autorità restano le guide più concrete.');
      const ak2 = crossAngleKey(c.angle, c.name);
      return paragraphs(
        fraseCroce(c.name, c.gates),
        ak2 ? ANGOLI[ak2] : 'Descrive il grande tema intorno a cui la tua vita tende a girare.',
        'Una croce non è né una missione da compiere né un destino da temere. È un tema che si dispiega da sé mentre segui la tua strategia e la tua autorità, e che spesso si chiarisce nella seconda metà della vita.',
      );
    }
    case 'signature':
      return paragraphs(
        `Per il tipo ${tipo} la firma è «${minuscolo(firma)}», e il tema del non-sé «${minuscolo(nonSe)}».`,
        `${firma}: è la conferma discreta che stai vivendo in accordo con il tuo design, e le decisioni prese con la tua autorità ${autoritaIt(h)} ti ci portano quasi sempre.`,
        `${nonSe}: non è un fallimento ma un segnale utile. Quando compare, fermati un momento e chiediti se hai affrontato la situazione con la tua strategia («${strategiaIt(h)}») o sotto una pressione esterna.`,
      );
    case 'motivation':
      return paragraphs(
        v.motivation ? `La tua motivazione: ${minuscolo(labelOf('it', 'hdMotivation', v.motivation))}.` : undefined,
        variableText(MOTIVAZIONI, v.motivation) ?? variabileMancante('della motivazione'),
        'La motivazione descrive perché agisci quando vivi il tuo design, che non è per forza ciò che, secondo te, dovrebbe spingerti.',
      );
    case 'perspective':
      return paragraphs(
        v.perspective ? `La tua prospettiva: ${minuscolo(labelOf('it', 'hdPerspective', v.perspective))}.` : undefined,
        variableText(PROSPETTIVE, v.perspective) ?? variabileMancante('della prospettiva'),
        'La prospettiva, detta anche visione, è l’obiettivo attraverso cui la tua mente inquadra spontaneamente ciò che vede.',
      );
    case 'digestion':
      return paragraphs(
        v.digestion ? `La tua digestione (determinazione): ${minuscolo(labelOf('it', 'hdDetermination', v.digestion.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(DIGESTIONI, v.digestion) ?? variabileMancante('della digestione'),
        'Prendila come un esperimento gentile sul modo in cui ricevi cibo e informazioni, mai come una regola medica; tutto ciò che riguarda la salute spetta a un professionista qualificato.',
      );
    case 'environment':
      return paragraphs(
        v.environment ? `Il tuo ambiente: ${minuscolo(labelOf('it', 'hdEnvironment', v.environment.replace(/\s*\(.*\)$/, '')))}.` : undefined,
        variableText(AMBIENTI, v.environment) ?? variabileMancante('dell’ambiente'),
        'L’ambiente giusto sostiene tutto il resto del tuo design; nota quanto i luoghi cambiano la tua chiarezza e il tuo benessere.',
      );
    case 'designSense':
      return paragraphs(
        v.designSense ? `Il tuo senso del design (cognizione): ${minuscolo(labelOf('it', 'hdCognition', v.designSense))}.` : undefined,
        variableText(SENSI, v.designSense) ?? variabileMancante('del senso del design'),
        'Il senso del design mostra attraverso quale canale la consapevolezza del tuo corpo funziona meglio; fidarti di questo senso affina la tua percezione.',
      );
    case 'definedCenters':
      return h.definedCenters.length
        ? paragraphs(
            `I tuoi centri definiti: ${elenco(definiti)}. Sono le tue energie costanti, le parti di te che funzionano sempre allo stesso modo, in qualunque compagnia.`,
            h.definedCenters.map((c) => CENTRI[c].definito).join(' '),
            'Gli altri percepiscono in te queste energie; sono risorse affidabili su cui costruire.',
          )
        : paragraphs('Nessuno dei tuoi centri è definito: tutti i centri della tua carta sono aperti.', 'Lungi dall’essere una mancanza, è il tuo dono. Vivi attraverso gli altri tutta la gamma delle energie umane, e puoi acquisirne una grande saggezza, a patto di non scambiarle per le tue.');
    case 'undefinedCenters':
      return h.undefinedCenters.length
        ? paragraphs(
            `I tuoi centri non definiti, o aperti: ${elenco(aperti)}. Lì ricevi e amplifichi le energie degli altri, e per questo sono luoghi di apprendimento e di possibile saggezza.`,
            h.undefinedCenters.map((c) => CENTRI[c].aperto).join(' '),
            'La pratica è semplice: nota ciò che provi in questi ambiti e chiediti se ti appartiene davvero.',
          )
        : paragraphs('I tuoi nove centri sono tutti definiti, e questo è molto raro.', 'La tua energia è molto costante e meno sensibile al condizionamento degli altri; la lezione sta nel capire quanto le tue energie fisse agiscono su chi ti sta intorno.');
  }
}
