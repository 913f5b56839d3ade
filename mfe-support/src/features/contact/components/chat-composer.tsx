import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { Button, Label, Textarea } from '@cardbridge/ui';

interface ChatComposerProps {
  /** Sends the trimmed message; resolves true when it was saved (the input then clears). */
  onSend: (message: string) => Promise<boolean>;
  isSending: boolean;
}

/**
 * The message box (docs/product.md#validation): Enter sends, Shift+Enter starts a new line; nothing blank is
 * sent and the button is disabled while blank or while a send is pending.
 */
export function ChatComposer({ onSend, isSending }: ChatComposerProps) {
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
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Label htmlFor="chat-message" className="sr-only">
        Type your message
      </Label>
      <Textarea
        id="chat-message"
        rows={1}
        placeholder="Type your message..."
        className="min-h-10 resize-none"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={blank || isSending}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
