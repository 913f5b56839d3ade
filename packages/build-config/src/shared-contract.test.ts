import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { valueExportsOf, webKitIndex } from './shared-contract';

describe('the shared contract of a remote build', () => {
  it('lists value exports, renamed ones by their public name, and leaves types out', () => {
    const source = [
      "export { ApiError, errorMessageFor as messageOf } from './a';",
      "export {\n  toast,\n  type ToastItem,\n  useToastStore,\n} from './b';",
      "export type { CurrentUser } from './c';",
      'export function helper() {}',
      'export const LIMIT = 1;',
    ].join('\n');
    expect(valueExportsOf(source)).toEqual([
      'ApiError',
      'LIMIT',
      'helper',
      'messageOf',
      'toast',
      'useToastStore',
    ]);
  });

  it("reads the web kit's own index: its functions and components, none of its types", () => {
    const names = valueExportsOf(fs.readFileSync(webKitIndex, 'utf8'));
    expect(names).toEqual(
      expect.arrayContaining(['apiRequest', 'createQueryClient', 'RequireUser', 'toast']),
    );
    expect(names).not.toContain('CurrentUser');
    expect(names).not.toContain('ToastItem');
  });
});
