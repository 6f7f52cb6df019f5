/**
 * Saved blueprints as the API shows them (list items, get-by-id), errors and the PDF file name.
 */
import { AppError } from '../errors';
import type { BlueprintRecord, BlueprintSummary } from './store';

export const ERR_NOT_FOUND = 'Blueprint not found';
export const ERR_NOT_READY = 'Blueprint is not ready or has no content';

export const notFound = (id: string): AppError => new AppError('not_found', ERR_NOT_FOUND, `No blueprint ${id} in this account`);

/** List item: what was generated, for whom, when, at what cost. */
export function summaryView(s: BlueprintSummary) {
  return {
    id: s.blueprintId,
    ...(s.subject !== undefined ? { subject: s.subject } : {}),
    name: s.fullName,
    birthDate: s.birthDate,
    // a blueprint of an unknown birth time was cast for 12:00: its time is not 12:00 (shared/astro/time-unknown.ts)
    birthTime: s.timeUnknown === true ? null : s.birthTime,
    ...(s.timeUnknown === true ? { timeUnknown: true } : {}),
    location: s.location,
    status: s.status,
    modules: s.modules,
    modulesIncluded: s.modulesIncluded,
    modulesFailed: s.modulesFailed,
    aiModulesIncluded: s.aiModulesIncluded,
    sectionsGenerated: s.sectionsGenerated,
    creditsUsed: s.creditsUsed,
    createdAt: s.createdAt,
  };
}

/** Get-by-id: the summary plus the full content in the spec 2.3 shape. */
export function blueprintView(r: BlueprintRecord) {
  const c = r.content;
  return {
    ...summaryView(r),
    aiModules: r.aiModules,
    warnings: r.warnings,
    birthInfo: c?.birthInfo ?? { fullName: r.fullName, date: r.birthDate, time: r.birthTime, location: r.location },
    astrology: c?.astrology ?? null,
    humanDesign: c?.humanDesign ?? null,
    numerology: c?.numerology ?? null,
    aiContent: c?.aiContent ?? {},
    sectionTitles: Object.fromEntries((c?.sections ?? []).map((s) => [s.key, s.title])),
  };
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}

export const pagination = (page: number, limit: number, total: number): Pagination => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasMore: page < totalPages };
};

/** ASCII file name: blueprint-<name>-<date>.pdf */
export function pdfFileName(r: Pick<BlueprintRecord, 'fullName' | 'createdAt' | 'blueprintId'>): string {
  const slug = r.fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const date = r.createdAt.slice(0, 10);
  return `blueprint-${slug ? slug + '-' : ''}${date}.pdf`;
}
