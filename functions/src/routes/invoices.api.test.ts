import { INVOICE_NOT_FOUND } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bearer, binaryBody, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { pdfPageTexts } from '../../../tests/support/pdf-text.js';
import { clearMailbox, waitForMail } from '../../../tests/support/mail.js';
import { clearCollection, usePayments } from '../../../tests/support/payments.js';
import { db } from '../lib/firebase.js';
import { invoiceAttachment } from '../services/invoices/attachment.js';
import { issueInvoice } from '../services/invoices/issue.js';
import { deliverMail } from '../services/mail/sender.js';

/**
 * GST invoices against the emulators and the LOCAL STAND-IN of Razorpay: the seller card, the
 * document each captured payment gets, numbering under concurrency, credit notes and who may
 * download what.
 */

const { buy, refundInFull } = usePayments(['invoices', 'invoiceCounters', 'settings']);

let admin: TestAccount;
let student: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  ({ admin, student, other } = await createTestAccounts());
});

// Maharashtra (27); a GSTIN whose check character is right.
const SELLER = { legalName: 'Asha Chemistry Classes', address: '12 MG Road\nPune 411001', state: '27', gstin: '27AAPFU0939F1ZV' };

const saveSeller = (body: object, account: TestAccount | null = admin) => {
  const request = api().put('/api/invoices/seller');
  return (account ? request.set(bearer(account.token)) : request).send(body);
};

const download = (paymentId: string, account: TestAccount | null, which = 'invoice') => {
  const request = api().get(`/api/invoices/${paymentId}/${which}`);
  return (account ? request.set(bearer(account.token)) : request).buffer(true).parse(binaryBody);
};

/** The PDF's text; ₹ is drawn in its own font, so pdf.js gives it as its own item before the amount. */
const textOfPdf = async (body: Buffer) => (await pdfPageTexts(new Uint8Array(body))).join('\n').replace(/₹\n/g, '₹');

