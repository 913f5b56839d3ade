export {
  contactFormSchema,
  contactFullMessage,
  contactMessageSchema,
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
  adminChatMessagePageSchema,
  adminChatMessageSchema,
  chatThreadSchema,
  chatThreadsPageSchema,
  contactChatMessagePageSchema,
  contactChatMessageSchema,
  contactSessionResponseSchema,
  userChatMessageAnswerSchema,
  userChatMessagePageSchema,
} from './answers';
export {
  adminChatMessagesQuerySchema,
  chatMessagesQuerySchema,
  chatThreadsQuerySchema,
  contactSessionQuerySchema,
} from './pages';
export type {
  AdminChatMessagesQuery,
  ChatMessagesPage,
  ChatMessagesQuery,
  ChatThreadsPage,
  ChatThreadsQuery,
} from './pages';
