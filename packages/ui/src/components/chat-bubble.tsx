import { cn } from '../lib/cn';

export interface ChatBubbleProps extends React.ComponentProps<'div'> {
  /** The reader's own side: on the right, in the primary colour. */
  own: boolean;
  author: string;
  message: string;
  /** ISO time, and how it is shown ('h:mm a', 'MMM d, HH:mm'). */
  dateTime: string;
  time: string;
}

/** One chat message (docs/product.md#support-chat): who wrote it, what, and when. */
export function ChatBubble({
  own,
  author,
  message,
  dateTime,
  time,
  className,
  ...props
}: ChatBubbleProps) {
  return (
    <div
      data-slot="chat-bubble"
      className={cn('flex', own ? 'justify-end' : 'justify-start', className)}
      {...props}
    >
      <div
        className={cn(
          'max-w-[80%] rounded-lg px-3 py-2',
          own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <p className="text-xs font-semibold">{author}</p>
        <p className="text-sm break-words whitespace-pre-wrap">{message}</p>
        <p className="mt-1 text-xs">
          <time dateTime={dateTime}>{time}</time>
        </p>
      </div>
    </div>
  );
}
