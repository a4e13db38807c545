import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, getPair, isClosedTransaction, runTransaction } from './firebase.js';

/**
 * Every transaction of the app runs through runTransaction: when the database closes a
 * transaction under it (the Firestore emulator's answer to two contending transactions), the
 * work runs again instead of failing the student's payment with a 500.
 */

function closedTransactionError(): Error {
  return Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed'), { code: 3 });
}

let counter = 0;
function freshDoc() {
  counter += 1;
  return db().collection('transactionChecks').doc(`doc-${Date.now()}-${counter}`);
}

describe('runTransaction', () => {
  it('runs a transaction the database closed again, and its writes land once', async () => {
    const ref = freshDoc();
    let runs = 0;
    const result = await runTransaction(async (transaction) => {
      runs += 1;
      const snapshot = await transaction.get(ref);
      transaction.set(ref, { count: FieldValue.increment(1) }, { merge: true });
      if (runs === 1) throw closedTransactionError();
      return snapshot.exists;
    });
    expect(runs).toBe(2);
    expect(result).toBe(false);
    expect((await ref.get()).get('count')).toBe(1);
  });

  it('gives up after its attempts and throws the error', async () => {
    const ref = freshDoc();
    let runs = 0;
    const failing = runTransaction(
      async (transaction) => {
        runs += 1;
        await transaction.get(ref);
        throw closedTransactionError();
      },
      undefined,
      3,
    );
    await expect(failing).rejects.toThrow('Transaction is invalid or closed');
    expect(runs).toBe(3);
    expect((await ref.get()).exists).toBe(false);
  });

  it('does not run again for any other error', async () => {
    let runs = 0;
    const failing = runTransaction(async () => {
      runs += 1;
      throw Object.assign(new Error('3 INVALID_ARGUMENT: a different problem'), { code: 3 });
    });
    await expect(failing).rejects.toThrow('a different problem');
    expect(runs).toBe(1);
  });

  it('lets two transactions updating the same pair of documents both complete', async () => {
    const first = freshDoc();
    const second = freshDoc();
    const bump = () =>
      runTransaction(async (transaction) => {
        const [a, b] = await getPair(transaction, first, second);
        transaction.set(first, { count: ((a.get('count') as number | undefined) ?? 0) + 1 });
        transaction.set(second, { count: ((b.get('count') as number | undefined) ?? 0) + 1 });
      });
    await Promise.all([bump(), bump(), bump()]);
    expect((await first.get()).get('count')).toBe(3);
    expect((await second.get()).get('count')).toBe(3);
  });
});

describe('isClosedTransaction', () => {
  it('recognises the closed-transaction error by its code and message only', () => {
    expect(isClosedTransaction(closedTransactionError())).toBe(true);
    expect(isClosedTransaction(Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 }))).toBe(false);
    expect(isClosedTransaction(new Error('Transaction is invalid or closed'))).toBe(false);
    expect(isClosedTransaction('Transaction is invalid or closed')).toBe(false);
  });
});
