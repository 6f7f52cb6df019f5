/**
 * Schemas of `data` in the 200 answers, by route name, for the API description
 * (shared/http/openapi.ts). A handler may instead declare its own with
 * `defineRoute(name, { response })`, which wins. Objects are open (`.loose()`): a new field is
 * not a breaking change, a missing or retyped documented field is (the integration tests
 * validate every real answer against the description).
 */
import * as z from 'zod';
import { ACCOUNT_TYPES, KEY_ROLES } from '../store/types';

const int = () => z.int();
const sign = () => z.string().meta({ description: 'zodiac sign, lower case', example: 'cancer' });

const pagination = z
  .object({ page: int().min(1), limit: int().min(1).max(100), total: int().min(0), totalPages: int().min(0), hasMore: z.boolean() })
  .loose();

const placement = z
  .object({
    sign: sign(),
    degree: int().min(0).max(29),
    keywords: z.string(),
    description: z.string(),
    element: z.enum(['fire', 'earth', 'air', 'water']),
    modality: z.enum(['cardinal', 'fixed', 'mutable']),
    house: int().min(1).max(12).nullable().optional(),
  })
  .loose();

const birthInfo = z.object({ date: z.string(), time: z.string().nullable().optional(), location: z.string().optional(), timeUnknown: z.literal(true).optional() }).loose();

/** The answer of an unknown birth time (shared/astro/time-unknown.ts): what is absent, and the Moon over the day. */
const timeUnknownWarnings = z
  .array(z.object({ code: z.literal('birth_time_unknown'), message: z.string(), absent: z.array(z.string()) }).loose())
  .optional()
  .meta({ description: 'only when timeUnknown was true: the fields left out (null) because the birth time is unknown' });
const moonPoint = z.object({ longitude: z.number(), sign: sign(), degree: z.number() }).loose();
const moonRange = z
  .object({ from: moonPoint, to: moonPoint, signChanges: z.boolean() })
  .loose()
  .optional()
  .meta({ description: 'only when timeUnknown was true: the Moon at 00:00:00 and 23:59:59 local time of the birth date' });

const moduleFlags = z.object({ astrology: z.boolean(), humanDesign: z.boolean(), numerology: z.boolean() }).loose();

/** A saved blueprint as the list shows it (the get adds the content). */
const blueprintSummary = z
  .object({
    id: z.string(),
    subject: z.string().optional().meta({ description: 'the end user it was saved with (docs/subjects.md); absent when none' }),
    name: z.string(),
    birthDate: z.string(),
    status: z.string(),
    modules: moduleFlags,
    modulesIncluded: z.array(z.string()),
    modulesFailed: z.array(z.string()),
    sectionsGenerated: int().min(0),
    creditsUsed: int().min(0),
    createdAt: z.string(),
  })
  .loose();

const houseSystem = z.object({ requested: z.string(), used: z.string(), fallback: z.boolean() }).loose();

