import { Clock, MessageCircle, Timer } from 'lucide-react';
import { InfoCard } from '../../../components/info-card';

const cards = [
  { title: 'Chat Status', icon: MessageCircle, text: 'Active: an agent will answer here' },
  { title: 'Response Time', icon: Timer, text: 'Usually within 2-5 minutes' },
  { title: 'Support Hours', icon: Clock, text: 'Mon-Fri 9 AM-6 PM EST' },
];

/** The chat page's info cards: status, response time and support hours (docs/product.md#screens). */
export function ChatInfoCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {cards.map(({ title, icon, text }) => (
        <InfoCard key={title} title={title} icon={icon}>
          {text}
        </InfoCard>
      ))}
    </div>
  );
}
