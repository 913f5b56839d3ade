import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';
import { describe, expect, it } from 'vitest';
import { breakpointLayerName, breakpointLayers } from './breakpoint-layers';

const ORDER =
  '@layer theme, base, components, utilities, bp-max-40rem, bp-min-40rem, bp-min-48rem, cq-min-24rem;';

async function run(css: string): Promise<string> {
  const result = await postcss([breakpointLayers()]).process(css, { from: undefined });
  return result.css;
}

/** The CSS text of the top-level `@layer <name> { ... }` block, or undefined. */
function layerBlock(css: string, name: string): string | undefined {
  const root = postcss.parse(css);
  const block = root.nodes.find(
    (node) => node.type === 'atrule' && node.name === 'layer' && node.params === name && node.nodes,
  );
  return block?.toString();
}

function layerNamesInOrder(css: string): string[] {
  const names: string[] = [];
  for (const node of postcss.parse(css).nodes) {
    if (node.type !== 'atrule' || node.name !== 'layer') continue;
    for (const name of node.params.split(',').map((part) => part.trim())) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

describe('breakpointLayerName', () => {
  it('names a layer from the media or container query text', () => {
    expect(breakpointLayerName({ name: 'media', params: '(width >= 40rem)' })).toBe('bp-min-40rem');
    expect(breakpointLayerName({ name: 'media', params: '(min-width: 40rem)' })).toBe(
      'bp-min-40rem',
    );
    expect(breakpointLayerName({ name: 'media', params: '(width < 48rem)' })).toBe('bp-max-48rem');
    expect(breakpointLayerName({ name: 'media', params: '(max-width:48rem)' })).toBe(
      'bp-max-48rem',
    );
    expect(breakpointLayerName({ name: 'container', params: 'sidebar (width >= 24rem)' })).toBe(
      'cq-min-24rem',
    );
    expect(breakpointLayerName({ name: 'media', params: '(width >= 37.5rem)' })).toBe(
      'bp-min-37_5rem',
    );
  });

  it('leaves queries that are not a single width condition alone', () => {
    expect(breakpointLayerName({ name: 'media', params: '(hover: hover)' })).toBeNull();
    expect(breakpointLayerName({ name: 'media', params: 'print' })).toBeNull();
    expect(breakpointLayerName({ name: 'media', params: '(forced-colors: active)' })).toBeNull();
    expect(breakpointLayerName({ name: 'supports', params: '(width >= 40rem)' })).toBeNull();
  });
});

describe('breakpointLayers', () => {
  it('moves flat breakpoint rules out of utilities into their breakpoint layer', async () => {
    const css = await run(`${ORDER}
@layer utilities {
  .sr-only { position: absolute; width: 1px }
  @media (width >= 40rem) { .sm\\:not-sr-only { position: static; width: auto } }
  @media (width >= 48rem) { .md\\:sr-only { position: absolute } }
}`);
    const utilities = layerBlock(css, 'utilities')!;
    expect(utilities).toContain('.sr-only');
    expect(utilities).not.toContain('@media');
    expect(layerBlock(css, 'bp-min-40rem')).toContain(
      '@media (width >= 40rem) { .sm\\:not-sr-only',
    );
    expect(layerBlock(css, 'bp-min-48rem')).toContain('.md\\:sr-only');
  });

  it("moves Tailwind's nested output, rebuilding the rule around the query", async () => {
    const css = await run(`${ORDER}
@layer utilities {
  .hidden { display: none }
  .sm\\:hover\\:flex { @media (width >= 40rem) { &:hover { @media (hover: hover) { display: flex } } } }
}`);
    expect(layerBlock(css, 'utilities')).not.toContain('hover');
    const moved = postcss.parse(layerBlock(css, 'bp-min-40rem')!);
    const rule = moved.first as postcss.AtRule;
    expect((rule.first as postcss.Rule).selector).toBe('.sm\\:hover\\:flex');
    expect(rule.toString()).toContain('@media (hover: hover) { display: flex }');
  });

  it('keeps hover, dark and other non-breakpoint variants in utilities', async () => {
    const css = await run(`${ORDER}
@layer utilities {
  @media (hover: hover) { .hover\\:underline:hover { text-decoration-line: underline } }
  .dark\\:bg-card:where(.dark, .dark *) { background-color: var(--card) }
  @media print { .print\\:hidden { display: none } }
}`);
    const utilities = layerBlock(css, 'utilities')!;
    expect(utilities).toContain('.hover\\:underline:hover');
    expect(utilities).toContain('.dark\\:bg-card');
    expect(utilities).toContain('@media print');
    expect(layerNamesInOrder(css).filter((name) => name.startsWith('bp-'))).toEqual([
      'bp-max-40rem',
      'bp-min-40rem',
      'bp-min-48rem',
    ]);
    expect(css).not.toMatch(/@layer bp-[\w-]+ \{/);
  });

  it('moves container queries into cq- layers and max- ranges into bp-max- layers', async () => {
    const css = await run(`${ORDER}
@layer utilities {
  .\\@sm\\:grid { @container (width >= 24rem) { display: grid } }
  .max-sm\\:hidden { @media (width < 40rem) { display: none } }
}`);
    expect(layerBlock(css, 'cq-min-24rem')).toContain('.\\@sm\\:grid');
    expect(layerBlock(css, 'bp-max-40rem')).toContain('.max-sm\\:hidden');
    expect(layerBlock(css, 'utilities')).toBe('@layer utilities {\n}');
  });

  it('restates the whole layer order before the first layer block', async () => {
    // Tailwind's optimiser leaves the declared names that have no block after `utilities`.
    const css = await run(`@layer theme { :root { --x: 1 } }
@layer utilities { @media (width >= 40rem) { .sm\\:flex { display: flex } } }
@layer bp-max-40rem, bp-min-40rem, bp-min-48rem, cq-min-24rem;`);
    const first = postcss.parse(css).first as postcss.AtRule;
    expect(first.params).toBe(
      'theme, utilities, bp-max-40rem, bp-min-40rem, bp-min-48rem, cq-min-24rem',
    );
    expect(first.nodes).toBeUndefined();
    expect(layerNamesInOrder(css)).toEqual(first.params.split(', '));
  });

  it('fails the build for a breakpoint missing from the declared order', async () => {
    await expect(
      run(`${ORDER}
@layer utilities { @media (width >= 56.25rem) { .min-\\[900px\\]\\:flex { display: flex } } }`),
    ).rejects.toThrow(/"bp-min-56_25rem" is not in the declared layer order/);
  });

  it('leaves media queries outside the utilities layer where they are', async () => {
    const input = `${ORDER}
@layer components { @media (width >= 40rem) { .container { max-width: 40rem } } }`;
    expect(await run(input)).toBe(input);
  });
});

describe('breakpointLayers after Tailwind', () => {
  for (const optimize of [false, true]) {
    it(`puts sm:not-sr-only after .sr-only in the cascade (optimize: ${optimize})`, async () => {
      const input = `@import '../layers.css';
@import 'tailwindcss/theme.css' layer(theme) theme(reference);
@import 'tailwindcss/utilities.css' layer(utilities) source(none);
@source inline("sr-only sm:not-sr-only md:hidden hover:underline dark:flex");
@custom-variant dark (&:where(.dark, .dark *));`;
      const result = await postcss([
        tailwindcss({ base: import.meta.dirname, optimize }),
        breakpointLayers(),
      ]).process(input, { from: `${import.meta.dirname}/input.css` });
      const css = result.css;
      const utilities = layerBlock(css, 'utilities')!;
      expect(utilities).toContain('.sr-only');
      expect(utilities).toContain('.hover\\:underline');
      expect(utilities).toContain('.dark\\:flex');
      expect(utilities).not.toMatch(/not-sr-only|md\\:hidden/);
      expect(layerBlock(css, 'bp-min-40rem')).toContain('.sm\\:not-sr-only');
      expect(layerBlock(css, 'bp-min-48rem')).toContain('.md\\:hidden');
      const order = layerNamesInOrder(css);
      expect(order.indexOf('utilities')).toBeLessThan(order.indexOf('bp-min-40rem'));
      expect(order.indexOf('bp-min-40rem')).toBeLessThan(order.indexOf('bp-min-48rem'));
    });
  }
});