const longitude = () => z.number().min(0).lt(360);
const pair = z.object({ body1: z.string(), body2: z.string(), orb: z.number().min(0) }).loose();
/** The natal chart's optional blocks (shared/astro/chart-extras.ts), each present only when asked for. */
const natalChartExtras = {
  asteroids: z
    .record(z.string(), z.object({ name: z.string(), longitude: longitude(), latitude: z.number(), speed: z.number(), isRetrograde: z.boolean(), sign: sign(), house: int().min(1).max(12) }).loose())
    .optional()
    .meta({ description: 'with `asteroids: true`: ceres, pallas, juno, vesta, pholus' }),
  fixedStars: z
    .record(
      z.string(),
      z
        .object({
          name: z.string(),
          longitude: longitude(),
          latitude: z.number(),
          magnitude: z.number(),
          sign: sign(),
          house: int().min(1).max(12),
          behenian: z.boolean(),
          royal: z.boolean(),
          conjunctions: z.array(z.object({ body: z.string(), orb: z.number().min(0).max(1) }).loose()),
        })
        .loose(),
    )
    .optional()
    .meta({ description: 'with `fixedStars: true`: the 16 Behenian and royal stars by lower-case key' }),
  lots: z
    .record(z.string(), z.object({ name: z.string(), longitude: longitude(), sign: sign(), degree: z.number(), house: int().min(1).max(12), formula: z.string() }).loose())
    .optional()
    .meta({ description: 'with `lots: true`: fortune, spirit, eros, necessity, courage, victory, nemesis, basis, exaltation, marriage' }),
  dignities: z
    .record(z.string(), z.object({ has: z.array(z.enum(['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall'])), score: int() }).loose())
    .optional()
    .meta({ description: 'with `dignities: true`: the seven traditional planets' }),
  almuten: z.object({ planet: z.string(), scores: z.record(z.string(), int()) }).loose().optional().meta({ description: 'with `dignities: true`' }),
  patterns: z
    .array(
      z
        .object({
          type: z.enum(['grand-trine', 't-square', 'grand-cross', 'yod', 'kite', 'mystic-rectangle', 'stellium']),
          bodies: z.array(z.string()).min(3),
          apex: z.string().optional(),
          sign: sign().optional(),
          house: int().min(1).max(12).optional(),
        })
        .loose(),
    )
    .optional()
    .meta({ description: 'with `patterns: true`' }),
  declinations: z
    .object({
      obliquity: z.number(),
      bodies: z.record(z.string(), z.object({ declination: z.number().min(-90).max(90), outOfBounds: z.boolean() }).loose()),
      contacts: z.array(pair.extend({ type: z.enum(['parallel', 'contra-parallel']) })),
    })
    .loose()
    .optional()
    .meta({ description: 'with `declinations: true`' }),
  antiscia: z
    .object({
      bodies: z.record(z.string(), z.object({ antiscion: longitude(), contraAntiscion: longitude() }).loose()),
      contacts: z.array(pair.extend({ type: z.enum(['antiscion', 'contra-antiscion']) })),
    })
    .loose()
    .optional()
    .meta({ description: 'with `antiscia: true`' }),
  midpoints: z
    .object({
      pairs: z.array(
        z
          .object({
            bodies: z.array(z.string()).length(2),
            longitude: longitude(),
            on: z.array(z.object({ body: z.string(), aspect: z.enum(['conjunction', 'opposition']), orb: z.number().min(0) }).loose()),
          })
          .loose(),
      ),
      tree: z.record(z.string(), z.array(z.object({ midpoint: z.string(), aspect: z.enum(['conjunction', 'opposition']), orb: z.number().min(0) }).loose())),
    })
    .loose()
    .optional()
    .meta({ description: 'with `midpoints: true`' }),
};

/** spec 2.3 `astrology` (shared/astro/present.ts BlueprintAstrology). */
const blueprintAstrology = z
  .object({
    celestialBodies: z.record(z.string(), z.object({ sign: sign(), longitude: z.number(), house: int().min(1).max(12).nullish() }).loose().nullable()),
    houses: z.record(z.string(), z.object({ sign: sign(), longitude: z.number() }).loose()).nullish(),
    aspects: z.array(z.object({ planet1: z.string(), planet2: z.string(), type: z.string(), orb: z.number() }).loose()).nullish(),
    houseSystem: houseSystem.nullish(),
    isDayChart: z.boolean().nullish(),
    moonRange,
    ...natalChartExtras,
  })
  .loose();

