import { format } from 'date-fns';
import type { ContactChatMessage } from '@cardbridge/contracts';
import { ChatBubble, ChatLog } from '@cardbridge/ui';
import type { EarlierMessages } from '@cardbridge/ui';

export const waitingText = 'Your message has been received. Waiting for agent response...';

/**
 * The conversation, oldest first: the visitor's messages on the right ('You'), the agent's on the
 * left ('Support Agent'), each with its time. Until an agent has answered, the waiting text shows.
 * New messages scroll into view; earlier ones load above on request.
 */
export function ContactMessageList({
  messages,
  earlier,
}: {
  messages: ContactChatMessage[];
  earlier?: EarlierMessages;
}) {
  const answered = messages.some((m) => !m.isUserMessage);
  return (
    <ChatLog
      label="Conversation"
      count={messages.length}
      newest={messages.at(-1)?.createdAt}
      earlier={earlier}
      className="flex h-96 flex-col gap-3 rounded-md border p-4"
    >
      {messages.map((m, index) => (
        <ChatBubble
          key={`${m.createdAt}-${index}`}
          own={m.isUserMessage}
          author={m.isUserMessage ? 'You' : 'Support Agent'}
          message={m.message}
          dateTime={m.createdAt}
          time={format(new Date(m.createdAt), 'h:mm a')}
        />
      ))}
      {!answered && <p className="text-center text-sm text-muted-foreground">{waitingText}</p>}
    </ChatLog>
  );
}
