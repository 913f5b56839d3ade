export {
  contactFormSchema,
  contactFullMessage,
  contactMessageSchema,
  contactSessionQuerySchema,
  minContactMessageLength,
} from './contact';
export type { ContactForm, ContactFormInput } from './contact';
export { chatMessageField, contactSessionIdField, maxChatMessageLength } from './message-field';
export type {
  AdminChatMessage,
  ChatThread,
  ChatThreadType,
  ContactChatMessage,
  ContactSessionResponse,
  UserChatMessage,
} from './responses';
export { adminUserReplySchema, threadKeySchema, userChatMessageSchema } from './user-chat';
export type { ThreadKey } from './user-chat';
export {
  adminChatMessageListSchema,
  adminChatMessageSchema,
  chatThreadListSchema,
  chatThreadSchema,
  contactChatMessageListSchema,
  contactChatMessageSchema,
  contactSessionResponseSchema,
  userChatMessageAnswerSchema,
  userChatMessageListSchema,
} from './answers';
