import { beforeAll } from 'vitest';
import { bucket } from '../../functions/src/lib/firebase.js';
import { clearAuth, clearFirestore } from './emulators.js';

// Each test file starts from empty emulators, so files never depend on one another's leftovers.
beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth(), bucket().deleteFiles({ force: true })]);
});
