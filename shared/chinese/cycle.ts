/**
 * The sexagenary cycle (干支) and what BaZi reads from it: the ten heavenly stems and twelve earthly
 * branches by their pinyin ids, their elements and polarities, the branches' animals and hidden
 * stems (藏干), the thirty NaYin (纳音) sounds and the ten gods (十神). Pure tables and arithmetic
 * (docs/chinese.md gives the sources).
 */

export const STEMS = ['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'] as const;
export type Stem = (typeof STEMS)[number];
export const BRANCHES = ['zi', 'chou', 'yin', 'mao', 'chen', 'si', 'wu', 'wei', 'shen', 'you', 'xu', 'hai'] as const;
export type Branch = (typeof BRANCHES)[number];
export const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];
export type Polarity = 'yang' | 'yin';
export const ANIMALS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'] as const;
export type Animal = (typeof ANIMALS)[number];

/** Chinese characters of the stems and branches, for display beside the ids. */
export const STEM_HANZI = '甲乙丙丁戊己庚辛壬癸';
export const BRANCH_HANZI = '子丑寅卯辰巳午未申酉戌亥';

export const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** Element of a stem: two stems each, wood first (甲乙 wood, 丙丁 fire, 戊己 earth, 庚辛 metal, 壬癸 water). */
export const stemElement = (s: number): Element => ELEMENTS[Math.floor(mod(s, 10) / 2)]!;
/** Odd positions (甲 丙 戊 庚 壬, 子 寅 辰 …) are yang. */
export const polarityOf = (i: number): Polarity => (mod(i, 2) === 0 ? 'yang' : 'yin');

/** Element of a branch by its main qi: 子 water, 丑 earth, 寅 wood, 卯 wood, 辰 earth, 巳 fire, 午 fire, 未 earth, 申 metal, 酉 metal, 戌 earth, 亥 water. */
const BRANCH_ELEMENT: readonly Element[] = ['water', 'earth', 'wood', 'wood', 'earth', 'fire', 'fire', 'earth', 'metal', 'metal', 'earth', 'water'];
export const branchElement = (b: number): Element => BRANCH_ELEMENT[mod(b, 12)]!;

/**
 * Hidden stems (藏干) of each branch, main qi first, then the middle and residual qi, as the Yuan
 * Hai Zi Ping (渊海子平) lists them: 子癸 丑己癸辛 寅甲丙戊 卯乙 辰戊乙癸 巳丙戊庚 午丁己 未己丁乙
 * 申庚壬戊 酉辛 戌戊辛丁 亥壬甲.
 */
export const HIDDEN_STEMS: readonly (readonly number[])[] = [
  [9],
  [5, 9, 7],
  [0, 2, 4],
  [1],
  [4, 1, 9],
  [2, 4, 6],
  [3, 5],
  [5, 3, 1],
  [6, 8, 4],
  [7],
  [4, 7, 3],
  [8, 0],
];

/** Weights of a branch's hidden stems in `elements.weighted` (docs/chinese.md): one, two or three qi. */
export const HIDDEN_WEIGHTS: Readonly<Record<number, readonly number[]>> = { 1: [1], 2: [0.7, 0.3], 3: [0.6, 0.3, 0.1] };

/**
 * The thirty NaYin of the sixty pairs (甲子乙丑 海中金 …), each covering two consecutive pairs of
 * the cycle: pinyin id and element.
 */
export const NAYIN: readonly { id: string; hanzi: string; element: Element }[] = [
  { id: 'hai_zhong_jin', hanzi: '海中金', element: 'metal' },
  { id: 'lu_zhong_huo', hanzi: '炉中火', element: 'fire' },
  { id: 'da_lin_mu', hanzi: '大林木', element: 'wood' },
  { id: 'lu_pang_tu', hanzi: '路旁土', element: 'earth' },
  { id: 'jian_feng_jin', hanzi: '剑锋金', element: 'metal' },
  { id: 'shan_tou_huo', hanzi: '山头火', element: 'fire' },
  { id: 'jian_xia_shui', hanzi: '涧下水', element: 'water' },
  { id: 'cheng_tou_tu', hanzi: '城头土', element: 'earth' },
  { id: 'bai_la_jin', hanzi: '白蜡金', element: 'metal' },
  { id: 'yang_liu_mu', hanzi: '杨柳木', element: 'wood' },
  { id: 'quan_zhong_shui', hanzi: '泉中水', element: 'water' },
  { id: 'wu_shang_tu', hanzi: '屋上土', element: 'earth' },
  { id: 'pi_li_huo', hanzi: '霹雳火', element: 'fire' },
  { id: 'song_bai_mu', hanzi: '松柏木', element: 'wood' },
  { id: 'chang_liu_shui', hanzi: '长流水', element: 'water' },
  { id: 'sha_zhong_jin', hanzi: '沙中金', element: 'metal' },
  { id: 'shan_xia_huo', hanzi: '山下火', element: 'fire' },
  { id: 'ping_di_mu', hanzi: '平地木', element: 'wood' },
  { id: 'bi_shang_tu', hanzi: '壁上土', element: 'earth' },
  { id: 'jin_bo_jin', hanzi: '金箔金', element: 'metal' },
  { id: 'fu_deng_huo', hanzi: '覆灯火', element: 'fire' },
  { id: 'tian_he_shui', hanzi: '天河水', element: 'water' },
  { id: 'da_yi_tu', hanzi: '大驿土', element: 'earth' },
  { id: 'chai_chuan_jin', hanzi: '钗钏金', element: 'metal' },
  { id: 'sang_zhe_mu', hanzi: '桑柘木', element: 'wood' },
  { id: 'da_xi_shui', hanzi: '大溪水', element: 'water' },
  { id: 'sha_zhong_tu', hanzi: '沙中土', element: 'earth' },
  { id: 'tian_shang_huo', hanzi: '天上火', element: 'fire' },
  { id: 'shi_liu_mu', hanzi: '石榴木', element: 'wood' },
  { id: 'da_hai_shui', hanzi: '大海水', element: 'water' },
];

/** Position 0..59 in the cycle of a stem and branch of the same polarity (甲子 0 … 癸亥 59). */
export function cycleIndex(stem: number, branch: number): number {
  if (mod(stem, 2) !== mod(branch, 2)) throw new RangeError(`stem ${stem} and branch ${branch} differ in polarity`);
  return mod(6 * stem - 5 * branch, 60);
}

export const TEN_GODS = ['bi_jian', 'jie_cai', 'shi_shen', 'shang_guan', 'pian_cai', 'zheng_cai', 'qi_sha', 'zheng_guan', 'pian_yin', 'zheng_yin'] as const;
export type TenGod = (typeof TEN_GODS)[number];

/**
 * The ten god of `other` seen from the day master `day` (stem indices): the relation of the
 * elements (same, produced by the day master, controlled by it, controlling it, producing it) and
 * whether the polarities are the same (偏) or differ (正).
 */
export function tenGod(day: number, other: number): TenGod {
  const d = Math.floor(mod(day, 10) / 2);
  const o = Math.floor(mod(other, 10) / 2);
  // generating cycle wood > fire > earth > metal > water > wood: the element index steps by one
  const relation = mod(o - d, 5); // 0 same, 1 produced, 2 controlled, 3 controls, 4 produces
  const samePolarity = mod(day, 2) === mod(other, 2);
  return TEN_GODS[relation * 2 + (samePolarity ? 0 : 1)]!;
}
