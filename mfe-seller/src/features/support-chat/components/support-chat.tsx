import { useEffect, useRef } from 'react';
import { format } from 'date-fns';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  MessageComposer,
  Spinner,
  cn,
} from '@cardbridge/ui';
import { toast } from '@cardbridge/web-kit';
import { useSupportMessages } from '../api/get-support-messages';
import { useSendSupportMessage } from '../api/send-support-message';

/**
 * The signed-in user's conversation with support (docs/product.md#support-chat), on the
 * dashboard's Support tab: their messages on the right ('You'), the agents' on the left.
 */
export function SupportChat() {
  const messages = useSupportMessages();
  const send = useSendSupportMessage();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const onSend = async (message: string) => {
    try {
      await send.mutateAsync(message);
      return true;
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

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
        <div
          role="log"
          aria-label="Support conversation"
          className="flex h-80 flex-col gap-3 overflow-y-auto rounded-md border p-4"
        >
          {messages.isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : count === 0 ? (
            <p className="py-16 text-center text-sm text-muted-foreground">
              No messages yet. Write to us below and an agent will answer here.
            </p>
          ) : (
            messages.data?.map((m) => (
              <div
                key={m.id}
                className={cn('flex', m.isAdminReply ? 'justify-start' : 'justify-end')}
              >
                <div
                  className={cn(
                    'max-w-[80%] rounded-lg px-3 py-2',
                    m.isAdminReply
                      ? 'bg-muted text-foreground'
                      : 'bg-primary text-primary-foreground',
                  )}
                >
                  <p className="text-xs font-semibold">
                    {m.isAdminReply ? 'Support Agent' : 'You'}
                  </p>
                  <p className="text-sm break-words whitespace-pre-wrap">{m.message}</p>
                  <p className="mt-1 text-xs">
                    <time dateTime={m.createdAt}>{format(new Date(m.createdAt), 'h:mm a')}</time>
                  </p>
                </div>
              </div>
            ))
          )}
          <div ref={end} />
        </div>
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