/** spec 2.3 `humanDesign` (shared/human-design/present.ts BlueprintHumanDesign). */
const colorVariable = z.object({ name: z.string(), color: int(), tone: int(), arrow: z.enum(['Left', 'Right']) }).loose();
const toneVariable = z.object({ name: z.string(), tone: int() }).loose();
const activation = z.object({ planet: z.string(), gate: int(), line: int(), color: int(), tone: int(), base: int(), longitude: z.number() }).loose();
const blueprintHumanDesign = z
  .object({
    type: z.string().nullable(),
    strategy: z.string().nullish(),
    authority: z.string().nullish(),
    profile: z.string().nullable(),
    profileName: z.string().nullish(),
    centers: z.record(z.string(), z.object({ defined: z.boolean(), gates: z.array(int()) }).loose()).nullish(),
    definedCenters: z.array(z.string()).nullish(),
    undefinedCenters: z.array(z.string()).nullish(),
    channels: z.array(z.object({ gates: z.array(int()), name: z.string(), centers: z.array(z.string()) }).loose()).nullish(),
    gates: z
      .array(z.object({ gate: int(), center: z.string(), activations: z.array(z.object({ side: z.enum(['personality', 'design']), planet: z.string(), line: int() }).loose()) }).loose())
      .nullish(),
    definition: z.string().nullish(),
    incarnationCross: z.object({ name: z.string(), angle: z.string(), gates: z.array(int()), label: z.string() }).loose().nullish(),
    signature: z.string().nullish(),
    notSelfTheme: z.string().nullish(),
    motivation: z.string().nullish(),
    perspective: z.string().nullish(),
    digestion: z.string().nullish(),
    environment: z.string().nullish(),
    designSense: z.string().nullish(),
    variables: z
      .object({
        determination: colorVariable,
        environment: colorVariable,
        motivation: colorVariable,
        perspective: colorVariable,
        cognition: toneVariable,
        sense: toneVariable,
        arrows: z.object({ designSun: z.string(), designNode: z.string(), personalitySun: z.string(), personalityNode: z.string() }).loose(),
        notation: z.string(),
      })
      .loose()
      .nullish(),
    activations: z.object({ personality: z.array(activation), design: z.array(activation) }).loose().nullish(),
    birthUtc: z.string().nullish(),
    designUtc: z.string().nullish(),
    dayChanges: z
      .array(z.object({ feature: z.string(), from: z.string(), to: z.string(), at: z.string() }).loose())
      .optional()
      .meta({ description: 'only when timeUnknown was true: the features that change during the birth day (null above), with the moment of each change (UTC)' }),
  })
  .loose();

/** spec 2.3 `numerology` (shared/numerology NumerologyNumbers). */
const blueprintNumerology = z
  .object({
    lifePathNumber: int().meta({ description: '1 to 9, or a master number 11, 22, 33' }),
    expressionNumber: int().optional(),
    soulUrgeNumber: int().optional(),
    personalityNumber: int().optional(),
    personalYear: int().optional(),
    personalMonth: int().optional(),
    personalDay: int().optional(),
  })
  .loose();

const blueprintData = z
  .object({
    birthInfo: z
      .object({
        fullName: z.string().optional(),
        date: z.string(),
        time: z.string().nullable().optional(),
        timeUnknown: z.literal(true).optional(),
        location: z.string().optional(),
        utc: z.string().optional(),
        utcOffset: z.string().optional(),
        offsetRule: z.string().optional(),
      })
      .loose(),
    warnings: timeUnknownWarnings,
    astrology: blueprintAstrology.nullable().optional(),
    humanDesign: blueprintHumanDesign.nullable().optional(),
    numerology: blueprintNumerology.nullable().optional(),
    aiContent: z.record(z.string(), z.string()),
    blueprintId: z.string().optional(),
  })
  .loose();

