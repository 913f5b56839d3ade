import { Headphones, ShieldCheck, TrendingUp, Zap } from 'lucide-react';

const reasons = [
  {
    icon: ShieldCheck,
    title: '100% Secure',
    text: 'Card details are encrypted with 256-bit SSL and our systems are monitored 24/7.',
  },
  {
    icon: Zap,
    title: 'Instant Processing',
    text: 'Instant quotes, and most cards are verified within 1 hour.',
  },
  {
    icon: Headphones,
    title: 'Expert Support',
    text: 'Our support team is a live chat, an email or a phone call away.',
  },
  {
    icon: TrendingUp,
    title: 'Best Rates',
    text: 'Competitive rates on over 100 brands, with no fees for sellers.',
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-muted/50 px-4 py-16">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="why-choose-heading" className="text-3xl font-bold text-foreground">
          Why Choose Cardbridge
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center gap-3">
              <span className="flex size-14 items-center justify-center rounded-full bg-primary/10">
                <Icon aria-hidden="true" className="size-7 text-primary" />
              </span>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
