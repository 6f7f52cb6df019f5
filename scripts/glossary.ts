/** Writes docs/glossary.md from the label tables and the terms of the texts (shared/i18n/glossary.ts). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { glossaryMarkdown } from '../shared/i18n/glossary';

writeFileSync(join(import.meta.dirname, '..', 'docs', 'glossary.md'), glossaryMarkdown());
console.log('docs/glossary.md written');
