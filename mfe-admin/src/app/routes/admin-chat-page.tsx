import { ChatManagement } from '../../features/admin-chat/components/chat-management';
import { RequireAdmin } from '../../lib/require-admin';

/** /admin/chat: chat management behind the admin session. */
export function AdminChatPage() {
  return (
    <RequireAdmin>
      <ChatManagement />
    </RequireAdmin>
  );
}
