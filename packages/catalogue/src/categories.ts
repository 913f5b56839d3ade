/** The twelve brand categories, in the order docs/product.md#brand-catalogue lists them. */
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
