/** Nomes em português. Os termos védicos mantêm a transliteração usual. */
import { LATIN_VEDIC, ROMAN, type LabelTexts } from './catalogue';

const ANGLE = { 'Right Angle': 'Cruz de Ângulo Direito', 'Left Angle': 'Cruz de Ângulo Esquerdo', Juxtaposition: 'Cruz de Justaposição' } as const;

export const PT: LabelTexts = {
  lists: {
    ...LATIN_VEDIC,
    signs: 'Áries|Touro|Gêmeos|Câncer|Leão|Virgem|Libra|Escorpião|Sagitário|Capricórnio|Aquário|Peixes',
    bodies: 'Sol|Lua|Mercúrio|Vênus|Marte|Júpiter|Saturno|Urano|Netuno|Plutão|Quíron|Nodo Norte|Nodo Sul|Lilith|Ascendente|Meio do Céu|Descendente|Fundo do Céu|Parte da Fortuna|Terra',
    bodyTypes: 'Luminar|Planeta|Asteroide|Nodo|Ponto|Ângulo',
    aspects: 'Conjunção|Oposição|Trígono|Quadratura|Sextil|Quincúncio|Semissextil|Semiquadratura|Sesquiquadratura|Quintil|Biquintil',
    elements: 'Fogo|Terra|Ar|Água',
    modalities: 'Cardinal|Fixo|Mutável',
    lunarPhases: 'Lua Nova|Lua Crescente|Quarto Crescente|Crescente Gibosa|Lua Cheia|Minguante Gibosa|Quarto Minguante|Lua Minguante',
    hdTypes: 'Gerador|Gerador Manifestante|Manifestador|Projetor|Refletor',
    hdStrategies: 'Responder|Informar|Esperar o convite|Esperar um ciclo lunar',
    hdThemes: 'Satisfação|Frustração|Paz|Raiva|Sucesso|Amargura|Surpresa|Decepção',
    hdAuthorities: 'Emocional|Sacral|Esplênica|Ego manifestado|Ego projetado|Autoprojetada|Mental|Lunar',
    hdDefinitions: 'Nenhuma|Simples|Dividida|Divisão tripla|Divisão quádrupla',
    hdCenters: 'Cabeça|Ajna|Garganta|G|Coração|Sacral|Plexo Solar|Baço|Raiz',
    hdChannels:
      'Inspiração|A Batida|Mutação|Lógica|Ritmo|Acasalamento|O Alfa|Concentração|Despertar|Exploração|Forma Aperfeiçoada|Curiosidade|Abertura|O Filho Pródigo|Comprimento de Onda|Aceitação|Julgamento|Síntese|Carisma|Onda Cerebral|Dinheiro|Estruturação|Tomada de Consciência|Iniciação|Entrega|Preservação|Luta|Descoberta|Reconhecimento|Transformação|Poder|Transitoriedade|Comunidade|Emoção|Amadurecimento|Abstração',
    hdLines: 'Investigador|Eremita|Mártir|Oportunista|Herege|Modelo',
    hdDetermination: 'Apetite|Paladar|Sede|Toque|Som|Luz',
    hdEnvironment: 'Cavernas|Mercados|Cozinhas|Montanhas|Vales|Margens',
    hdMotivation: 'Medo|Esperança|Desejo|Necessidade|Culpa|Inocência',
    hdPerspective: 'Sobrevivência|Possibilidade|Poder|Carência|Probabilidade|Pessoal',
    hdCognition: 'Olfato|Paladar|Visão Externa|Visão Interna|Sentimento|Toque',
    hdSense: 'Segurança|Incerteza|Ação|Meditação|Julgamento|Aceitação',
    hdArrows: 'Esquerda|Direita',
    crossStems:
      'da Esfinge|da Explicação|do Contágio|da Fênix Adormecida|do Planejamento|da Consciência|do Governo|do Éden|do Vaso do Amor|do Serviço|da Tensão|da Penetração|de Maya|das Leis|do Inesperado|dos Quatro Caminhos|das Máscaras|da Revolução|da Indústria|do Espírito|da Migração|do Domínio|da Informação|do Plano|da Cura|da Reviravolta|do Empenho|do Clarim|da Limitação|dos Desejos|do Alinhamento|da Encarnação|do Desafio|da Dedicação|da Incerteza|da Dualidade|da Identificação|da Separação|do Confronto|da Educação|da Prevenção|das Exigências|do Individualismo|dos Ciclos|do Obscurecimento|da Distração|do Alfa|do Refinamento|da Autoexpressão|do Condutor|da Mutação|da Formulação|dos Hábitos|do Conflito|da Interação|da Contribuição|do Foco|do Comportamento|das Ideias|da Articulação|da Escuta|do Empoderamento|dos Extremos|da Experimentação|das Opiniões|da Correção|da Necessidade|do Agora|do Controle|da Graça|da Assimilação|da Racionalização|da Inocência|do Trapaceiro|do Cuidado|dos Riscos|do Compromisso|dos Destinos|da Influência|da Conservação|do Recolhimento|do Poder|da Experiência|da Crise|das Barganhas|da Oposição|da Provocação|da Negação|da Fantasia|da Conclusão|da Percepção|do Estado de Alerta|da Posse|da Serendipidade|da Opressão|da Profundidade|dos Princípios|dos Valores|do Choque|da Quietude|dos Começos|da Ambição|dos Humores|do Estímulo|da Intuição|da Vitalidade|da Estratégia|do Pensamento|do Detalhe|das Dúvidas|da Confusão',
    yonis: 'Cavalo|Elefante|Ovelha|Serpente|Cão|Gato|Rato|Vaca|Búfalo|Tigre|Cervo|Macaco|Mangusto|Leão',
    dignities: 'Exaltado|Em queda|Moolatrikona|Domicílio',
    matchVerdicts: 'Excelente|Boa|Média|Não recomendada',
    themeWords: 'Identidade|Emoções|Comunicação|Relacionamentos|Ação|Crescimento|Estrutura|Mudança|Imaginação|Transformação|Cura|Direção|Reflexão|Novos começos|Culminação|Ajuste|Impulso|Equilíbrio',
    aspectPatterns: 'Grande trígono|T-quadrado|Grande cruz|Yod|Pipa|Retângulo místico|Stellium',
    dailyEnergies: 'Harmoniosa|Desafiadora|Intensa|Dinâmica|Tranquila',
    lifePathKeywords:
      'independência, iniciativa, coragem, originalidade|cooperação, diplomacia, sensibilidade, parceria|expressão, criatividade, alegria, sociabilidade|estabilidade, disciplina, ordem, confiabilidade|liberdade, mudança, curiosidade, versatilidade|responsabilidade, cuidado, família, harmonia|análise, introspecção, sabedoria, espiritualidade|ambição, autoridade, abundância, poder|compaixão, idealismo, generosidade, completude|intuição, inspiração, visão, sensibilidade|visão, maestria, idealismo prático, legado|compaixão, cura, orientação, serviço',
    lifePaths: 'O Líder|O Pacificador|O Comunicador|O Construtor|O Aventureiro|O Cuidador|O Buscador|O Realizador|O Humanitário|O Intuitivo|O Mestre Construtor|O Mestre Professor',
  },
  grammar: {
    house: (n) => `Casa ${ROMAN[n]}`,
    gate: (n) => `Portal ${n}`,
    profile: (p, d) => `${p} / ${d}`,
    cross: (angle, stem, n) => `${ANGLE[angle]} ${stem}${n ? ` (${n})` : ''}`,
    shift: (w) => `${w} em movimento`,
    retrograde: (b) => `${b} retrógrado`,
    direct: (b) => `${b} direto`,
  },
};
