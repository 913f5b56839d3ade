import type { Connection } from 'mongoose';
import { activityModel, ensureActivityCounter } from './activity.model';
import type { ActivityModel } from './activity.model';
import { conversationModel } from './conversation.model';
import type { ConversationModel } from './conversation.model';
import { messageModel } from './message.model';
import type { MessageModel } from './message.model';

/** The chat service's collections, handed to each use case as its deps. */
export interface ChatModels {
  conversations: ConversationModel;
  messages: MessageModel;
  activity: ActivityModel;
}

export function chatModels(db: Connection): ChatModels {
  return {
    conversations: conversationModel(db),
    messages: messageModel(db),
    activity: activityModel(db),
  };
}

/**
 * Builds the indexes and the activity counter; the service reports ready once they exist, so no
 * two first messages race to create the counter.
 */
export function initChatModels({
  conversations,
  messages,
  activity,
}: ChatModels): Promise<unknown> {
  return Promise.all([conversations.init(), messages.init(), ensureActivityCounter(activity)]);
}
