import { Link } from 'react-router';

/** Stand-ins until the content engineer's landing and legal pages land (then this file goes). */
function Placeholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <Link to="/" className="mt-6 inline-block text-primary underline">
        Back to Home
      </Link>
    </section>
  );
}

export const LandingPage = () => <Placeholder title="Turn Gift Cards Into Instant Cash" />;
export const TermsPage = () => <Placeholder title="Terms of Service" />;
export const PrivacyPage = () => <Placeholder title="Privacy Policy" />;
export const SecurityPage = () => <Placeholder title="Security" />;
