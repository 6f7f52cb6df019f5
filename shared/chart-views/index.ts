/**
 * The chart views: a stored blueprint's astrology and Human Design read into what the drawings and
 * tables need (model.ts), and a stored chart as the shared wheel drawing's data (wheel-chart.ts).
 * Used by the PDF (shared/pdf) and the image routes (shared/images); a room of its own so that the
 * image functions' bundles do not carry pdf-lib (cold start: docs/infra.md).
 */
export * from './model';
export * from './wheel-chart';
