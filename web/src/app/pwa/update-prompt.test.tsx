import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '../../sw/cache-policy';
import { UpdatePrompt, activateWaitingWorker } from './update-prompt';

describe('UpdatePrompt', () => {
  it('says a new version is available, announced politely, with Reload and Later buttons', () => {
    const html = renderToStaticMarkup(<UpdatePrompt onReload={() => {}} onDismiss={() => {}} />);
    expect(html).toMatch(/<p[^>]*role="status"[^>]*>A new version is available<\/p>/);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Reload<\/button>/);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Later<\/button>/);
  });
});

describe('activateWaitingWorker', () => {
  function browserWith(waiting: { postMessage: (message: unknown) => void } | null) {
    const listeners: Array<() => void> = [];
    const container = { addEventListener: (_type: string, listener: () => void) => listeners.push(listener) };
    const reload = vi.fn();
    const registration = { waiting } as unknown as Pick<ServiceWorkerRegistration, 'waiting'>;
    const controllerChanges = () => listeners.forEach((listener) => listener());
    return { activation: { registration, container: container as unknown as ServiceWorkerContainer, reload }, reload, controllerChanges };
  }

  it('asks the waiting worker to take over, and reloads once it has, only once', () => {
    const postMessage = vi.fn();
    const { activation, reload, controllerChanges } = browserWith({ postMessage });
    expect(activateWaitingWorker(activation)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    controllerChanges();
    controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no worker is waiting', () => {
    const { activation, reload, controllerChanges } = browserWith(null);
    expect(activateWaitingWorker(activation)).toBe(false);
    controllerChanges();
    expect(reload).not.toHaveBeenCalled();
  });
});
