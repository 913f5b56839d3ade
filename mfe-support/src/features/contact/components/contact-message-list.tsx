import { useEffect, useRef } from 'react';
import { format } from 'date-fns';
import type { ContactChatMessage } from '@cardbridge/contracts';
import { cn } from '@cardbridge/ui';

export const waitingText = 'Your message has been received. Waiting for agent response...';

/**
 * The conversation, oldest first: the visitor's messages on the right ('You'), the agent's on the
 * left ('Support Agent'), each with its time. Until an agent has answered, the waiting text shows.
 * New messages scroll into view.
 */
export function ContactMessageList({ messages }: { messages: ContactChatMessage[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const answered = messages.some((m) => !m.isUserMessage);
  return (
    <div
      role="log"
      aria-label="Conversation"
      className="flex h-96 flex-col gap-3 overflow-y-auto rounded-md border p-4"
    >
      {messages.map((m, index) => (
        <div
          key={`${m.createdAt}-${index}`}
          className={cn('flex', m.isUserMessage ? 'justify-end' : 'justify-start')}
        >
          <div
            className={cn(
              'max-w-[80%] rounded-lg px-3 py-2',
              m.isUserMessage ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
            )}
          >
            <p className="text-xs font-semibold">{m.isUserMessage ? 'You' : 'Support Agent'}</p>
            <p className="text-sm break-words whitespace-pre-wrap">{m.message}</p>
            <p className="mt-1 text-xs">
              <time dateTime={m.createdAt}>{format(new Date(m.createdAt), 'h:mm a')}</time>
            </p>
          </div>
        </div>
      ))}
      {!answered && <p className="text-center text-sm text-muted-foreground">{waitingText}</p>}
      <div ref={end} />
    </div>
  );
}
