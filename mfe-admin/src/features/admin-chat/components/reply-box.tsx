import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { Button, Label, Textarea } from '@cardbridge/ui';

interface ReplyBoxProps {
  /** Sends the trimmed reply; resolves true when it was saved (the box then clears). */
  onSend: (message: string) => Promise<boolean>;
  isSending: boolean;
}

/** The admin's reply box: Enter sends, Shift+Enter adds a new line; nothing blank is sent. */
export function ReplyBox({ onSend, isSending }: ReplyBoxProps) {
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
      <Label htmlFor="admin-reply" className="sr-only">
        Reply
      </Label>
      <Textarea
        id="admin-reply"
        rows={2}
        placeholder="Type your reply... (Enter to send, Shift+Enter for a new line)"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={blank || isSending}>
        <Send aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}
