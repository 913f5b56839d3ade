import { Clock, MessageCircle, Timer } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

const cards = [
  { title: 'Chat Status', icon: MessageCircle, text: 'Active: an agent will answer here' },
  { title: 'Response Time', icon: Timer, text: 'Usually within 2-5 minutes' },
  { title: 'Support Hours', icon: Clock, text: 'Mon-Fri 9 AM-6 PM EST' },
];

/** The chat page's info cards: status, response time and support hours (docs/product.md#screens). */
export function ChatInfoCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {cards.map(({ title, icon: Icon, text }) => (
        <Card key={title}>
          <CardHeader className="flex flex-row items-center gap-3">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <CardTitle>
              <h2 className="text-base">{title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
        </Card>
      ))}
    </div>
  );
}
