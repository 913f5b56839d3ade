import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

/** The Chat tab: the way to the chat management page. */
export function ChatTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Customer Chat</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <p className="text-sm text-muted-foreground">
          Reply to signed-in users and contact-form visitors in one place.
        </p>
        <Button asChild>
          <Link to="/admin/chat">
            <MessageSquare aria-hidden="true" />
            Open Chat Management
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
