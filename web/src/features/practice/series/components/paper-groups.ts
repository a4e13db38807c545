import type { TestSummary } from '@chem/contract';

type Paper = Pick<TestSummary, 'window' | 'opensAt' | 'lastStartAt'>;

export interface PaperGroups<Item> {
  /** Open now, or open at any time. */
  open: Item[];
  upcoming: Item[];
  /** Past their last start. */
  past: Item[];
}

/**
 * A series' papers as its page groups them at `now`, from their times: the public answer may be a
 * few minutes old in a cache, so a paper that has opened or closed since moves group here. The
 * same rule as the server's window state (opens at `opensAt`, startable until `lastStartAt`).
 */
export function groupPapers<Item extends Paper>(papers: readonly Item[], now: Date): PaperGroups<Item & Paper> {
  const groups: PaperGroups<Item> = { open: [], upcoming: [], past: [] };
  for (const paper of papers) {
    if (paper.window === 'always') groups.open.push(paper);
    else if (paper.opensAt !== null && now.getTime() < Date.parse(paper.opensAt)) groups.upcoming.push({ ...paper, window: 'upcoming' });
    else if (paper.lastStartAt !== null && now.getTime() > Date.parse(paper.lastStartAt)) groups.past.push({ ...paper, window: 'closed' });
    else groups.open.push({ ...paper, window: 'open' });
  }
  return groups;
}
