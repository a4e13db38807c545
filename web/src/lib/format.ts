const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-IN');

/** ₹1,499 / ₹1,00,000: the rupee sign with Indian digit grouping. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** 1,23,456: counts (students, downloads) in Indian digit grouping. */
export const formatCount = (value: number) => count.format(value);
