import type { AtRule, Container, Document, Plugin, Root } from 'postcss';

type Parent = Container | Document | undefined;

/**
 * Every app ships its own Tailwind utilities, and the shell's page collects their stylesheets in
 * load order. With all of them in one `@layer utilities`, a later sheet's `.sr-only` (same
 * specificity, later) beats an earlier sheet's `sm:not-sr-only`. This plugin, run after Tailwind,
 * moves each utility wrapped in a width media query or a container query into a cascade layer of
 * its own per breakpoint, named from the query text (`(width >= 40rem)` -> `bp-min-40rem`), so
 * independently built apps agree. The order of those layers is declared once, identically, at the
 * top of every app's CSS (`layers.css`): then ANY app's `sm:` beats ANY app's base utility, and
 * `md:` beats `sm:`, whichever sheet came last.
 *
 * Pseudo-class variants (`hover:`, `focus-visible:`) need nothing: their selectors are more
 * specific than the base utility they override, which decides regardless of sheet order. Other
 * media queries (`@media (hover: hover)`, `print`, `forced-colors`) are not breakpoints and stay
 * in `utilities`. `dark:` (`:where(.dark, .dark *)`, no added specificity): see the README.
 */

const UTILITIES_LAYER = 'utilities';

/** `(width >= 40rem)`, `(min-width: 40rem)`, `(width < 40rem)`, `(max-width: 40rem)`. */
const WIDTH_QUERY =
  /^\(\s*(?:(width)\s*(>=|<)|(min-width|max-width)\s*:)\s*(\d+(?:\.\d+)?[a-z%]*)\s*\)$/i;

/** A container query may name its container first: `@container sidebar (width >= 24rem)`. */
const CONTAINER_NAME = /^[a-z_-][\w-]*\s+(?=\()/i;

/**
 * The layer a breakpoint at-rule's utilities belong in, or null when the at-rule is not a single
 * width condition (then it stays where Tailwind put it). `bp-` is a media query, `cq-` a container
 * query; `min`/`max` the direction; the value keeps its unit (`.` written `_`, not an identifier
 * character).
 */
export function breakpointLayerName(atRule: Pick<AtRule, 'name' | 'params'>): string | null {
  const name = atRule.name.toLowerCase();
  if (name !== 'media' && name !== 'container') return null;
  const params = name === 'container' ? atRule.params.replace(CONTAINER_NAME, '') : atRule.params;
  const match = WIDTH_QUERY.exec(params.trim());
  if (!match) return null;
  const [, width, operator, legacy, value] = match;
  const direction = width ? (operator === '>=' ? 'min' : 'max') : legacy?.slice(0, 3);
  const prefix = name === 'media' ? 'bp' : 'cq';
  return `${prefix}-${direction}-${value!.toLowerCase().replace('.', '_')}`;
}

function isUtilitiesLayer(node: AtRule): boolean {
  return (
    node.name === 'layer' && node.params.trim() === UTILITIES_LAYER && node.nodes !== undefined
  );
}

/**
 * The stylesheet's layer order: layer names in order of first appearance, statements and blocks
 * alike. Tailwind's optimiser may move part of the declared order after the utilities block
 * (equivalent for that sheet alone); this recovers the order so it can be restated up front.
 */
function layerOrderOf(root: Root): string[] {
  const order: string[] = [];
  for (const node of root.nodes) {
    if (node.type !== 'atrule' || node.name !== 'layer') continue;
    for (const name of node.params.split(',').map((part) => part.trim())) {
      if (name && !order.includes(name)) order.push(name);
    }
  }
  return order;
}

/**
 * Replaces the sheet's layer statements with one statement of the whole order before any layer
 * block: the layers inserted below must not fix their own order by appearing first, and on the
 * page the first sheet's statement orders every later sheet's layers.
 */
function restateLayerOrder(root: Root, order: readonly string[], create: () => AtRule) {
  for (const node of [...root.nodes]) {
    if (node.type === 'atrule' && node.name === 'layer' && node.nodes === undefined) node.remove();
  }
  const statement = create();
  statement.params = order.join(', ');
  const first = root.nodes.find((node) => node.type !== 'comment');
  if (first) first.before(statement);
  else root.append(statement);
}

/** The outermost breakpoint at-rules under a utilities layer (nested ones travel with them). */
function outermostBreakpoints(layer: AtRule): { node: AtRule; layerName: string }[] {
  const found: { node: AtRule; layerName: string }[] = [];
  layer.walkAtRules((node) => {
    const layerName = breakpointLayerName(node);
    if (!layerName) return;
    for (let parent: Parent = node.parent; parent && parent !== layer; parent = parent.parent) {
      if (parent.type === 'atrule' && breakpointLayerName(parent as AtRule)) return;
    }
    found.push({ node, layerName });
  });
  return found;
}

/**
 * Moves `node` out of `layer` into `target`, rebuilding the rules it was nested in (Tailwind's
 * unoptimised output is `.sm\:x { @media (...) { ... } }`), and drops ancestors left empty.
 */
function moveWithAncestors(node: AtRule, layer: AtRule, target: AtRule) {
  const chain: Container[] = [];
  for (let parent: Parent = node.parent; parent && parent !== layer; parent = parent.parent) {
    chain.unshift(parent as Container);
  }
  let into: Container = target;
  for (const ancestor of chain) {
    const copy = ancestor.clone({ nodes: [] });
    into.append(copy);
    into = copy;
  }
  node.remove();
  into.append(node);
  for (let i = chain.length - 1; i >= 0; i--) {
    const ancestor = chain[i]!;
    if (ancestor.nodes && ancestor.nodes.length === 0) ancestor.remove();
  }
}

export function breakpointLayers(): Plugin {
  return {
    postcssPlugin: 'cardbridge-breakpoint-layers',
    OnceExit(root, { result, AtRule: AtRuleNode }) {
      const layers = root.nodes.filter(
        (node): node is AtRule => node.type === 'atrule' && isUtilitiesLayer(node),
      );
      const order = layerOrderOf(root);
      if (layers.length === 0) return;
      restateLayerOrder(root, order, () => new AtRuleNode({ name: 'layer' }));
      for (const layer of layers) {
        const targets = new Map<string, AtRule>();
        let insertAfter: AtRule = layer;
        for (const { node, layerName } of outermostBreakpoints(layer)) {
          if (!order.includes(layerName)) {
            // Undeclared, the layer would be ordered by whichever sheet happened to load first.
            throw node.error(
              `Breakpoint layer "${layerName}" is not in the declared layer order: add it, in ` +
                `Tailwind's variant order, to @cardbridge/build-config/layers.css and import ` +
                `that file first in this stylesheet.`,
              { plugin: 'cardbridge-breakpoint-layers' },
            );
          }
          let target = targets.get(layerName);
          if (!target) {
            target = new AtRuleNode({ name: 'layer', params: layerName });
            insertAfter.after(target);
            insertAfter = target;
            targets.set(layerName, target);
          }
          moveWithAncestors(node, layer, target);
        }
        if (targets.size > 0) {
          result.messages.push({
            type: 'breakpoint-layers',
            plugin: 'cardbridge-breakpoint-layers',
            layers: [...targets.keys()],
          });
        }
      }
    },
  };
}
breakpointLayers.postcss = true as const;
