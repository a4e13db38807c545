import { describe, expect, it } from 'vitest';
import { pushMessage, sitePath } from './push-message';

const data = (text: string) => ({ text: () => text });

describe('a push message', () => {
  it('reads the server’s JSON', () => {
    expect(
      pushMessage(data(JSON.stringify({ id: 'n1', kind: 'doubt-answered', title: 'Answered', body: 'See it', link: '/doubts/d1' }))),
    ).toEqual({ id: 'n1', title: 'Answered', body: 'See it', link: '/doubts/d1' });
  });

  it('shows nothing for an empty, malformed or untitled message', () => {
    expect(pushMessage(null)).toBeNull();
    expect(pushMessage(data('not json'))).toBeNull();
    expect(pushMessage(data('"text"'))).toBeNull();
    expect(pushMessage(data(JSON.stringify({ body: 'no title' })))).toBeNull();
  });

  it('opens only a path of this site, else the inbox', () => {
    expect(sitePath('/doubts/d1')).toBe('/doubts/d1');
    expect(sitePath('https://evil.example/')).toBe('/notifications');
    expect(sitePath('//evil.example/')).toBe('/notifications');
    expect(sitePath('/\\evil.example')).toBe('/notifications');
    expect(sitePath(null)).toBe('/notifications');
  });
});
