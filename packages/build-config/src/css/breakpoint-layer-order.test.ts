import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { expect, it } from 'vitest';
import { breakpointLayerOrder } from './breakpoint-layer-order';

const require = createRequire(import.meta.url);

function themeValues(css: string, namespace: string): string[] {
  const values: string[] = [];
  postcss.parse(css).walkDecls(new RegExp(`^--${namespace}-`), (decl) => {
    values.push(decl.value);
  });
  return values;
}

it("declares in layers.css every breakpoint of Tailwind's theme, in Tailwind's variant order", () => {
  const theme = fs.readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
  const layers = fs.readFileSync(path.join(import.meta.dirname, '../layers.css'), 'utf8');
  const statement = postcss.parse(layers).nodes.find((node) => node.type === 'atrule')!;
  expect(statement.params.split(',').map((name) => name.trim())).toEqual(
    breakpointLayerOrder(themeValues(theme, 'breakpoint'), themeValues(theme, 'container')),
  );
});

it('orders max- ranges widest first, then min-width breakpoints ascending', () => {
  expect(breakpointLayerOrder(['48rem', '40rem'], ['24rem'])).toEqual([
    'properties',
    'theme',
    'base',
    'components',
    'utilities',
    'bp-max-48rem',
    'bp-max-40rem',
    'bp-min-40rem',
    'bp-min-48rem',
    'cq-max-24rem',
    'cq-min-24rem',
  ]);
});