const period = z.enum(['day', 'week', 'month']);
const transitWindow = z.object({ start: z.string(), end: z.string(), timezone: z.string(), lastDate: z.string().optional() }).loose();
const personalNumber = z.object({ number: int(), description: z.string() }).loose();
/** A transit to a natal point (also the `aspects` of the saved horoscopes in the lists). */
const majorTransit = z
  .object({
    transitingPlanet: z.string(),
    natalPlanet: z.string(),
    aspect: z.string(),
    orb: z.number(),
    isExact: z.boolean().optional(),
    strength: z.string().optional(),
    influence: z.string().optional(),
    description: z.string().optional(),
    exactAt: z.array(z.string()).optional(),
    applying: z.boolean().optional(),
    duration: int().optional(),
    activeFrom: z.string().optional(),
    activeUntil: z.string().optional(),
    natalHouse: int().optional(),
    transitHouse: int().optional(),
  })
  .loose();

/** spec 2.4 (shared/transits/compute.ts presentReport). */
const transitContent = z
  .object({
    majorTransits: z.array(majorTransit),
    significantAspects: z.array(
      z
        .object({
          planet1: z.string(),
          planet2: z.string(),
          aspect: z.string(),
          orb: z.number(),
          applying: z.boolean(),
          exactAt: z.array(z.string()).optional(),
          description: z.string().optional(),
        })
        .loose(),
    ),
    lunarPhase: z
      .object({
        phase: z.string(),
        illumination: z.number(),
        description: z.string().optional(),
        lunations: z.array(z.object({ type: z.enum(['new-moon', 'full-moon']), phase: z.string(), at: z.string(), sign: z.string() }).loose()).optional(),
      })
      .loose(),
    numerology: z.object({ personalYear: personalNumber, personalMonth: personalNumber, personalDay: personalNumber }).loose().optional(),
    dominantEnergy: z.string().optional(),
    keyInfluences: z.array(z.string()).optional(),
    stations: z.array(z.object({ planet: z.string(), kind: z.enum(['retrograde', 'direct']), at: z.string(), position: z.string() }).loose()).optional(),
    window: transitWindow,
    zodiac: z
      .object({ type: z.literal('sidereal'), ayanamsha: z.string() })
      .loose()
      .optional()
      .meta({ description: 'only in a sidereal report: the zodiac of every longitude, sign and house (a tropical report has none)' }),
  })
  .loose();
/** A saved personal horoscope as the lists show it. */
const transitSummary = z
  .object({
    id: z.string(),
    subject: z.string().optional().meta({ description: 'the end user it was saved with (docs/subjects.md); absent when none' }),
    blueprintId: z.string().meta({ description: 'the saved blueprint it was computed from; empty string when computed from birth data' }),
    blueprintName: z.string().meta({ description: 'the blueprint’s name; for birth data "Birth data <date> <time>, <place>"' }),
    birthDate: z.string(),
    birthTime: z.string(),
    location: z.string(),
    transitDate: z.string(),
    date: z.string(),
    period,
    includeAI: z.boolean(),
    creditsUsed: int().min(0),
    createdAt: z.string(),
  })
  .loose();

const relationshipModules = z.object({ synastry: z.boolean(), composite: z.boolean(), davison: z.boolean(), humanDesign: z.boolean(), numerology: z.boolean() }).loose();
const relationshipPerson = z.object({ name: z.string(), birthDate: z.string(), birthTime: z.string(), location: z.string(), blueprintId: z.string().nullable() }).loose();
const chartBodies = z.record(z.string(), z.object({ sign: sign(), longitude: z.number(), house: int().min(1).max(12).nullable() }).loose());
const chartHouses = z.record(z.string(), z.object({ sign: sign(), longitude: z.number() }).loose());
const chartAspects = z.array(z.object({ planet1: z.string(), planet2: z.string(), type: z.string(), orb: z.number() }).loose());
/** The response shapes the API description names (shared/http/openapi-components.ts): referenced wherever they appear. */
export const SHARED_RESPONSE_SHAPES = { pagination, celestialBody: chartBodies.valueType, houses: chartHouses, aspect: chartAspects.element } as const;

