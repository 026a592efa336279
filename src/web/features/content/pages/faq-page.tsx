import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ContentPage } from '../components/content-page';

/** Questions and titles are message descriptors, answers `<Trans>` elements: both read in the language of the moment when drawn. */
type Question = { question: MessageDescriptor; answer: ReactNode };
type Topic = { id: string; title: MessageDescriptor; questions: readonly Question[] };

const linkClass = 'font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800';

const TOPICS: readonly Topic[] = [
  {
    id: 'booking',
    title: msg`Booking space`,
    questions: [
      {
        question: msg`How do I book warehouse space?`,
        answer: (
          <Trans>
            <Link to={paths.warehouses.getHref()} className={linkClass}>
              Browse the warehouses
            </Link>
            , choose one or more that suit your cargo and send an inquiry with the space you need,
            your dates and the services you want. Our team replies with a priced offer. When you
            accept it, the booking is confirmed.
          </Trans>
        ),
      },
      {
        question: msg`Can I send one inquiry to several warehouses?`,
        answer: (
          <Trans>
            Yes. Select every warehouse you are interested in; each one receives its own inquiry and
            you get a separate offer for each, so you can compare them.
          </Trans>
        ),
      },
      {
        question: msg`Do I need an account?`,
        answer: (
          <Trans>
            You can browse warehouses without one. To send an inquiry, receive offers and follow your
            bookings you need a free customer account.
          </Trans>
        ),
      },
      {
        question: msg`How long is an offer valid?`,
        answer: (
          <Trans>
            Every offer shows the date until which it is valid, normally seven days from the day it is
            sent. After that date it expires and you can ask us for a new one.
          </Trans>
        ),
      },
      {
        question: msg`Can I change my inquiry after sending it?`,
        answer: (
          <Trans>
            Yes, until an offer has been accepted. You can also reply to an offer with the changes you
            would like, and we will revise it.
          </Trans>
        ),
      },
    ],
  },
  {
    id: 'payments',
    title: msg`Prices, payments and cancellations`,
    questions: [
      {
        question: msg`How does 24WM earn money?`,
        answer: (
          <Trans>
            A commission is charged on successful bookings. It appears in each offer as a platform
            fee, so you see the full price before you accept. Nothing is charged for inquiries that do
            not lead to a booking.
          </Trans>
        ),
      },
      {
        question: msg`When am I invoiced, and when do I pay?`,
        answer: (
          <Trans>
            Invoices go to customers after the goods are stored, and they must be paid before the
            goods are dispatched.
          </Trans>
        ),
      },
      {
        question: msg`Are prices shown with VAT?`,
        answer: (
          <Trans>
            Prices in offers are in euros and do not include VAT. Where VAT applies, it is added on
            the invoice.
          </Trans>
        ),
      },
      {
        question: msg`What are the cancellation terms?`,
        answer: (
          <Trans>
            Cancellation terms vary by warehouse. The terms that apply to your booking are listed in
            the offer, so please read them before you accept.
          </Trans>
        ),
      },
    ],
  },
  {
    id: 'owners',
    title: msg`For warehouse owners`,
    questions: [
      {
        question: msg`Does it cost anything to list my warehouse?`,
        answer: (
          <Trans>
            No. Listing a warehouse is free: there is no sign-up fee and no monthly charge. We earn
            our commission only when a booking is made.
          </Trans>
        ),
      },
      {
        question: msg`How do owners get paid?`,
        answer: (
          <Trans>
            Warehouse owners are paid by 24WM, not by the customer, for the space and services booked.
            You do not have to chase payments from traders.
          </Trans>
        ),
      },
      {
        question: msg`How do I list my warehouse?`,
        answer: (
          <Trans>
            Fill in the{' '}
            <Link to={paths.listingRequest.getHref()} className={linkClass}>
              listing request
            </Link>{' '}
            with the warehouse, its spaces, features and services. You can save it as a draft and
            come back to it through the link we email you. Once you submit it, our team reviews it
            and you receive a link to manage your listing.
          </Trans>
        ),
      },
      {
        question: msg`Who decides the price of my space?`,
        answer: (
          <Trans>
            You set a price per m² per day for each space. Our offers to customers start from your
            prices; services such as handling or inspection are priced separately.
          </Trans>
        ),
      },
    ],
  },
  {
    id: 'services',
    title: msg`Cargo and services`,
    questions: [
      {
        question: msg`Which goods can be stored?`,
        answer: (
          <Trans>
            Most commodities: bagged and bulk agricultural products, fertilisers, metals, timber,
            palletised goods, machinery and containers. Dangerous goods are stored only in warehouses
            licensed for them and only when agreed in the offer.
          </Trans>
        ),
      },
      {
        question: msg`Can you clear my goods through customs?`,
        answer: (
          <Trans>
            Yes. We arrange import, export and transit declarations through licensed customs brokers,
            and customs warehousing so that duties are paid only when goods leave storage.
          </Trans>
        ),
      },
      {
        question: msg`Can my cargo be inspected before I pay the seller or ship to my buyer?`,
        answer: (
          <Trans>
            Yes. We arrange quantity and condition checks at arrival and before dispatch, with
            photographs and a written report that you can share with your buyer or bank.
          </Trans>
        ),
      },
    ],
  },
];

export function FaqPage() {
  const { t, i18n } = useLingui();
  return (
    <ContentPage
      title={t`Frequently Asked Questions`}
      lead={
        <Trans>
          Answers about booking space, payments and listing a warehouse. If your question is not
          here,{' '}
          <Link to={paths.contact.getHref()} className={linkClass}>
            contact our team
          </Link>
          .
        </Trans>
      }
    >
      <nav aria-label={t`FAQ topics`} className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                onClick={(event) => {
                  // Scroll without a router navigation (the hash is not a route).
                  event.preventDefault();
                  const section = document.getElementById(topic.id);
                  section?.scrollIntoView({ block: 'start' });
                  section?.focus({ preventScroll: true });
                }}
                className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {i18n._(topic.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {TOPICS.map((topic) => (
        <section
          key={topic.id}
          id={topic.id}
          tabIndex={-1}
          aria-labelledby={`${topic.id}-heading`}
          className="mt-12 scroll-mt-24 first-of-type:mt-0"
        >
          <h2 id={`${topic.id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900">
            {i18n._(topic.title)}
          </h2>
          <dl className="mt-6 divide-y divide-line border-y border-line">
            {topic.questions.map((item) => (
              <div key={item.question.id} className="py-5">
                <dt className="text-lg font-semibold text-ink">{i18n._(item.question)}</dt>
                <dd className="mt-2 leading-7 text-ink-muted">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ContentPage>
  );
}
