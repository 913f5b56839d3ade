import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Label } from './label';
import { Textarea } from './textarea';

export interface MessageComposerProps {
  /** Sends the trimmed message; resolves true when it was saved (the box then clears). */
  onSend: (message: string) => Promise<boolean>;
  isSending: boolean;
  /** The textarea's label, read by screen readers. */
  label: string;
  placeholder: string;
  rows?: number;
  /** Show "Send" beside the icon (otherwise an icon button named "Send message"). */
  sendText?: boolean;
  className?: string;
}

/**
 * The chat message box (docs/product.md#support-chat): Enter sends, Shift+Enter starts a new
 * line (and an IME composition is never cut short); nothing blank is sent, and the button is
 * disabled while blank or while a send is pending.
 */
export function MessageComposer({
  onSend,
  isSending,
  label,
  placeholder,
  rows = 1,
  sendText = false,
  className,
}: MessageComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';

  const send = async () => {
    if (blank || isSending) return;
    if (await onSend(draft.trim())) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      data-slot="message-composer"
      className={cn('flex items-end gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        className={rows === 1 ? 'min-h-10 resize-none' : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        size={sendText ? 'default' : 'icon'}
        aria-label={sendText ? undefined : 'Send message'}
        disabled={blank || isSending}
      >
        <Send aria-hidden="true" />
        {sendText && 'Send'}
      </Button>
    </form>
  );
}
