import type { Connection } from 'mongoose';
import { allowanceModel } from '../flood-control/allowance.model';
import type { AllowanceModel } from '../flood-control/allowance.model';
import { activityModel, ensureActivityCounter } from './activity.model';
import type { ActivityModel } from './activity.model';
import { contactSessionModel } from './contact-session.model';
import type { ContactSessionModel } from './contact-session.model';
import { conversationModel } from './conversation.model';
import type { ConversationModel } from './conversation.model';
import { messageModel } from './message.model';
import type { MessageModel } from './message.model';

/** The chat service's collections, handed to each use case as its deps. */
export interface ChatModels {
  conversations: ConversationModel;
  messages: MessageModel;
  activity: ActivityModel;
  contactSessions: ContactSessionModel;
  allowanceRecords: AllowanceModel;
}

export function chatModels(db: Connection): ChatModels {
  return {
    conversations: conversationModel(db),
    messages: messageModel(db),
    activity: activityModel(db),
    contactSessions: contactSessionModel(db),
    allowanceRecords: allowanceModel(db),
  };
}

/**
 * Builds the indexes (unique and TTL) and the activity counter; the service reports ready once
 * they exist, so no two first messages race to create the counter.
 */
export function initChatModels(models: ChatModels): Promise<unknown> {
  const { conversations, messages, activity, contactSessions, allowanceRecords } = models;
  return Promise.all([
    conversations.init(),
    messages.init(),
    contactSessions.init(),
    allowanceRecords.init(),
    ensureActivityCounter(activity),
  ]);
}
