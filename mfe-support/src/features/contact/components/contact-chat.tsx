import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  cn,
  MessageComposer,
  pageContainerClass,
  Spinner,
} from '@cardbridge/ui';
import { errorMessageFor, succeededOrToast } from '@cardbridge/web-kit';
import { useContactMessages } from '../api/get-contact-messages';
import { useSendContactMessage } from '../api/send-contact-message';
import { ChatInfoCards } from './chat-info-cards';
import { ContactMessageList } from './contact-message-list';

/** The live chat of one contact session (docs/product.md#screens). */
export function ContactChat({ sessionId }: { sessionId: string }) {
  const messages = useContactMessages(sessionId);
  const send = useSendContactMessage(sessionId);

  const onSend = (message: string) =>
    succeededOrToast(() => send.mutateAsync(message), {
      title: 'Error',
      description: 'Failed to send message. Please try again.',
    });

  return (
    <div className={cn(pageContainerClass, 'flex flex-col gap-6 py-10')}>
      <Button asChild variant="outline" className="self-start">
        <Link to="/contact">
          <ArrowLeft aria-hidden="true" />
          Back to Contact
        </Link>
      </Button>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">Live Support Chat</h1>
            <p className="text-sm text-muted-foreground">
              Session: <span className="font-mono">{sessionId.slice(-8)}</span>
            </p>
          </div>
          <Badge>Live Chat Active</Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {messages.isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : messages.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessageFor(
                messages.error,
                'This chat could not be loaded. Check the link or start a new conversation from the contact page.',
              )}
            </p>
          ) : (
            <ContactMessageList
              messages={messages.messages}
              earlier={{
                hasMore: messages.hasNextPage,
                isLoading: messages.isFetchingNextPage,
                onLoad: () => void messages.fetchNextPage(),
              }}
            />
          )}
          <MessageComposer
            onSend={onSend}
            isSending={send.isPending}
            label="Type your message"
            placeholder="Type your message..."
          />
        </CardContent>
      </Card>
      <ChatInfoCards />
    </div>
  );
}
