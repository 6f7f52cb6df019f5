import { writeFileSync } from 'node:fs';
import { renderBlueprintPdf } from '#shared/pdf/render';
import { fixtureDocument } from '../test/unit/pdf/fixture';
const bytes = await renderBlueprintPdf(fixtureDocument());
writeFileSync('/tmp/images-bp.pdf', bytes);
