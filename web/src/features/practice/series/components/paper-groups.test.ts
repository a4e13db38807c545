import type { TestSummary } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { groupPapers } from './paper-groups';

const NOW = new Date('2026-11-29T10:00:00Z');
const paper = (id: string, window: TestSummary['window'], opensAt: string | null, lastStartAt: string | null) => ({
  id,
  window,
  opensAt,
  lastStartAt,
});

describe('a series page’s groups', () => {
  it('puts a paper by its times at the moment shown, whatever state the (cached) answer said', () => {
    const groups = groupPapers(
      [
        paper('always', 'always', null, null),
        paper('open', 'open', '2026-11-29T09:00:00Z', '2026-11-29T11:00:00Z'),
        // Said upcoming five minutes ago; opened since.
        paper('opened', 'upcoming', '2026-11-29T09:58:00Z', '2026-11-29T12:00:00Z'),
        paper('upcoming', 'upcoming', '2026-12-06T09:00:00Z', '2026-12-06T12:00:00Z'),
        // Said open; its last start has passed.
        paper('closed', 'open', '2026-11-29T06:00:00Z', '2026-11-29T09:59:00Z'),
        paper('opens-only', 'open', '2026-11-20T09:00:00Z', null),
      ],
      NOW,
    );
    expect(groups.open.map((item) => [item.id, item.window])).toEqual([
      ['always', 'always'],
      ['open', 'open'],
      ['opened', 'open'],
      ['opens-only', 'open'],
    ]);
    expect(groups.upcoming.map((item) => item.id)).toEqual(['upcoming']);
    expect(groups.past.map((item) => [item.id, item.window])).toEqual([['closed', 'closed']]);
  });
});
