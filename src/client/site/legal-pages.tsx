// The three legal pages: Terms of Service (using the platform), Terms and Conditions of sale (the store,
// Lumen Dollars, creators' sales) and the Privacy Policy. Static text: no upstream call.
import { usePublicConfig } from '../app/public-config.tsx';
import { AppLink } from '../router/app-link.tsx';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { pathOf } from '../app/route-table.ts';

const TERMS_OF_SERVICE_PATH = pathOf('terms-of-service');
const TERMS_AND_CONDITIONS_PATH = pathOf('terms-and-conditions');
const PRIVACY_PATH = pathOf('privacy');

export function TermsOfServicePage() {
  const { productName: p } = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: 'agreement',
      heading: 'Agreeing to these terms',
      body: (
        <p>
          By creating an account or using {p} you agree to these terms. If you use {p} for an organisation, you agree
          for it too. If you do not agree, do not use {p}.
        </p>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account and persona',
      body: (
        <>
          <p>
            You must be old enough to consent to the processing of your data where you live (16 in most of Europe, 13
            elsewhere) to hold an account. Give a real email address you control, keep your password to yourself and
            tell us at once if you think someone else used your account.
          </p>
          <p>
            Your persona (its name, handle and avatar) is public. You may not take a name or handle to pass yourself off
            as someone else.
          </p>
        </>
      ),
    },
    {
      id: 'conduct',
      heading: 'How to behave',
      body: (
        <>
          <p>Worlds, events and profiles are shared spaces. You agree not to:</p>
          <ul>
            <li>harass, threaten or demean anyone, or share their private information;</li>
            <li>post sexual content involving minors, violent extremism, or content that is illegal where you are;</li>
            <li>cheat, scam, spam, or sell or trade things outside the store’s rules;</li>
            <li>interfere with {p}: probe for weaknesses, overload it, or automate accounts;</li>
            <li>upload what you do not have the right to share.</li>
          </ul>
          <p>
            Anyone can report a person, a listing or a snapshot. See{' '}
            <AppLink href="/help/reporting">Reporting people, listings and snapshots</AppLink>.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      heading: 'What you create',
      body: (
        <>
          <p>
            You keep the rights to the worlds, items and snapshots you make. So that we can run {p}, you give us a
            worldwide, royalty-free licence to host, copy, show and deliver them to the people you share them with, for
            as long as they are on {p}, and for backups a short while after.
          </p>
          <p>
            We may remove content that breaks these terms or the law. We will tell you why, unless the law or the safety
            of others prevents it.
          </p>
        </>
      ),
    },
    {
      id: 'store',
      heading: 'Buying and selling',
      body: (
        <p>
          Purchases, {p} Dollars and creators’ sales follow the{' '}
          <AppLink href={TERMS_AND_CONDITIONS_PATH}>Terms and Conditions of sale</AppLink>, which are part of these
          terms.
        </p>
      ),
    },
    {
      id: 'suspension',
      heading: 'Suspending or closing accounts',
      body: (
        <p>
          You can stop using {p} and ask us to close your account at any time. We may suspend or close an account that
          seriously or repeatedly breaks these terms, after a warning unless the harm is urgent. {p} Dollars bought and
          not spent are handled as the Terms and Conditions of sale say.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      body: (
        <p>
          We work to keep {p} available and safe, but it is provided as it is: worlds are made by other people and may
          change or disappear. Nothing here limits rights you have by law as a consumer, or our responsibility for harm
          we cause by negligence or on purpose.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          When we change these terms we update the date above and, for changes that matter, tell you by email or in {p}{' '}
          at least 30 days before they apply. Continuing to use {p} after that means you accept them.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Questions',
      body: (
        <p>
          Ask in the <AppLink href="/help">Help Center</AppLink> or contact support from there.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Terms of Service"
      description={`The rules for using ${p}: accounts, behaviour, what you create and how accounts are suspended.`}
      path={TERMS_OF_SERVICE_PATH}
      intro={<p>The agreement between you and {p} for using the website, the desktop client and the worlds in it.</p>}
      sections={sections}
    />
  );
}

export function TermsAndConditionsPage() {
  const { productName: p } = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: 'dollars',
      heading: `${p} Dollars`,
      body: (
        <>
          <p>
            {p} Dollars are the store’s currency. You buy them in bundles on the Funds page; the price of each bundle is
            shown before you pay, with any tax included where the law requires it.
          </p>
          <p>
            {p} Dollars are a licence to buy items in {p}, not money: they cannot be exchanged back for cash, moved to
            another account, or used outside {p}, except where the law says otherwise.
          </p>
        </>
      ),
    },
    {
      id: 'payments',
      heading: 'Payments',
      body: (
        <p>
          Payments are handled by a payment provider (for example your card issuer or the game platform you use). {p}{' '}
          Dollars are added to your balance only once the provider confirms the payment. We never see or store your full
          card number.
        </p>
      ),
    },
    {
      id: 'purchases',
      heading: 'Buying items',
      body: (
        <>
          <p>
            Items are sold by their creators through {p}. The price at checkout is the price you pay: if it changed
            since you added the item to your cart, checkout stops and shows you the new price first. An item is yours
            once the purchase completes; each persona can own an item once.
          </p>
          <p>
            Receipts are kept under Orders. An item is delivered to your persona in the client; if it did not arrive,
            use Redeliver.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      heading: 'Cancellation and refunds',
      body: (
        <>
          <p>
            Items and tickets are digital content supplied at once. When you buy one you ask for it to be delivered
            straight away and accept that, once delivered, you lose the right to cancel the purchase where the law gives
            you that choice.
          </p>
          <p>
            We refund in {p} Dollars an item that does not work as its listing describes, one that was never delivered,
            and any purchase made from your account without your permission. See{' '}
            <AppLink href="/help/refunds">Refunds and problems with a purchase</AppLink>.
          </p>
        </>
      ),
    },
    {
      id: 'tickets',
      heading: 'Event tickets',
      body: (
        <p>
          A ticket gives your persona entry to one event. If the host cancels the event, tickets bought with {p} Dollars
          are refunded. Redemption codes work once and only for their event.
        </p>
      ),
    },
    {
      id: 'creators',
      heading: 'Selling as a creator',
      body: (
        <p>
          Creators set their prices and are responsible for their listings being accurate and theirs to sell. {p} keeps
          a share of each sale, shown in the creator dashboard before you publish. Listings that break the Terms of
          Service are removed.
        </p>
      ),
    },
    {
      id: 'closing',
      heading: 'When an account closes',
      body: (
        <p>
          If you close your account, unspent {p} Dollars and items are lost, so spend them first. If we close {p} or
          your account without you being at fault, we refund the {p} Dollars you bought and did not spend.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Terms and Conditions"
      description={`How buying works on ${p}: ${p} Dollars, payments, purchases, refunds, tickets and creators’ sales.`}
      path={TERMS_AND_CONDITIONS_PATH}
      intro={
        <p>
          The conditions of sale for everything bought on {p} with {p} Dollars. They add to the{' '}
          <AppLink href={TERMS_OF_SERVICE_PATH}>Terms of Service</AppLink>.
        </p>
      }
      sections={sections}
    />
  );
}

export function PrivacyPage() {
  const { productName: p } = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: 'collect',
      heading: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Your account</strong>: email address and a hash of your password (never the password itself).
          </li>
          <li>
            <strong>Your persona and what you publish</strong>: name, handle, avatar, bio, worlds, listings, reviews and
            snapshots. These are public.
          </li>
          <li>
            <strong>Purchases</strong>: what you bought, when and for how much, and the payment provider’s reference.
            Card details stay with the provider.
          </li>
          <li>
            <strong>Activity that keeps the service working</strong>: friends, saved events, reminders, notifications,
            and the address your requests come from, which we use to slow down password guessing.
          </li>
          <li>
            <strong>Emails you give us for news</strong>: the newsletter and the client waitlist.
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      heading: 'What we use it for',
      body: (
        <p>
          To run {p} for you (our contract with you), to keep it safe and stop abuse (our legitimate interest), to keep
          records the law requires for payments, and to send the newsletter only when you confirmed you want it (your
          consent, which you can withdraw with one press).
        </p>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      body: (
        <p>
          {p} uses only the cookies it needs: those that sign you in and keep you signed in, one that remembers your
          time zone so times show in it, and one that makes sure you see your own changes at once. There are no
          advertising or tracking cookies.
        </p>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: (
        <p>
          We do not sell personal data. We share what is needed with the payment provider for a payment, with the
          providers that host {p} and deliver our email, under contracts that bind them to our instructions, and with
          authorities when the law requires it.
        </p>
      ),
    },
    {
      id: 'keeping',
      heading: 'How long we keep it',
      body: (
        <p>
          Account data as long as the account exists; purchase records as long as tax law requires; sign-ups and
          newsletter requests that are never confirmed for at most a week; counts of failed sign-ins for at most two
          days.
        </p>
      ),
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: (
        <p>
          You may ask for a copy of your data, have it corrected or deleted, object to its use or take it elsewhere.
          Unsubscribe from the newsletter with the link in any of its emails. Ask from the{' '}
          <AppLink href="/help">Help Center</AppLink>; you may also complain to your data-protection authority.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Privacy Policy"
      description={`What personal data ${p} collects, why, who sees it, how long it is kept and your rights.`}
      path={PRIVACY_PATH}
      intro={<p>What we know about you, why, and what you can do about it, in plain words.</p>}
      sections={sections}
    />
  );
}
