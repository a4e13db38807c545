import { describe, expect, it } from 'vitest';
import { BROWSER_RUN_SHIFT, everyStackPort } from './local-stack.js';
import { MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT } from './mail-source.js';
import { RAZORPAY_STAND_IN_PORT } from './payment-source.js';
import { PUSH_STAND_IN_PORT } from './push-source.js';
import { DRILL_PORT_SHIFT } from './restore-drill.js';
import { YOUTUBE_STAND_IN_PORT } from './video-source.js';

describe('the restore drill’s ports', () => {
  it('are none of the ports of the run it sits beside, of the browser run beside that, or of their stand-ins', () => {
    const standIns = [MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT, RAZORPAY_STAND_IN_PORT, PUSH_STAND_IN_PORT, YOUTUBE_STAND_IN_PORT];
    const runOn = (offset: number) => [...everyStackPort(offset), ...standIns.map((port) => port + offset)];
    for (const base of [0, 3000]) {
      const taken = new Set([...runOn(base), ...runOn(base + BROWSER_RUN_SHIFT)]);
      expect(everyStackPort(base + DRILL_PORT_SHIFT).filter((port) => taken.has(port))).toEqual([]);
    }
    // The check has teeth: the shift it replaced put the drill's Firestore websocket on the browser run's hub.
    expect(everyStackPort(250)).toContain(4400 + BROWSER_RUN_SHIFT);
  });
});