/** The five modules of a relationship (null when not selected or failed) and the AI reading. */
const relationshipContent = {
  synastry: z
    .object({
      aspects: z.array(z.object({ pointA: z.string(), pointB: z.string(), type: z.string(), orb: z.number(), influence: z.enum(['harmonious', 'challenging', 'intense', 'adjusting']) }).loose()),
      houseOverlays: z.object({ aInB: z.array(z.object({ point: z.string(), house: int().min(1).max(12) }).loose()), bInA: z.array(z.object({ point: z.string(), house: int().min(1).max(12) }).loose()) }).loose(),
      elements: z.object({ counts: z.record(z.string(), int().min(0)), dominant: z.string() }).loose(),
      modalities: z.object({ counts: z.record(z.string(), int().min(0)), dominant: z.string() }).loose(),
      score: z
        .object({
          value: int().min(0),
          band: z.enum(['Minimal', 'Medium', 'Important', 'Very Important', 'Exceptional', 'Rare Exceptional']),
          contributions: z.array(z.object({ rule: z.string(), points: int(), description: z.string() }).loose()),
        })
        .loose(),
      harmony: z.object({ value: int().min(0).max(100) }).loose(),
    })
    .loose()
    .nullable(),
  composite: z
    .object({ celestialBodies: chartBodies, houses: chartHouses, aspects: chartAspects, angles: z.object({ ascendant: z.number(), midheaven: z.number(), rule: z.enum(['near', 'far-midheaven', 'far-ascendant']) }).loose() })
    .loose()
    .nullable(),
  davison: z
    .object({
      moment: z.object({ utc: z.string(), jdUT: z.number() }).loose(),
      place: z.object({ latitude: z.number(), longitude: z.number() }).loose(),
      celestialBodies: chartBodies,
      houses: chartHouses,
      aspects: chartAspects,
    })
    .loose()
    .nullable(),
  humanDesign: z
    .object({
      channels: z.array(z.object({ gates: z.array(int()), name: z.string(), kind: z.enum(['electromagnetic', 'companionship', 'dominance', 'compromise']), who: z.enum(['a', 'b']).nullable() }).loose()),
      centers: z.record(z.string(), z.object({ defined: z.boolean(), definedBy: z.enum(['a', 'b', 'both', 'together']).nullable() }).loose()),
      theme: z.string().meta({ example: '7-2' }),
      combined: z.object({ type: z.string(), definition: z.string() }).loose(),
      a: z.object({ type: z.string(), authority: z.string(), profile: z.string() }).loose(),
      b: z.object({ type: z.string(), authority: z.string(), profile: z.string() }).loose(),
    })
    .loose()
    .nullable(),
  numerology: z
    .object({
      a: z.object({ lifePathNumber: int(), expressionNumber: int(), soulUrgeNumber: int() }).loose(),
      b: z.object({ lifePathNumber: int(), expressionNumber: int(), soulUrgeNumber: int() }).loose(),
      compatibility: z.object({ score: int().min(0).max(100), band: z.string() }).loose(),
      description: z.string(),
    })
    .loose()
    .nullable(),
  aiInterpretation: z.string().nullable(),
  charts: z
    .array(z.object(natalChartExtras).loose())
    .length(2)
    .optional()
    .meta({ description: 'only with a natal chart option (asteroids, fixedStars, lots, ...): the asked blocks of each person’s natal chart, people[0] first (docs/astrology.md)' }),
};
/** The chart options a relationship was computed with besides its house system (only when any was sent). */
const relationshipChartOptions = z
  .object({
    zodiac: z.enum(['tropical', 'sidereal']).optional(),
    ayanamsha: z.string().optional(),
    nodeType: z.enum(['true', 'mean']).optional(),
    lilithType: z.enum(['mean', 'true']).optional(),
    orbs: z.record(z.string(), z.number()).optional(),
  })
  .loose()
  .optional()
  .meta({ description: 'the chart options sent besides houseSystem (absent when none was): zodiac with its ayanamsha, nodeType, lilithType, orbs' });
