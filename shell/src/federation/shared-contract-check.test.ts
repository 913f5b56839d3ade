import { describe, expect, it } from 'vitest';
import * as WebKit from '@cardbridge/web-kit';
import { unmetNeeds } from './shared-contract-check';

describe('a remote built against another web kit', () => {
  const provided = { '@cardbridge/web-kit': WebKit as Record<string, unknown> };

  it('is accepted when every export it was built against is here', () => {
    expect(
      unmetNeeds({ needs: { '@cardbridge/web-kit': ['toast', 'apiRequest'] } }, provided),
    ).toEqual([]);
    expect(unmetNeeds({}, provided)).toEqual([]);
  });

  it('names what this shell lacks when it was built against a newer one', () => {
    expect(
      unmetNeeds({ needs: { '@cardbridge/web-kit': ['toast', 'brandNewHelper'] } }, provided),
    ).toEqual(['@cardbridge/web-kit#brandNewHelper']);
  });
});
