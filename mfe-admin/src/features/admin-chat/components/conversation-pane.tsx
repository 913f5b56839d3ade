import { format } from 'date-fns';
import type { AdminChatMessage, ChatThread } from '@cardbridge/contracts';
import { Badge, ChatBubble, ChatLog, MessageComposer } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useChatMessages } from '../api/get-chat-messages';
import { useSendChatReply } from '../api/send-chat-reply';
import { threadKeyOf } from '../api/thread-key';

function MessageBubble({ message }: { message: AdminChatMessage }) {
  return (
    <li>
      <ChatBubble
        own={message.isAdminReply}
        author={message.username}
        message={message.message}
        dateTime={message.createdAt}
        time={format(new Date(message.createdAt), 'MMM d, HH:mm')}
      />
    </li>
  );
}

/** The right panel: the selected conversation (admin replies on the right) and the reply box. */
export function ConversationPane({ thread }: { thread: ChatThread }) {
  const key = threadKeyOf(thread);
  const messages = useChatMessages(key);
  const reply = useSendChatReply();
  const count = messages.messages.length;

  const onSend = async (message: string) => {
    try {
      await reply.mutateAsync({ key, message });
      toast({ title: 'Reply Sent', description: 'Your message has been sent successfully.' });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessageFor(error, 'Failed to send reply'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <section aria-labelledby="conversation-heading" className="flex min-h-0 flex-col gap-3">
      <header className="flex flex-wrap items-center gap-2 border-b pb-3">
        <h2 id="conversation-heading" className="text-lg font-semibold">
          {thread.username}
        </h2>
        <Badge variant="outline">{thread.type === 'user' ? 'User' : 'Contact form'}</Badge>
        <span className="text-sm text-muted-foreground">{thread.userEmail}</span>
      </header>
      <ChatLog
        label="Messages"
        count={count}
        newest={messages.messages.at(-1)?.id}
        isLoading={messages.isLoading}
        earlier={{
          hasMore: messages.hasNextPage,
          isLoading: messages.isFetchingNextPage,
          onLoad: () => void messages.fetchNextPage(),
        }}
        empty="No messages in this conversation"
        className="h-[28rem]"
      >
        <ul className="flex flex-col gap-3">
          {messages.messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
        </ul>
      </ChatLog>
      <MessageComposer
        onSend={onSend}
        isSending={reply.isPending}
        label="Reply"
        placeholder="Type your reply... (Enter to send, Shift+Enter for a new line)"
        rows={2}
        sendText
      />
    </section>
  );
}
