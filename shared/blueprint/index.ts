/**
 * The blueprint room's face to the other rooms (docs/architecture.md): a stored blueprint's birth
 * data and chart options, its views and "not found" error, its shapes (types.ts) and request schemas
 * (request.ts, also open to import directly, as every room's types.ts and request.ts).
 */
export { blueprintBirth, blueprintChartOptions, blueprintMadeWith, blueprintMoment, blueprintNoonBirth, refuseTimeUnknown, type Place } from './birth';
export { blueprintOfSubject } from './of-subject';
export { blueprintView, ERR_NOT_FOUND, ERR_NOT_READY, notFound, pagination, pdfFileName, summaryView, type Pagination } from './views';
export type { BlueprintRecord, BlueprintStore, BlueprintSummary } from './store';
