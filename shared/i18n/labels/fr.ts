/** Noms en français. Les termes védiques gardent leur translittération usuelle. */
import { LATIN_VEDIC, ROMAN, type LabelTexts } from './catalogue';

const ANGLE = { 'Right Angle': 'Croix à angle droit', 'Left Angle': 'Croix à angle gauche', Juxtaposition: 'Croix de juxtaposition' } as const;

export const FR: LabelTexts = {
  lists: {
    ...LATIN_VEDIC,
    signs: 'Bélier|Taureau|Gémeaux|Cancer|Lion|Vierge|Balance|Scorpion|Sagittaire|Capricorne|Verseau|Poissons',
    bodies: 'Soleil|Lune|Mercure|Vénus|Mars|Jupiter|Saturne|Uranus|Neptune|Pluton|Chiron|Nœud Nord|Nœud Sud|Lilith|Ascendant|Milieu du Ciel|Descendant|Fond du Ciel|Part de Fortune|Terre',
    bodyTypes: 'Luminaire|Planète|Astéroïde|Nœud|Point|Angle',
    aspects: 'Conjonction|Opposition|Trigone|Carré|Sextile|Quinconce|Semi-sextile|Semi-carré|Sesqui-carré|Quintile|Biquintile',
    elements: 'Feu|Terre|Air|Eau',
    modalities: 'Cardinal|Fixe|Mutable',
    lunarPhases: 'Nouvelle Lune|Premier croissant|Premier quartier|Lune gibbeuse croissante|Pleine Lune|Lune gibbeuse décroissante|Dernier quartier|Dernier croissant',
    hdTypes: 'Générateur|Générateur manifestant|Manifesteur|Projecteur|Réflecteur',
    hdStrategies: 'Répondre|Informer|Attendre l’invitation|Attendre un cycle lunaire',
    hdThemes: 'Satisfaction|Frustration|Paix|Colère|Succès|Amertume|Surprise|Déception',
    hdAuthorities: 'Émotionnelle|Sacrale|Splénique|Ego manifesté|Ego projeté|Auto-projetée|Mentale|Lunaire',
    hdDefinitions: 'Aucune|Simple|Scindée|Triple scission|Quadruple scission',
    hdCenters: 'Tête|Ajna|Gorge|G|Cœur|Sacral|Plexus solaire|Rate|Racine',
    hdChannels:
      'Inspiration|La Pulsation|Mutation|Logique|Rythme|Accouplement|L’Alpha|Concentration|Éveil|Exploration|Forme parfaite|Curiosité|Ouverture|Le Fils prodigue|Longueur d’onde|Acceptation|Jugement|Synthèse|Charisme|Onde cérébrale|Argent|Structuration|Prise de conscience|Initiation|Abandon|Préservation|Lutte|Découverte|Reconnaissance|Transformation|Puissance|Éphémère|Communauté|Émotion|Maturation|Abstraction',
    hdLines: 'Investigateur|Ermite|Martyr|Opportuniste|Hérétique|Modèle',
    hdDetermination: 'Appétit|Goût|Soif|Toucher|Son|Lumière',
    hdEnvironment: 'Grottes|Marchés|Cuisines|Montagnes|Vallées|Rivages',
    hdMotivation: 'Peur|Espoir|Désir|Besoin|Culpabilité|Innocence',
    hdPerspective: 'Survie|Possibilité|Pouvoir|Manque|Probabilité|Personnel',
    hdCognition: 'Odorat|Goût|Vision extérieure|Vision intérieure|Ressenti|Toucher',
    hdSense: 'Sécurité|Incertitude|Action|Méditation|Jugement|Acceptation',
    hdArrows: 'Gauche|Droite',
    crossStems:
      'du Sphinx|de l’Explication|de la Contagion|du Phénix endormi|de la Planification|de la Conscience|de la Souveraineté|de l’Éden|du Vaisseau de l’amour|du Service|de la Tension|de la Pénétration|de Maya|des Lois|de l’Inattendu|des Quatre Voies|des Masques|de la Révolution|de l’Industrie|de l’Esprit|de la Migration|de la Domination|de l’Information|du Plan|de la Guérison|du Bouleversement|de l’Effort|du Clairon|de la Limitation|des Souhaits|de l’Alignement|de l’Incarnation|du Défi|du Dévouement|de l’Incertitude|de la Dualité|de l’Identification|de la Séparation|de la Confrontation|de l’Éducation|de la Prévention|des Exigences|de l’Individualisme|des Cycles|de l’Obscurcissement|de la Distraction|de l’Alpha|du Raffinement|de l’Expression de soi|du Conducteur|de la Mutation|de la Formulation|des Habitudes|du Conflit|de l’Interaction|de la Contribution|de la Concentration|du Comportement|des Idées|de l’Articulation|de l’Écoute|de l’Autonomisation|des Extrêmes|de l’Expérimentation|des Opinions|de la Correction|du Besoin|du Maintenant|du Contrôle|de la Grâce|de l’Assimilation|de la Rationalisation|de l’Innocence|du Farceur|de la Bienveillance|des Risques|de l’Engagement|des Destins|de l’Influence|de la Conservation|de la Retraite|de la Puissance|de l’Expérience|de la Crise|des Marchandages|de l’Opposition|de la Provocation|du Déni|du Fantasme|de l’Achèvement|de la Perspicacité|de la Vigilance|de la Possession|de la Sérendipité|de l’Oppression|de la Profondeur|des Principes|des Valeurs|du Choc|de l’Immobilité|des Commencements|de l’Ambition|des Humeurs|de la Stimulation|de l’Intuition|de la Vitalité|de la Stratégie|de la Pensée|du Détail|des Doutes|de la Confusion',
    yonis: 'Cheval|Éléphant|Mouton|Serpent|Chien|Chat|Rat|Vache|Buffle|Tigre|Cerf|Singe|Mangouste|Lion',
    dignities: 'Exalté|En chute|Moolatrikona|Domicile',
    matchVerdicts: 'Excellent|Bon|Moyen|Déconseillé',
    themeWords: 'Identité|Émotions|Communication|Relations|Action|Croissance|Structure|Changement|Imagination|Transformation|Guérison|Direction|Réflexion|Nouveaux départs|Aboutissement|Ajustement|Élan|Équilibre',
    aspectPatterns: 'Grand trigone|T-carré|Grande croix|Yod|Cerf-volant|Rectangle mystique|Stellium',
    dailyEnergies: 'Harmonieuse|Exigeante|Intense|Dynamique|Calme',
    lifePathKeywords:
      'indépendance, initiative, courage, originalité|coopération, diplomatie, sensibilité, partenariat|expression, créativité, joie, sociabilité|stabilité, discipline, ordre, fiabilité|liberté, changement, curiosité, polyvalence|responsabilité, soin, famille, harmonie|analyse, introspection, sagesse, spiritualité|ambition, autorité, abondance, pouvoir|compassion, idéalisme, générosité, accomplissement|intuition, inspiration, vision, sensibilité|vision, maîtrise, idéalisme pratique, héritage|compassion, guérison, accompagnement, service',
    lifePaths: 'Le Meneur|Le Pacificateur|Le Communicant|Le Bâtisseur|L’Aventurier|Le Protecteur|Le Chercheur|Le Bâtisseur de réussite|L’Humaniste|L’Intuitif|Le Maître bâtisseur|Le Maître enseignant',
  },
  grammar: {
    house: (n) => `Maison ${ROMAN[n]}`,
    gate: (n) => `Porte ${n}`,
    profile: (p, d) => `${p} / ${d}`,
    cross: (angle, stem, n) => `${ANGLE[angle]} ${stem}${n ? ` (${n})` : ''}`,
    shift: (w) => `${w} en mouvement`,
    retrograde: (b) => `${b} rétrograde`,
    direct: (b, key) => `${b} ${key === 'venus' ? 'directe' : 'direct'}`,
  },
};
