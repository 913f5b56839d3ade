/** The twelve brand categories of the product spec, in the order the spec lists them. */
export const categories = [
  'Retail & Shopping',
  'Food & Dining',
  'Gaming',
  'Technology & Apps',
  'Prepaid Cards',
  'Payment & Financial',
  'Electronics',
  'Entertainment',
  'Fashion & Beauty',
  'Home & Garden',
  'Transportation',
  'Department Stores',
] as const;

export type Category = (typeof categories)[number];
