import { INVOICE_NOT_FOUND, sellerSettingsSchema } from '@chem/contract';
import type { Request, Response } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { notFound } from '../lib/errors.js';
import { parseInput } from '../lib/validate.js';
import { saveSellerSettings, sellerSettings } from '../services/invoices/seller.js';

const { router, route } = apiRouter('/api/invoices');
export const invoicesRouter = router;

route('GET /api/invoices/seller', requireAdmin, async (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return sellerSettings();
});

route('PUT /api/invoices/seller', requireAdmin, (req) => saveSellerSettings(parseInput(sellerSettingsSchema, req.body), caller(req).uid));

/**
 * The payment's invoice or credit note as a PDF: its student or an admin. Anyone else is told it
 * does not exist (404), so payment ids cannot be probed.
 */
async function sendDocument(req: Request, res: Response, which: 'invoice' | 'credit-note') {
  const paymentId = String(req.params.paymentId ?? '');
  if (!/^pay_[A-Za-z0-9]{1,40}$/.test(paymentId)) throw notFound(INVOICE_NOT_FOUND);
  // Loaded on first download: Storage and the PDF drawing stay off every other request's path.
  const { invoiceFile, invoiceFor } = await import('../services/invoices/files.js');
  const user = caller(req);
  const invoice = await invoiceFor(paymentId, { uid: user.uid, isAdmin: isAdmin(user) });
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  const file = await invoiceFile(invoice, which);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', file.filename),
      'Cache-Control': 'private, no-store',
    })
    .send(file.content);
}

route('GET /api/invoices/:paymentId/invoice', requireCurrentUser, (req, res) => sendDocument(req, res, 'invoice'));
route('GET /api/invoices/:paymentId/credit-note', requireCurrentUser, (req, res) => sendDocument(req, res, 'credit-note'));
