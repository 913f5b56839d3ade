import type { ChatConfig } from '../config';
import type { Allowance } from './take-allowances';

const minute = 60_000;
const hour = 60 * minute;

/**
 * How much one sender may post (docs/product.md#limits): generous for a person typing, far too
 * little to flood the admins' inbox. Counted per signed-in user or contact session, and per
 * address, so neither a new session nor a new address alone buys more.
 */
export type ChatLimits = Pick<
  ChatConfig,
  'CHAT_MESSAGES_PER_MINUTE' | 'CHAT_ADDRESS_MESSAGES_PER_MINUTE' | 'CONTACT_SESSIONS_PER_HOUR'
>;

const perAddress = (limits: ChatLimits, address: string): Allowance => ({
  key: `chat-address:${address}`,
  limit: limits.CHAT_ADDRESS_MESSAGES_PER_MINUTE,
  windowMs: minute,
});

/** POST /api/chat/message. */
export const userMessageAllowances = (
  limits: ChatLimits,
  { userId, address }: { userId: string; address: string },
): Allowance[] => [
  { key: `chat-user:${userId}`, limit: limits.CHAT_MESSAGES_PER_MINUTE, windowMs: minute },
  perAddress(limits, address),
];

/** POST /api/contact/message. */
export const contactMessageAllowances = (
  limits: ChatLimits,
  { sessionId, address }: { sessionId: string; address: string },
): Allowance[] => [
  { key: `chat-session:${sessionId}`, limit: limits.CHAT_MESSAGES_PER_MINUTE, windowMs: minute },
  perAddress(limits, address),
];

/** POST /api/contact: a new session would otherwise be a fresh per-session allowance. */
export const contactSessionAllowances = (
  limits: ChatLimits,
  { address }: { address: string },
): Allowance[] => [
  { key: `contact-address:${address}`, limit: limits.CONTACT_SESSIONS_PER_HOUR, windowMs: hour },
];
