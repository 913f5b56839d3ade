import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's explanation for the first element (e.g. the contrast ratio and colours found). */
  summary: string;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is and answers the serious and
 * critical findings, and any heading out of order, each with the elements it names.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Colours are judged at rest: a control mid-transition (a button fading in as it becomes
  // enabled) blends its colours with what is behind it for a few frames.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            o: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    // Headings in order (h1, then h2 ...): a best-practice rule of 'moderate' impact, held too.
    const order = await axe.run(document, { runOnly: { type: 'rule', values: ['heading-order'] } });
    return [
      ...result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ...order.violations,
    ].map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
  });
}
