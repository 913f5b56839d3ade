import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { InfoCard } from '../../../components/info-card';

interface ContactChannel {
  title: string;
  icon: LucideIcon;
  lines: string[];
}

/** The ways to reach support, hours and response times (docs/product.md#support-chat). */
const channels: ContactChannel[] = [
  { title: 'Email', icon: Mail, lines: ['support@cardbridge.com'] },
  {
    title: 'Message Support',
    icon: MessageCircle,
    lines: ['Send the form to start a live chat with our team.'],
  },
  { title: 'Phone', icon: Phone, lines: ['+1 (800) 555-0142', 'Mon-Fri 9 AM-6 PM EST'] },
  {
    title: 'Business Address',
    icon: MapPin,
    lines: ['Cardbridge Inc.', '100 Market Street, Suite 300', 'San Francisco, CA 94105'],
  },
];

const responseTimes = [
  ['Live Chat', 'Immediate'],
  ['Email', 'Within 2-4 hours'],
  ['Phone', 'During business hours'],
] as const;

export function ContactSideCards() {
  return (
    <div className="flex flex-col gap-4">
      {channels.map(({ title, icon, lines }) => (
        <InfoCard key={title} title={title} icon={icon}>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </InfoCard>
      ))}
      <InfoCard title="Response Times" icon={Clock}>
        <dl className="grid grid-cols-2 gap-y-1">
          {responseTimes.map(([channel, time]) => (
            <div key={channel} className="contents">
              <dt>{channel}</dt>
              <dd className="text-right font-medium text-foreground">{time}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </div>
  );
}
