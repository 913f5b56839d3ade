import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@cardbridge/ui';
import { NotYetAvailablePanel } from '../../../components/not-yet-available-panel';

/**
 * The chat management screen (/admin/chat; the route puts it behind the admin session). The
 * conversations themselves ship with the chat service's admin routes; until then the page says so
 * rather than showing an empty inbox.
 */
export function ChatManagement() {
  return (
    <main className="mx-auto flex min-h-screen max-w-4xl flex-col gap-6 px-6 py-8 text-foreground">
      <Button asChild variant="outline" className="self-start">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <NotYetAvailablePanel
        title="Chat Management"
        description="Conversations are not available in this release yet."
      />
    </main>
  );
}
