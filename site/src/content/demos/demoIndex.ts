/** The demos' addresses and loaders: the route index carries these, each demo's words arrive with its page. */
import type { ClientBrandId } from '@tallowood/design-system/client-brands';
import type { DemoSite } from './demoSite.ts';

/** Where a project's demo lives. */
export function demoPath(project: string): string {
  return `/portfolio/${project}/preview`;
}

export const demoLoaders: Readonly<Record<ClientBrandId, () => Promise<DemoSite>>> = {
  'marrook-lyle-jewellers': () => import('./marrook-lyle-jewellers.ts').then((module) => module.demo),
  quollware: () => import('./quollware.ts').then((module) => module.demo),
  'banksia-allied-health': () => import('./banksia-allied-health.ts').then((module) => module.demo),
  'pemberton-oakes-lawyers': () => import('./pemberton-oakes-lawyers.ts').then((module) => module.demo),
  'tarrengower-steel-fabrication': () => import('./tarrengower-steel-fabrication.ts').then((module) => module.demo),
  'brolga-invoice-finance': () => import('./brolga-invoice-finance.ts').then((module) => module.demo),
  pantrybird: () => import('./pantrybird.ts').then((module) => module.demo),
};
