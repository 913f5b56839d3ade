import { breakpointLayerName } from './breakpoint-layers';

/** The layers Tailwind itself declares, in its order (`properties` holds @property fallbacks). */
export const TAILWIND_LAYERS = ['properties', 'theme', 'base', 'components', 'utilities'] as const;

function rem(value: string): number {
  const number = Number.parseFloat(value);
  return value.endsWith('px') ? number / 16 : number;
}

function layersFor(kind: 'media' | 'container', values: readonly string[]): string[] {
  const ascending = [...values].sort((a, b) => rem(a) - rem(b));
  const name = (operator: string, value: string) =>
    breakpointLayerName({ name: kind, params: `(width ${operator} ${value})` })!;
  // Tailwind's variant order: `max-*` widest first (the narrowest range wins), then min-width
  // breakpoints ascending (the widest wins); container queries after media queries, alike.
  return [
    ...[...ascending].reverse().map((value) => name('<', value)),
    ...ascending.map((value) => name('>=', value)),
  ];
}

/**
 * The full cascade-layer order every app declares (`layers.css`), from the theme's
 * `--breakpoint-*` and `--container-*` values.
 */
export function breakpointLayerOrder(
  breakpoints: readonly string[],
  containers: readonly string[],
): string[] {
  return [
    ...TAILWIND_LAYERS,
    ...layersFor('media', breakpoints),
    ...layersFor('container', containers),
  ];
}