/** A saved relationship as the list shows it (the get adds the content). */
const relationshipSummary = z
  .object({
    id: z.string(),
    subject: z.string().optional().meta({ description: 'the end user it was saved with (docs/subjects.md); absent when none' }),
    people: z.array(relationshipPerson),
    chartOptions: relationshipChartOptions,
    modules: relationshipModules,
    modulesIncluded: z.array(z.string()),
    modulesFailed: z.array(z.string()),
    includeAI: z.boolean(),
    aiIncluded: z.boolean(),
    creditsUsed: int().min(0),
    createdAt: z.string(),
  })
  .loose();

/** The twelve sign horoscopes of a day (GET /horoscope/all, and /horoscope/ALL through the {sign} route). */
const allSigns = z
  .object({
    date: z.string(),
    horoscopes: z.record(z.string(), z.object({ sign: sign(), content: z.string(), preview: z.string(), updatedAt: z.string() }).loose()),
    count: int().min(0),
  })
  .loose();


/** Self-service (issue 25, docs/self-service.md). */
const nullableString = () => z.string().nullable();
const keyView = z
  .object({
    id: z.string().meta({ example: 'key_855952d77b4c162a' }),
    name: nullableString(),
    role: z.enum(KEY_ROLES),
    hint: z.string().meta({ example: 'bp_live_I5H2…' }),
    createdAt: z.string(),
    lastUsedAt: nullableString().meta({ description: 'the minute of the key’s last counted request, null if never used' }),
    revokedAt: nullableString(),
  })
  .loose();
const usageFigures = z
  .object({
    requests: int().min(0).meta({ description: 'distinct requests charged (a charge, or a settle that kept credits)' }),
    charged: int().min(0),
    refunded: int().min(0),
    released: int().min(0).meta({ description: 'credits of holds given back (never charged)' }),
    net: int().meta({ description: 'charged - refunded' }),
  })
  .loose();
const ledgerRow = z
  .object({
    id: z.string(),
    type: z.enum(['opening', 'topup', 'charge', 'refund', 'reserve', 'settle', 'release', 'forfeit', 'transfer-out', 'transfer-in']),
    delta: int().meta({ description: 'effect on balance + open holds' }),
    credits: int().min(0),
    route: nullableString(),
    keyId: nullableString(),
    requestId: nullableString(),
    at: z.string(),
  })
  .loose();

