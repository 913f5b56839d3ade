import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Tabs, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

describe('TabsList', () => {
  it('never grows past its container: a long list scrolls from its first tab', () => {
    render(
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    const list = screen.getByRole('tablist');
    // Layout is checked in the browser at 390 px; here the classes that produce it are pinned.
    expect(list.className).toContain('max-w-full');
    expect(list.className).toContain('overflow-x-auto');
    expect(list.className).toContain('justify-start');
    expect(list.className).not.toContain('justify-center');
  });
});
