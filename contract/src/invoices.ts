import { z } from 'zod';
import { stateField, tooLong } from './field-schemas.js';
import { GSTIN_MESSAGES, gstinProblem } from './gst.js';
import { requestSchema } from './text.js';

/**
 * Invoices and receipts: the teacher's seller details, the student's state (place of
 * supply) asked at checkout, and the documents a payment gets. The arithmetic is in gst.ts.
 */

export { UNKNOWN_STATE } from './field-schemas.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, tooLong(label, max));

/** Blank means "no GSTIN" (documents are then Receipts); anything else must be a valid GSTIN. */
const gstinField = z
  .string({ error: GSTIN_MESSAGES.shape })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((gstin, context) => {
    const problem = gstin === '' ? undefined : gstinProblem(gstin);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** PUT /api/invoices/seller: the admin's seller card. */
export const sellerSettingsSchema = requestSchema(
  z
    .object({
      legalName: text('Legal name', 200),
      address: text('Address', 500),
      state: stateField,
      gstin: gstinField.default(''),
    })
    .refine(({ gstin, state }) => gstin === '' || gstin.startsWith(state), {
      message: 'The GSTIN’s first two digits must be the code of the state chosen.',
      path: ['gstin'],
    }),
);
export type SellerSettingsInput = z.input<typeof sellerSettingsSchema>;
export type SellerSettings = z.output<typeof sellerSettingsSchema>;

/** GET/PUT /api/invoices/seller. `seller` is null until the teacher has saved the card. */
export interface SellerSettingsAnswer {
  seller: SellerSettings | null;
  updatedAt: string | null;
}

export const DOCUMENT_KINDS = ['Tax Invoice', 'Receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a receipt in the payments list says of its documents (the files are downloaded by route). */
export interface InvoiceSummary {
  kind: DocumentKind;
  number: string;
  /** The credit note's number once the payment was refunded in full. */
  creditNoteNumber: string | null;
}

export const INVOICE_NOT_FOUND = 'There is no invoice for this payment.';
export const CREDIT_NOTE_NOT_FOUND = 'There is no credit note for this payment.';
