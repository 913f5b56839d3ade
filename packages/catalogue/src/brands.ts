import type { Brand } from './brand';
import type { Category } from './categories';

interface BrandRow {
  emoji: string;
  rate: number;
  /** Whole dollars: the catalogue only uses 25, 50, 100 or 200. */
  min: 25 | 50 | 100 | 200;
  /** Whole dollars: 2000 for every brand except the two high-value ones. */
  max?: 2000 | 5000;
  popular?: true;
}

/** The catalogue written per category, in whole dollars, so the table stays readable. */
const table: Record<Category, Record<string, BrandRow>> = {
  'Retail & Shopping': {
    Amazon: { emoji: '📦', rate: 93, min: 25, popular: true },
    Walmart: { emoji: '🛒', rate: 91, min: 25, popular: true },
    Target: { emoji: '🎯', rate: 91, min: 25, popular: true },
    eBay: { emoji: '🏷️', rate: 88, min: 25 },
    'Barnes & Noble': { emoji: '📚', rate: 87, min: 25 },
    Etsy: { emoji: '🧶', rate: 86, min: 25 },
  },
  'Food & Dining': {
    Starbucks: { emoji: '☕', rate: 89, min: 25, popular: true },
    "Dunkin'": { emoji: '🍩', rate: 87, min: 25 },
    Chipotle: { emoji: '🌯', rate: 87, min: 25 },
    "Domino's": { emoji: '🍕', rate: 86, min: 25 },
    'Uber Eats': { emoji: '🥡', rate: 88, min: 25 },
    DoorDash: { emoji: '🛵', rate: 88, min: 25 },
  },
  Gaming: {
    Steam: { emoji: '🎮', rate: 88, min: 25, popular: true },
    PlayStation: { emoji: '🕹️', rate: 88, min: 25, popular: true },
    Xbox: { emoji: '🟢', rate: 89, min: 25, popular: true },
    'Nintendo eShop': { emoji: '🍄', rate: 89, min: 25 },
    'Razer Gold': { emoji: '🐍', rate: 90, min: 25 },
    Roblox: { emoji: '🧱', rate: 87, min: 25 },
  },
  'Technology & Apps': {
    'Apple iTunes': { emoji: '🎵', rate: 91, min: 25, popular: true },
    'Apple Store': { emoji: '🍎', rate: 92, min: 50, popular: true },
    'Google Play': { emoji: '▶️', rate: 90, min: 25, popular: true },
    'Microsoft Store': { emoji: '💻', rate: 88, min: 25 },
  },
  'Prepaid Cards': {
    'Vanilla Visa': { emoji: '🍦', rate: 87, min: 50 },
    'Vanilla Mastercard': { emoji: '🧁', rate: 87, min: 50 },
    OneVanilla: { emoji: '🪙', rate: 86, min: 50 },
    'Green Dot': { emoji: '🟩', rate: 86, min: 50 },
    Netspend: { emoji: '💵', rate: 86, min: 50 },
  },
  'Payment & Financial': {
    'Visa Gift Card': { emoji: '💳', rate: 89, min: 50, popular: true },
    'Mastercard Gift Card': { emoji: '💳', rate: 89, min: 50, popular: true },
    PayPal: { emoji: '🅿️', rate: 90, min: 50, popular: true },
    'American Express Gift Card': { emoji: '💎', rate: 90, min: 100, max: 5000 },
    'Cash App': { emoji: '💲', rate: 87, min: 50 },
  },
  Electronics: {
    'Best Buy': { emoji: '🖥️', rate: 90, min: 50 },
    Newegg: { emoji: '🖱️', rate: 87, min: 50 },
    Samsung: { emoji: '📱', rate: 88, min: 200 },
    GameStop: { emoji: '👾', rate: 87, min: 25 },
    'Micro Center': { emoji: '💾', rate: 86, min: 50 },
  },
  Entertainment: {
    Netflix: { emoji: '🎬', rate: 89, min: 25 },
    Spotify: { emoji: '🎧', rate: 88, min: 25 },
    Hulu: { emoji: '📺', rate: 87, min: 25 },
    'Disney+': { emoji: '🏰', rate: 88, min: 25 },
    'AMC Theatres': { emoji: '🍿', rate: 86, min: 25 },
    Fandango: { emoji: '🎟️', rate: 87, min: 25 },
  },
  'Fashion & Beauty': {
    Nike: { emoji: '👟', rate: 89, min: 50 },
    Adidas: { emoji: '🏃', rate: 87, min: 50 },
    Sephora: { emoji: '💄', rate: 89, min: 25 },
    'Ulta Beauty': { emoji: '💅', rate: 88, min: 25 },
    'H&M': { emoji: '👗', rate: 86, min: 25 },
    Gap: { emoji: '👖', rate: 86, min: 25 },
  },
  'Home & Garden': {
    'Home Depot': { emoji: '🔨', rate: 90, min: 50 },
    "Lowe's": { emoji: '🏠', rate: 89, min: 50 },
    IKEA: { emoji: '🛋️', rate: 88, min: 50 },
    Wayfair: { emoji: '🪑', rate: 87, min: 50 },
    'Williams Sonoma': { emoji: '🍳', rate: 86, min: 100 },
  },
  Transportation: {
    Uber: { emoji: '🚗', rate: 89, min: 25 },
    Lyft: { emoji: '🚙', rate: 88, min: 25 },
    'Delta Airlines': { emoji: '✈️', rate: 90, min: 100, max: 5000 },
    'Southwest Airlines': { emoji: '🛫', rate: 89, min: 100 },
    Shell: { emoji: '⛽', rate: 86, min: 25 },
  },
  'Department Stores': {
    "Macy's": { emoji: '⭐', rate: 88, min: 50 },
    Nordstrom: { emoji: '🧥', rate: 89, min: 50 },
    "Kohl's": { emoji: '🛍️', rate: 87, min: 25 },
    JCPenney: { emoji: '🎁', rate: 86, min: 25 },
    "Bloomingdale's": { emoji: '👜', rate: 88, min: 100 },
  },
};

const CENTS_PER_DOLLAR = 100;

/** `Barnes & Noble` -> `barnes-noble`, `Dunkin'` -> `dunkin`, `Disney+` -> `disney`. */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** All 64 brands, grouped by category in the order of docs/product.md#brand-catalogue. */
export const brands: readonly Brand[] = Object.freeze(
  (Object.entries(table) as [Category, Record<string, BrandRow>][]).flatMap(([category, rows]) =>
    Object.entries(rows).map(([name, row]) =>
      Object.freeze({
        name,
        slug: brandSlug(name),
        emoji: row.emoji,
        category,
        ratePercent: row.rate,
        minCents: row.min * CENTS_PER_DOLLAR,
        maxCents: (row.max ?? 2000) * CENTS_PER_DOLLAR,
        popular: row.popular ?? false,
      }),
    ),
  ),
);

const byName = new Map(brands.map((brand) => [brand.name, brand]));
const bySlug = new Map(brands.map((brand) => [brand.slug, brand]));

/** The brand with exactly this name, or undefined: the server refuses names not found here. */
export function findBrand(name: string): Brand | undefined {
  return byName.get(name);
}

/** The brand with this slug (`apple-itunes`), or undefined. */
export function findBrandBySlug(slug: string): Brand | undefined {
  return bySlug.get(slug);
}
