import { Link } from 'react-router-dom';
import { ArrowRight, Clock, Shield, Users } from 'lucide-react';
import { Button } from '@cardbridge/ui';

const trustPoints = [
  { icon: Shield, title: 'Secure & Safe', detail: '256-bit SSL encryption' },
  { icon: Clock, title: 'Fast Processing', detail: 'Usually within 1 hour' },
  { icon: Users, title: 'Trusted by 50K+', detail: 'Happy customers' },
];

export function HeroSection() {
  return (
    <section className="bg-gradient-to-b from-primary/10 to-background px-4 py-20 text-center">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-4xl font-bold tracking-tight text-foreground md:text-6xl">
          Turn Gift Cards Into Instant Cash
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          Sell your unused gift cards to Cardbridge for up to 92% of their face value. No fees,
          verification usually within 1 hour.
        </p>
        <div className="mt-10 flex flex-col items-center gap-3">
          <Button asChild size="lg" className="h-12 px-8 text-base">
            <Link to="/get-quote">
              Sell Your Gift Cards Now
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="text-sm text-muted-foreground">
            Get instant quotes for over 100+ gift card brands
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-3">
          {trustPoints.map(({ icon: Icon, title, detail }) => (
            <li key={title} className="flex flex-col items-center gap-2">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <span className="font-semibold text-foreground">{title}</span>
              <span className="text-sm text-muted-foreground">{detail}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
