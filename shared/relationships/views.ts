/** Saved relationships as the API shows them (list items, get-by-id), and the not-found error. */
import { AppError } from '../errors';
import type { RelationshipRecord, RelationshipSummary } from './store';

export const ERR_RELATIONSHIP_NOT_FOUND = 'Relationship not found';
export const relationshipNotFound = (id: string): AppError => new AppError('not_found', ERR_RELATIONSHIP_NOT_FOUND, `No saved relationship ${id} in this account`);

/** List item: who, which modules, at what cost, when. */
export const summaryView = (s: RelationshipSummary) => ({
  id: s.relationshipId,
  ...(s.subject !== undefined ? { subject: s.subject } : {}),
  people: s.people,
  modules: s.modules,
  modulesIncluded: s.modulesIncluded,
  modulesFailed: s.modulesFailed,
  includeAI: s.includeAI,
  aiIncluded: s.aiIncluded,
  houseSystem: s.houseSystem,
  ...(s.chartOptions ? { chartOptions: s.chartOptions } : {}),
  creditsUsed: s.creditsUsed,
  createdAt: s.createdAt,
});

/** Get-by-id: the summary with the computed modules and the AI reading. */
export const relationshipView = (r: RelationshipRecord) => ({ ...summaryView(r), warnings: r.warnings, ...r.content });

export { pagination } from '../blueprint/index';

export { OTHER_PERSON, relationshipForSubject } from './subject-view';
