import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * sweetalert2 renders `title` and `html` as HTML; `titleText` and `text` as plain text. The dialogs
 * show server messages and names typed by people (a category, a note title), so every one must go
 * through the text-only options: `<img src=x onerror=...>` in a message is shown, never run.
 */
const fire = vi.fn((options: Record<string, unknown>) => {
  void options;
  return Promise.resolve({ isConfirmed: true });
});
vi.mock('sweetalert2', () => ({ default: { fire } }));

const { confirmDialog, showAlert, showToast } = await import('./dialogs');

const MARKUP = '<img src=x onerror="alert(1)"> Category <b>in use</b>';

function lastOptions(): Record<string, unknown> {
  const call = fire.mock.calls.at(-1);
  if (!call) throw new Error('no dialog was shown');
  return call[0];
}

function expectTextOnly(options: Record<string, unknown>) {
  expect(options).not.toHaveProperty('title');
  expect(options).not.toHaveProperty('html');
  expect(options.titleText).toBe(MARKUP);
}

beforeEach(() => {
  fire.mockClear();
});

describe('dialogs put text where sweetalert2 shows it as text', () => {
  it('showAlert', async () => {
    await showAlert({ title: MARKUP, text: MARKUP, icon: 'error' });
    expectTextOnly(lastOptions());
    expect(lastOptions().text).toBe(MARKUP);
  });

  it('confirmDialog', async () => {
    await confirmDialog({ title: MARKUP, text: MARKUP, confirmButtonText: 'Delete' });
    expectTextOnly(lastOptions());
  });

  it('showToast', async () => {
    await showToast(MARKUP, 'error');
    expectTextOnly(lastOptions());
  });
});
