import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A remote's page-contract.ts, as each remote writes it, typechecked against the shell's page
 * contract: this proves a page of the wrong shape fails the remote's own typecheck.
 */
const fixtures = path.join(import.meta.dirname, '../.tmp');
fs.mkdirSync(fixtures, { recursive: true });
const root = fs.mkdtempSync(path.join(fixtures, 'page-contract-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The import specifier of one of this package's modules, from a fixture remote's folder. */
const specifier = (from: string, module: string) =>
  path.relative(from, path.join(import.meta.dirname, module)).replaceAll(path.sep, '/');

/** Writes a one-page remote whose page file is `page` and returns its type errors. */
function typecheckRemote(name: string, page: string, exportName = 'QuotePage'): string[] {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'quote-page.tsx'), page);
  fs.writeFileSync(
    path.join(dir, 'routes.ts'),
    `import type { RemoteRouteDeclaration } from '${specifier(dir, 'remote-routes')}';
export const routes = [
  { path: '/quote', file: './quote-page.tsx', export: '${exportName}' },
] as const satisfies readonly RemoteRouteDeclaration[];
`,
  );
  fs.writeFileSync(
    path.join(dir, 'page-contract.ts'),
    `import type { PageModules } from '${specifier(dir, 'page-contract')}';
import type { routes } from './routes';
export const pageModules = {
  './quote-page.tsx': () => import('./quote-page'),
} satisfies PageModules<typeof routes>;
`,
  );
  const program = ts.createProgram([path.join(dir, 'page-contract.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// A TypeScript program with React's types takes seconds on a busy machine.
describe("a remote's pages against the shell's page contract", { timeout: 60_000 }, () => {
  it('accepts a page component the shell can render as <Page />', () => {
    expect(
      typecheckRemote('good', 'export function QuotePage() {\n  return <h1>Quote</h1>;\n}\n'),
    ).toEqual([]);
  });

  it('refuses a page that needs props the shell never passes', () => {
    const errors = typecheckRemote(
      'props',
      'export function QuotePage({ brand }: { brand: string }) {\n  return <h1>{brand}</h1>;\n}\n',
    );
    expect(errors.join('\n')).toMatch(/brand/);
  });

  it('refuses an export that is not a component, and a missing one', () => {
    expect(typecheckRemote('value', "export const QuotePage = 'quote';\n")).not.toEqual([]);
    const missing = typecheckRemote(
      'missing',
      'export function OtherPage() {\n  return null;\n}\n',
    );
    expect(missing.join('\n')).toMatch(/QuotePage/);
  });
});