/** The records of one personal table as stored (decoded), with their keys. */
const records = (id: string) => z.array(z.object({ ownerId: z.string(), [id]: z.string(), createdAt: z.string().optional() }).loose());
const SELF_SERVICE = {
  'keys-create': keyView.extend({ key: z.string().meta({ description: 'the secret: shown only in this answer' }) }).loose(),
  'keys-list': z.object({ keys: z.array(keyView) }).loose(),
  'keys-revoke': z.object({ id: z.string(), revokedAt: z.string() }).loose(),
  'keys-revoke-many': z.object({ revoked: z.array(z.object({ id: z.string(), revokedAt: z.string() }).loose()), alreadyRevoked: z.array(z.string()) }).loose(),
  'usage-get': z
    .object({
      from: z.string(),
      to: z.string(),
      groupBy: z.enum(['day', 'route', 'key']),
      groups: z.array(usageFigures.extend({ key: z.string().meta({ description: 'the day, route name or key id; (none) for rows without one' }) }).loose()),
      total: usageFigures,
    })
    .loose(),
  'ledger-list': z.object({ entries: z.array(ledgerRow), nextPage: nullableString().meta({ description: 'pass as `page` for the next (older) entries; null at the end' }) }).loose(),
  'requests-list': z
    .object({
      requests: z.array(
        z
          .object({
            at: z.string().meta({ description: 'when the request arrived (ISO 8601, UTC)' }),
            requestId: z.string(),
            keyId: z.string().meta({ description: 'the key that called (its id, never the secret)' }),
            route: z.string().meta({ description: 'the route table name of the operation, e.g. images-natal-wheel' }),
            method: z.string(),
            path: z.string().meta({ description: 'the path template, e.g. /v1/blueprints/{id}' }),
            status: int(),
            credits: int().meta({ description: 'credits the request used' }),
            durationMs: z.number(),
            error: z.string().optional().meta({ description: 'the `error` of an error answer' }),
            via: z.string().optional().meta({ description: 'mcp:<tool> when the request came through the MCP server' }),
          })
          .loose(),
      ),
      nextPage: nullableString().meta({ description: 'pass as `page` for the next (older) requests; null at the end' }),
      keptDays: int(),
      maxShown: int().meta({ description: 'how many of the newest requests the log shows in all' }),
    })
    .loose(),
  'account-export': z
    .object({
      exportedAt: z.string(),
      account: z
        .object({ accountId: z.string(), type: z.enum(ACCOUNT_TYPES), name: z.string(), balance: int(), createdAt: z.string() })
        .loose()
        .optional()
        .meta({ description: 'the account (absent in the export of one subject)' }),
      accountId: z.string().optional().meta({ description: 'the account (the export of one subject only)' }),
      subject: z.string().optional().meta({ description: 'the end user exported (`?subject=`): only its records, no keys, no ledger' }),
      keys: z.array(keyView).optional().meta({ description: 'the account’s keys (absent in the export of one subject)' }),
      blueprints: records('blueprintId'),
      horoscopes: records('transitId'),
      relationships: records('relationshipId'),
      conversations: records('conversationId'),
      ledger: z.array(ledgerRow).optional().meta({ description: 'the account’s money movements (absent in the export of one subject)' }),
    })
    .loose(),
  'subjects-delete': z
    .object({
      subject: z.string(),
      deleted: z.literal(true),
      recordsDeleted: z.record(z.string(), int().min(0)).meta({ description: 'records deleted per section (blueprints, horoscopes, relationships, conversations) and idempotencyRecords; zeros when the subject had nothing' }),
    })
    .loose(),
  'account-delete': z
    .object({
      accountId: z.string(),
      deleted: z.literal(true),
      deletedAt: z.string(),
      keysRevoked: int().min(0),
      creditsForfeited: int().min(0),
      recordsDeleted: z.record(z.string(), int().min(0)),
      ledgerRowsKept: int().min(0),
    })
    .loose(),
};

