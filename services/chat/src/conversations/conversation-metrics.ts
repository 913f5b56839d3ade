import { scrapeGauge } from '@cardbridge/service-kit';
import type { Logger, Registry } from '@cardbridge/service-kit';
import type { ConversationModel } from './conversation.model';

/**
 * Support threads waiting for an answer (docs/product.md#metrics): a user's or visitor's messages
 * no admin has read yet. An indexed count made at scrape time.
 */
export function conversationMetrics(
  registry: Registry,
  conversations: ConversationModel,
  logger: Logger,
): void {
  scrapeGauge(registry, {
    name: 'cardbridge_chat_threads_awaiting_answer',
    help: 'Support threads with messages no admin has read yet.',
    read: async () => [{ value: await conversations.countDocuments({ unreadCount: { $gt: 0 } }) }],
    logger,
  });
}
