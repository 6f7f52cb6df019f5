/** The PDF room's face to the other rooms (docs/architecture.md): a blueprint rendered as a PDF document. */
export { renderBlueprintPdf } from './render';
