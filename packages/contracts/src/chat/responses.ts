/** POST /api/contact */
export interface ContactSessionResponse {
  sessionId: string;
}

/** GET /api/contact/messages: what the visitor reads (docs/product.md#data). */
export interface ContactChatMessage {
  message: string;
  isUserMessage: boolean;
  createdAt: string;
}

/** GET /api/chat/messages: the signed-in user's own conversation. */
export interface UserChatMessage {
  id: string;
  message: string;
  isAdminReply: boolean;
  adminUsername: string | null;
  createdAt: string;
}

export type ChatThreadType = 'user' | 'contact';

/** GET /api/admin/chat/threads: one row per conversation, newest activity first. */
export interface ChatThread {
  userId: string | null;
  sessionId: string | null;
  type: ChatThreadType;
  username: string;
  userEmail: string;
  lastMessage: string;
  lastMessageTime: string;
  unreadCount: number;
}

/** GET /api/admin/chat/messages */
export interface AdminChatMessage {
  id: string;
  message: string;
  isAdminReply: boolean;
  adminUsername: string | null;
  username: string;
  createdAt: string;
}
