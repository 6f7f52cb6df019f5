/**
 * The names of the aspects: a leaf module, so the chart options (options.ts, which take orb overrides
 * per aspect) and the aspect search (aspects.ts, which needs the bodies, which need the options)
 * do not import each other in a circle.
 */
export type AspectType =
  | 'conjunction'
  | 'opposition'
  | 'trine'
  | 'square'
  | 'sextile'
  | 'quincunx'
  | 'semi-sextile'
  | 'semi-square'
  | 'sesquiquadrate'
  | 'quintile'
  | 'biquintile';
