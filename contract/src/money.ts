/**
 * Prices are whole rupees in the API and on screen; Razorpay counts paise. These two are the only
 * places the factor of 100 appears.
 */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
