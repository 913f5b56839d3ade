import { Banknote, SearchCheck, Upload } from 'lucide-react';

const steps = [
  {
    icon: Upload,
    title: 'Submit Your Card',
    text: 'Choose your brand, upload photos and card details, and see your quote instantly.',
  },
  {
    icon: SearchCheck,
    title: 'Quick Verification',
    text: 'Within 1 hour, our team checks the balance and authenticity of your card.',
  },
  {
    icon: Banknote,
    title: 'Get Paid Instantly',
    text: 'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-heading" className="px-4 py-16">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="how-it-works-heading" className="text-3xl font-bold text-foreground">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex flex-col items-center gap-3">
              <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="font-semibold text-foreground">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
