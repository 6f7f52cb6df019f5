import { franc } from 'franc';
import { HUMAN_DESIGN_SECTIONS } from '#shared/ai/sections';
import { humanDesignSection } from '#shared/ai/offline/hi/human-design';
import { roomFactSweep } from '#test/support/offline-quality';
import { CHART_A } from '#test/support/ai-fixtures';
for (const k of HUMAN_DESIGN_SECTIONS) console.log(`## ${k}\n${humanDesignSection(k, CHART_A)}\n`);
for (const f of roomFactSweep()) for (const k of HUMAN_DESIGN_SECTIONS) { const t = humanDesignSection(k, f); const l = franc(t, { minLength: 10 }); if (l !== 'hin') console.log('FRANC', l, t); if (/\p{Script=Latin}/u.test(t)) console.log('LATIN', t); }
