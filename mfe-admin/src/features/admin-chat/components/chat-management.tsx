import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, PageTitle } from '@cardbridge/ui';
import { ChatInbox } from './chat-inbox';

/**
 * The chat management screen (/admin/chat; the route puts it behind the admin session): every
 * user conversation and contact session, and the selected one with the reply box.
 */
export function ChatManagement() {
  return (
    <main className="mx-auto flex min-h-screen max-w-6xl flex-col gap-6 px-6 py-8 text-foreground">
      <PageTitle>Chat management</PageTitle>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Chat Management</h1>
          <p className="text-sm text-muted-foreground">
            Reply to signed-in users and contact-form visitors.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </header>
      <ChatInbox />
    </main>
  );
}
