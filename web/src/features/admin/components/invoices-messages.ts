/** The admin's Invoices and Coupons sections' texts, in one place for a later translation. */
export const INVOICES_TEXT = {
  intro:
    'Your details as every invoice prints them. With a GSTIN each payment gets a Tax Invoice (GST included: CGST + SGST in your state, IGST elsewhere); without one, a Receipt. Issued documents never change.',
  legalName: 'Legal name',
  address: 'Address',
  state: 'State',
  statePlaceholder: 'Choose the state',
  gstin: 'GSTIN (leave blank if not registered)',
  save: 'Save seller details',
  saving: 'Saving...',
  saved: 'Seller details saved',
  saveFailed: 'Save failed',
  loading: 'Loading seller details...',
  loadFailed: 'Could not load the seller details.',
} as const;

export const COUPONS_TEXT = {
  newCoupon: 'New coupon',
  code: 'Code',
  kind: 'Discount',
  percent: 'Percent off',
  fixed: 'Rupees off',
  value: 'Amount',
  plans: 'Plan ids (comma-separated, blank = any plan)',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  maxUses: 'Total uses (blank = no limit)',
  active: 'Active',
  create: 'Create coupon',
  creating: 'Creating...',
  created: 'Coupon created',
  createFailed: 'Create failed',
  switchOn: 'Switch on',
  switchOff: 'Switch off',
  updated: 'Coupon updated',
  updateFailed: 'Update failed',
  loading: 'Loading coupons...',
  loadFailed: 'Could not load coupons.',
  empty: 'No coupons yet. Create the first one above.',
  off: (kind: string, value: number) => (kind === 'percent' ? `${value}% off` : `₹${value} off`),
  uses: (used: number, max: number | null) => (max === null ? `${used} used` : `${used} of ${max} used`),
  window: (from: string, until: string) => `${from} – ${until}`,
  inactive: 'switched off',
} as const;

export const ADMIN_INVOICE_TEXT = {
  download: 'Invoice',
  label: (name: string) => `Download the invoice of ${name}'s payment`,
  failed: 'Download failed',
} as const;
