/**
 * The metric names a PromQL expression reads. Not a full parser: it removes what cannot be a
 * metric name (strings, label matchers, ranges, grouping clauses, numbers) and keeps the
 * identifiers left that are not functions or operators. Enough for the dashboards and alert
 * rules in this folder, whose test fails on any name no service exports.
 */
const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+\S+/g, ' ')
    .replace(/\b\d+(\.\d+)?(e[+-]?\d+)?\b/gi, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*(\s*\()?/g)) {
    const [, call] = match;
    const name = match[0].replace(/\s*\($/, '');
    if (call || keywords.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

/** A histogram is exported under its own name; PromQL reads its `_bucket`, `_sum`, `_count`. */
export const histogramFamily = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
