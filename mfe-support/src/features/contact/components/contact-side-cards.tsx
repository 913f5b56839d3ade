import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

interface ContactChannel {
  title: string;
  icon: LucideIcon;
  lines: string[];
}

/** Spec section 2 and 9: the ways to reach support, hours and response times. */
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
      {channels.map(({ title, icon: Icon, lines }) => (
        <Card key={title}>
          <CardHeader className="flex flex-row items-center gap-3">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <CardTitle>
              <h2 className="text-base">{title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardHeader className="flex flex-row items-center gap-3">
          <Clock aria-hidden="true" className="size-5 text-primary" />
          <CardTitle>
            <h2 className="text-base">Response Times</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            {responseTimes.map(([channel, time]) => (
              <div key={channel} className="contents">
                <dt className="text-muted-foreground">{channel}</dt>
                <dd className="text-right font-medium">{time}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
