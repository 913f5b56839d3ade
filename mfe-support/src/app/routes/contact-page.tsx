import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  pageContainerClass,
  PageTitle,
} from '@cardbridge/ui';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactSideCards } from '../../features/contact/components/contact-side-cards';

/** /contact: the contact form beside the ways to reach support. */
export function ContactPage() {
  return (
    <div className={cn(pageContainerClass, 'flex flex-col gap-8 py-10')}>
      <PageTitle>Contact us</PageTitle>
      <header className="text-center">
        <h1 className="text-3xl font-bold md:text-4xl">Contact Us</h1>
        <p className="mt-3 text-muted-foreground">
          Questions about a card, a payout or your account? Send us a message and chat with our
          support team.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Send us a message</h2>
            </CardTitle>
            <CardDescription>We usually answer in the live chat within minutes.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <ContactSideCards />
      </div>
    </div>
  );
}
