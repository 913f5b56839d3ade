import { Link } from 'react-router-dom';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Card,
  CardContent,
  PageTitle,
  StaticPage,
} from '@cardbridge/ui';
import { ContactSupportLink } from '../../features/contact/components/contact-support-link';
import { faqEntries } from '../../features/faq/components/faq-entries';

/** Frequently asked questions; any number of answers can be open at once. */
export function FaqPage() {
  return (
    <>
      <PageTitle>FAQ</PageTitle>
      <StaticPage homeLink={<Link to="/" />} className="max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">Frequently Asked Questions</h1>
        <p className="mt-3 text-muted-foreground">
          Answers to the questions sellers ask most about Cardbridge.
        </p>

        <Card className="mt-8 py-2">
          <CardContent>
            <Accordion type="multiple">
              {faqEntries.map((entry) => (
                <AccordionItem key={entry.id} value={entry.id}>
                  <AccordionTrigger level={2} className="text-base">
                    {entry.question}
                  </AccordionTrigger>
                  <AccordionContent className="text-muted-foreground">
                    {entry.answer}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </CardContent>
        </Card>

        <section className="mt-10 rounded-xl border border-border bg-muted/50 p-6 text-center">
          <h2 className="text-xl font-semibold">Still have questions?</h2>
          <p className="mt-2 text-muted-foreground">
            Our support team is happy to help with anything not covered here.
          </p>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <ContactSupportLink>Contact Support</ContactSupportLink>
            </Button>
            <Button asChild variant="outline">
              <Link to="/help">Visit Help Center</Link>
            </Button>
          </div>
        </section>
      </StaticPage>
    </>
  );
}
