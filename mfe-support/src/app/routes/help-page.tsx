import { Link } from 'react-router-dom';
import { Mail, MessageCircle } from 'lucide-react';
import {
  Button,
  IconCard,
  PageTitle,
  SearchInput,
  StaticPage,
  textLinkClass,
} from '@cardbridge/ui';
import { ContactSupportLink } from '../../features/contact/components/contact-support-link';
import { helpCategories } from '../../features/help/components/help-categories';

const commonQuestions = [
  {
    question: 'How long does verification take?',
    answer: 'Usually about 1 hour; high-value cards can take up to 24 hours.',
  },
  {
    question: 'When will I receive my payment?',
    answer:
      'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
  },
  {
    question: 'Which payout methods can I use?',
    answer:
      'Bank transfer, PayPal, Venmo, Zelle and more, or a check by mail. Manage them in your dashboard.',
  },
  {
    question: 'Are there any fees?',
    answer:
      'No. Sellers pay no fees, and partially used cards are accepted at their current balance.',
  },
];

/** The help center: topics by category, the most common questions and ways to reach support. */
export function HelpPage() {
  return (
    <>
      <PageTitle>Help Center</PageTitle>
      <StaticPage homeLink={<Link to="/" />} className="max-w-5xl">
        <header className="text-center">
          <h1 className="text-3xl font-bold md:text-4xl">Help Center</h1>
          <p className="mt-3 text-muted-foreground">How can we help you today?</p>
          <SearchInput
            className="mx-auto mt-6 max-w-xl"
            aria-label="Search for help"
            placeholder="Search for help..."
          />
        </header>

        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {helpCategories.map(({ title, description, icon: Icon, topics }) => (
            <li key={title}>
              <IconCard icon={Icon} title={title} description={description}>
                <ul className="flex flex-col gap-2 text-sm">
                  {topics.map((topic) => (
                    <li key={topic}>
                      <Link to="/faq" className={textLinkClass}>
                        {topic}
                      </Link>
                    </li>
                  ))}
                </ul>
              </IconCard>
            </li>
          ))}
        </ul>

        <section aria-labelledby="common-questions-heading" className="mt-12">
          <h2 id="common-questions-heading" className="text-2xl font-semibold">
            Frequently Asked Questions
          </h2>
          <dl className="mt-6 grid gap-4 md:grid-cols-2">
            {commonQuestions.map(({ question, answer }) => (
              <div key={question} className="rounded-xl border border-border bg-card p-5">
                <dt className="font-semibold">{question}</dt>
                <dd className="mt-2 text-sm text-muted-foreground">{answer}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm">
            <Link to="/faq" className={textLinkClass}>
              See all frequently asked questions
            </Link>
          </p>
        </section>

        <section className="mt-12 rounded-xl border border-border bg-muted/50 p-6 text-center">
          <h2 className="text-xl font-semibold">Still need help?</h2>
          <p className="mt-2 text-muted-foreground">
            Support hours Mon-Fri 9 AM-6 PM EST. Emails are answered within 2-4 hours.
          </p>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <ContactSupportLink>
                <MessageCircle aria-hidden="true" />
                Contact Support
              </ContactSupportLink>
            </Button>
            <Button asChild variant="outline">
              <a href="mailto:support@cardbridge.com">
                <Mail aria-hidden="true" />
                Send Email
              </a>
            </Button>
          </div>
        </section>
      </StaticPage>
    </>
  );
}
