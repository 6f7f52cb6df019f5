import { build } from '/work/wt/h48/test/infra/helpers';
const b = build({}, 'CountApi');
const s = b.stacks.find((x) => x.stack.node.id === 'CalculatorsRoutes')!;
const j = s.template.toJSON() as any;
for (const [id, r] of Object.entries(j.Resources) as any) if (/Alias|DeploymentGroup|Version|Method$/.test(r.Type) ) console.log(id, JSON.stringify(r).slice(0, 900));
const p = b.stacks[0]!.template.toJSON() as any;
for (const [id, r] of Object.entries(p.Resources) as any) if (/HookInvokes|smokehook/i.test(id)) console.log(id, JSON.stringify(r).slice(0, 1500));
