import { format } from 'date-fns';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  ChatBubble,
  ChatLog,
  MessageComposer,
} from '@cardbridge/ui';
import { succeededOrToast } from '@cardbridge/web-kit';
import { useSupportMessages } from '../api/get-support-messages';
import { useSendSupportMessage } from '../api/send-support-message';

/**
 * The signed-in user's conversation with support (docs/product.md#support-chat), on the
 * dashboard's Support tab: their messages on the right ('You'), the agents' on the left.
 */
export function SupportChat() {
  const messages = useSupportMessages();
  const send = useSendSupportMessage();
  const count = messages.messages.length;

  const onSend = (message: string) =>
    succeededOrToast(() => send.mutateAsync(message), {
      title: 'Error',
      description: 'Failed to send message. Please try again.',
    });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Support Chat</h2>
          <CardDescription>
            Ask about a card, a payout or your account. Usually answered within 2-5 minutes (Mon-Fri
            9 AM-6 PM EST).
          </CardDescription>
        </div>
        <Badge>Live Chat Active</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ChatLog
          label="Support conversation"
          count={count}
          newest={messages.messages.at(-1)?.id}
          isLoading={messages.isLoading}
          earlier={{
            hasMore: messages.hasNextPage,
            isLoading: messages.isFetchingNextPage,
            onLoad: () => void messages.fetchNextPage(),
          }}
          empty="No messages yet. Write to us below and an agent will answer here."
          className="flex h-80 flex-col gap-3 rounded-md border p-4"
        >
          {messages.messages.map((m) => (
            <ChatBubble
              key={m.id}
              own={!m.isAdminReply}
              author={m.isAdminReply ? 'Support Agent' : 'You'}
              message={m.message}
              dateTime={m.createdAt}
              time={format(new Date(m.createdAt), 'h:mm a')}
            />
          ))}
        </ChatLog>
        <MessageComposer
          onSend={onSend}
          isSending={send.isPending}
          label="Message to support"
          placeholder="Type your message..."
        />
      </CardContent>
    </Card>
  );
}
