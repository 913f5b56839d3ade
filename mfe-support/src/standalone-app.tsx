import { StandaloneHost } from '@cardbridge/web-kit/standalone';
import { routes } from './routes';

/** Every page module under src/, loaded on demand; the glob resolves relative to this file. */
const pageModules = import.meta.glob<Record<string, unknown>>('./**/*-page.tsx');

/** The remote's own development page: a minimal host standing in for the shell. */
export function StandaloneApp() {
  return <StandaloneHost routes={routes} pageModules={pageModules} />;
}
