/** The plans page's texts for the place of supply and coupons, in one place for a later translation. */
export const CHECKOUT_TEXT = {
  stateLabel: 'Your state (for the invoice)',
  statePlaceholder: 'Choose your state',
  stateRequired: 'Choose your state or union territory: the invoice needs it.',
  couponToggle: 'Have a coupon?',
  couponLabel: 'Coupon code',
  couponApply: 'Apply',
  couponChecking: 'Checking...',
  couponRemove: 'Remove',
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  discount: (code: string) => `Coupon ${code}`,
  totalPayable: 'Total payable',
  freeWithCoupon: 'The coupon covers the whole price: no payment is needed.',
} as const;