export const RESPONSE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  ...SELF_SERVICE,
  'account-get': z
    .object({
      accountId: z.string(),
      type: z.enum(ACCOUNT_TYPES).meta({ example: 'personal' }),
      name: z.string(),
      balance: int().meta({ description: 'credits' }),
      keyId: z.string().optional(),
      role: z.enum(KEY_ROLES).optional().meta({ description: 'the calling key’s role: owner, admin or member (docs/self-service.md)' }),
    })
    .loose(),
  'calculators-life-path': z
    .object({
      lifePathNumber: int().meta({ description: '1 to 9, or a master number 11, 22, 33' }),
      name: z.string(),
      keywords: z.string(),
      description: z.string(),
      strengths: z.array(z.string()),
      challenges: z.array(z.string()),
      calculation: z.object({ month: int(), day: int(), year: int(), sum: int() }).loose(),
    })
    .loose(),
  'calculators-big-3': z.object({ sun: placement, moon: placement, rising: placement.nullable(), birthInfo, moonRange, warnings: timeUnknownWarnings }).loose(),
  'calculators-natal-chart': z
    .object({
      chart: z
        .object({
          celestialBodies: z.record(z.string(), z.object({ sign: sign() }).loose()),
          houses: z
            .record(z.string(), z.object({ sign: sign(), cusp: z.number(), degree: z.number(), temporalPosition: z.number(), equatorialPosition: z.number() }).loose())
            .nullable(),
          aspects: z.array(z.object({ planet1: z.string(), planet2: z.string(), type: z.string(), orb: z.number(), applying: z.boolean() }).loose()),
          houseSystem: houseSystem.nullable(),
          moonRange,
          ...natalChartExtras,
        })
        .loose(),
      birthInfo: birthInfo.optional(),
      warnings: timeUnknownWarnings,
    })
    .loose(),
  'blueprints-generate': blueprintData,
  'blueprints-generate-modular': blueprintData,
  'blueprints-list': z.object({ blueprints: z.array(blueprintSummary), pagination }).loose(),
  'blueprints-get': z
    .object({
      blueprint: blueprintSummary.extend({
        birthTime: z.string().nullable().optional(),
        location: z.string().nullable().optional(),
        aiModules: moduleFlags.optional(),
        aiModulesIncluded: z.array(z.string()).optional(),
        warnings: z.record(z.string(), z.string()).optional(),
        birthInfo: blueprintData.shape.birthInfo.optional(),
        astrology: blueprintAstrology.nullable().optional(),
        humanDesign: blueprintHumanDesign.nullable().optional(),
        numerology: blueprintNumerology.nullable().optional(),
        aiContent: z.record(z.string(), z.string()).optional(),
        sectionTitles: z.record(z.string(), z.string()).optional(),
      }),
    })
    .loose(),
  'blueprints-delete': z.object({ id: z.string(), deleted: z.literal(true) }).loose(),
  'transits-delete': z.object({ id: z.string(), deleted: z.literal(true) }).loose(),
  'advisor-conversations-delete': z.object({ id: z.string(), deleted: z.literal(true) }).loose(),
  'transits-create': z.object({ id: z.string().nullable().optional(), period, date: z.string(), transits: transitContent, aiInterpretation: z.string().nullable().optional() }).loose(),
  'transits-list': z.object({ transits: z.array(transitSummary.extend({ aspects: z.array(majorTransit) })), pagination }).loose(),
  'relationships-create': z.object({ relationshipId: z.string().nullable(), people: z.array(relationshipPerson), houseSystem: z.string(), chartOptions: relationshipChartOptions, ...relationshipContent }).loose(),
  'relationships-list': z.object({ relationships: z.array(relationshipSummary), pagination }).loose(),
  'relationships-get': z.object({ relationship: relationshipSummary.extend(relationshipContent) }).loose(),
  'relationships-delete': z.object({ id: z.string(), deleted: z.literal(true) }).loose(),
  'transits-metadata': z
    .object({ transits: z.array(transitSummary.extend({ aspectCount: int().min(0), status: z.string() })), pagination })
    .loose(),
  'transits-get': z
    .object({
      transit: transitSummary.extend({
        transits: transitContent,
        status: z.string(),
        aiInterpretation: z.string().nullable().optional(),
        window: transitWindow.optional(),
      }),
    })
    .loose(),
  'transits-today': z
    .object({
      id: z.string(),
      date: z.string(),
      dailyInsight: z.string(),
      theme: z.string(),
      energy: z.string(),
      highlights: z.array(z.object({ type: z.string(), importance: z.string(), description: z.string() }).loose()),
      planetsData: z.record(z.string(), z.object({ sign: sign(), house: int().min(1).max(12), longitude: z.number(), isRetrograde: z.boolean() }).loose()),
    })
    .loose(),
  // `all` in another letter case reaches the {sign} route and answers as /horoscope/all
  'horoscope-sign': z.union([
    z
      .object({
        sign: sign(),
        date: z.string(),
        content: z.string(),
        transits: z.array(z.object({ id: z.string(), date: z.string(), dailyInsight: z.string() }).loose()),
        updatedAt: z.string(),
      })
      .loose(),
    allSigns,
  ]),
  'horoscope-all': allSigns,
  'advisor-conversations-list': z.object({ conversations: z.array(z.object({}).loose()), pagination }).loose(),
};