describe('the seller card', () => {
  it('is saved by the admin with the GSTIN normalised, and refused to students and anonymous callers', async () => {
    const saved = await saveSeller({ ...SELLER, gstin: ' 27aapfu0939f1zv ' });
    expect(saved.status).toBe(200);
    expect(saved.body.seller).toEqual(SELLER);
    expect((await api().get('/api/invoices/seller').set(bearer(admin.token))).body.seller).toEqual(SELLER);
    expect((await saveSeller(SELLER, student)).status).toBe(403);
    expect((await saveSeller(SELLER, null)).status).toBe(401);
    expect((await api().get('/api/invoices/seller').set(bearer(student.token))).status).toBe(403);
  });

  it.each([
    [
      'a wrong check character',
      { gstin: '27AAPFU0939F1ZW' },
      'The GSTIN’s last character does not match: please check it for a typing mistake.',
    ],
    ['a GSTIN of another state', { state: '29' }, 'The GSTIN’s first two digits must be the code of the state chosen.'],
    ['an unknown state', { state: '99', gstin: '' }, 'Choose your state or union territory from the list.'],
    ['a control character', { legalName: 'Asha\u0007' }, expect.stringMatching(/Legal name|character/)],
  ])('refuses %s with 400 and says why', async (_case, change, message) => {
    const response = await saveSeller({ ...SELLER, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(message);
  });
});

describe('the document a payment gets', () => {
  beforeEach(async () => {
    await clearCollection('invoices');
  });

  it('is a Tax Invoice with CGST + SGST for a student in the teacher’s state, downloaded by its student with the tax lines', async () => {
    await saveSeller(SELLER);
    const paymentId = await buy(student, { planId: 'starter', state: '27' });

    const receipts = await api().get('/api/payments/mine').set(bearer(student.token));
    expect(receipts.body.payments[0].invoice).toEqual({
      kind: 'Tax Invoice',
      number: expect.stringMatching(/^INV\/\d{4}-\d{2}\/0001$/),
      creditNoteNumber: null,
    });

    const file = await download(paymentId, student);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const text = await textOfPdf(file.body as Buffer);
    for (const line of [
      'Tax Invoice',
      'GSTIN: 27AAPFU0939F1ZV',
      'SAC 999293',
      'CGST @ 9%',
      '₹22.80',
      'SGST @ 9%',
      '₹22.81',
      '₹253.39',
      'Rupees Two Hundred Ninety-Nine Only',
      paymentId,
      'Place of supply: Maharashtra',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('IGST');
    // Stored once: the second download is the same file.
    expect(Buffer.compare((await download(paymentId, student)).body as Buffer, file.body as Buffer)).toBe(0);
  });

  it('charges IGST 18% to a student in another state', async () => {
    await saveSeller(SELLER);
    const paymentId = await buy(student, { planId: 'starter', state: '29' });
    const text = await textOfPdf((await download(paymentId, student)).body as Buffer);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹45.61');
    expect(text).not.toContain('CGST');
  });

  it('is a Receipt without tax lines when the teacher has no GSTIN', async () => {
    await saveSeller({ ...SELLER, gstin: '' });
    const paymentId = await buy(student, { planId: 'starter' });
    expect((await db().doc(`payments/${paymentId}`).get()).get('invoice')).toMatchObject({
      kind: 'Receipt',
      number: expect.stringMatching(/^RCPT\//),
    });
    const text = await textOfPdf((await download(paymentId, student)).body as Buffer);
    expect(text).toContain('Receipt');
    expect(text).not.toContain('GST @');
  });

  it('gets consecutive numbers with no gap and no repeat when payments land at once', async () => {
    await saveSeller(SELLER);
    const paymentIds = await Promise.all([
      buy(student, { planId: 'starter' }),
      buy(other, { planId: 'advanced' }),
      buy(admin, { planId: 'starter' }),
    ]);
    const numbers = (await Promise.all(paymentIds.map((id) => db().doc(`invoices/${id}`).get()))).map((doc) => doc.get('number') as string);
    expect(numbers.map((number) => Number(number.split('/')[2])).sort()).toEqual([1, 2, 3]);
    // Issuing again changes nothing.
    await issueInvoice(paymentIds[0]!);
    expect((await db().collection('invoices').get()).size).toBe(3);
  });

  it('is downloaded by its student or an admin only; another student is told it does not exist', async () => {
    await saveSeller(SELLER);
    const paymentId = await buy(student, { planId: 'starter' });
    expect((await download(paymentId, admin)).status).toBe(200);
    // The admin's Users list names the payment its Invoice button downloads.
    const users = await api().get('/api/admin/users?search=asha').set(bearer(admin.token));
    expect(users.body.users[0].latestPayment).toMatchObject({ status: 'paid', paymentId });
    expect((await download(paymentId, other)).status).toBe(404);
    expect((await download(paymentId, null)).status).toBe(401);
    expect((await download('pay_NoSuchPayment1', student)).status).toBe(404);
  });

  it('is not issued at a stranger’s request: no number is taken, and only its student’s download issues it', async () => {
    await saveSeller(SELLER);
    // A captured payment whose invoice the capture could not issue (issued on first download then).
    const paymentId = 'pay_NotIssuedYet1';
    await db().doc(`payments/${paymentId}`).set({
      orderId: 'order_NotIssuedYet1',
      userId: student.uid,
      planId: 'starter',
      planName: 'Starter',
      amount: 29900,
      currency: 'INR',
      status: 'captured',
      capturedAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    });

    for (const which of ['invoice', 'credit-note']) {
      const stranger = await download(paymentId, other, which);
      expect(stranger.status).toBe(404);
      // As for a payment that does not exist: its owner's payment ids cannot be probed.
      expect(JSON.parse((stranger.body as Buffer).toString('utf8')).message).toBe(INVOICE_NOT_FOUND);
    }
    expect((await db().doc(`invoices/${paymentId}`).get()).exists).toBe(false);
    expect((await db().collection('invoiceCounters').get()).size).toBe(0);
    expect((await db().doc(`payments/${paymentId}`).get()).get('invoice')).toBeUndefined();

    // Its student's download issues it, with the first number of the year.
    expect((await download(paymentId, student)).status).toBe(200);
    expect((await db().doc(`invoices/${paymentId}`).get()).get('number')).toMatch(/^INV\/\d{4}-\d{2}\/0001$/);
  });

  it('gets a credit note referring to it when refunded in full', async () => {
    await saveSeller(SELLER);
    const paymentId = await buy(student, { planId: 'starter' });
    expect((await download(paymentId, student, 'credit-note')).status).toBe(404);
    expect((await refundInFull(paymentId)).status).toBe(200);
    const invoice = await db().doc(`invoices/${paymentId}`).get();
    expect(invoice.get('creditNote')).toMatchObject({ number: expect.stringMatching(/^CN\/\d{4}-\d{2}\/0001$/), amount: 29900 });
    const file = await download(paymentId, admin, 'credit-note');
    expect(file.status).toBe(200);
    const text = await textOfPdf(file.body as Buffer);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Against tax invoice ${invoice.get('number') as string}`);
  });

  it('is handed to the receipt email as a PDF attachment, and null for an unknown payment', async () => {
    await saveSeller(SELLER);
    const paymentId = await buy(student, { planId: 'starter' });
    const attachment = await invoiceAttachment(paymentId);
    expect(attachment).toMatchObject({ filename: expect.stringMatching(/^INV-\d{4}-\d{2}-0001\.pdf$/), contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await invoiceAttachment('pay_NoSuchPayment1')).toBeNull();
  });

  it('reaches the student over SMTP attached to the receipt email the payment queued', async () => {
    await saveSeller(SELLER);
    await clearMailbox();
    const paymentId = await buy(student, { planId: 'starter' });
    // What the `sendMail` trigger runs for the mail the payment's transaction queued.
    expect(await deliverMail(`receipt-${paymentId}`)).toBe('sent');
    const mail = await waitForMail({ to: student.email, subject: 'payment received for Starter' });
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: expect.stringMatching(/^INV-\d{4}-\d{2}-0001\.pdf$/), contentType: 'application/pdf' }),
    ]);
    expect(mail.attachments![0]!.size).toBeGreaterThan(1000);
  });
});
