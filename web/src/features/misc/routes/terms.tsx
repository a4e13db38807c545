import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { phoneHref } from '@chem/contract';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './terms.css';

/** Last reviewed date shown to readers; update it with the text. */
const LAST_UPDATED = '1 January 2025';

// Route module (/terms-and-conditions): react-router's `lazy` reads the named `Component` export.
export function Component() {
  useDocumentTitle('Terms & Conditions');
  const site = useSiteSettings();

  return (
    <>
      <PageHero title="Terms & Conditions" eyebrow="Legal">
        <p>Last updated: {LAST_UPDATED}</p>
      </PageHero>
      <article className="page-section terms">
        <div className="page-section-inner terms-inner">
          <p>
            These terms apply to everyone who uses {site.siteName}: browsing the site, creating an account, subscribing to a plan, or using
            our notes and video classes. By using the site you agree to them. If you do not agree, please do not use the site.
          </p>

          <h2>1. Your account</h2>
          <ul>
            <li>Give accurate details when you sign up and keep them up to date from your dashboard.</li>
            <li>Keep your password to yourself. You are responsible for everything done with your account.</li>
            <li>One account is for one student. Accounts may not be shared, sold or transferred.</li>
          </ul>

          <h2>2. Subscriptions and payment</h2>
          <ul>
            <li>
              Plans, their prices in Indian rupees (₹) and what each includes are shown on the{' '}
              <Link to="/SubscriptioinPage">plans page</Link> at the time you subscribe.
            </li>
            <li>
              A subscription starts on the day it is activated and ends after the plan&apos;s duration. Your dashboard shows its start and
              end dates and its status.
            </li>
            <li>Previewing and downloading notes needs an active subscription. When it ends, access stops until you subscribe again.</li>
            <li>Subscriptions do not renew automatically: you choose whether to buy again.</li>
            <li>We may change plans and prices for the future; a change never affects a subscription you have already paid for.</li>
          </ul>

          <h2>3. Refunds</h2>
          <ul>
            <li>
              Paid courses and plans come with a <strong>30-day money-back guarantee</strong>: write to us within 30 days of payment and we
              refund the full amount to the original payment method.
            </li>
            <li>Free courses and free content are not refundable, as nothing was charged.</li>
            <li>
              We may refuse a refund where the guarantee is clearly being abused, for example when notes were downloaded in bulk and then
              shared.
            </li>
          </ul>

          <h2>4. Acceptable use of notes and videos</h2>
          <ul>
            <li>
              Notes, worksheets and videos are for <strong>your personal study only</strong>. They remain the teacher&apos;s copyright.
            </li>
            <li>
              Do not share, upload, resell, print for distribution or post them in chat groups, websites or social media, and do not share
              your login so others can download them.
            </li>
            <li>Do not try to get around the subscription check, scrape the site, or disrupt it for other students.</li>
            <li>We may suspend an account that breaks these rules, without a refund.</li>
          </ul>

          <h2>5. Privacy</h2>
          <ul>
            <li>
              We collect what you give us (name, email, phone, school, course, photo and profile details) and what is needed to run your
              subscription (plan, dates and payment reference).
            </li>
            <li>We use it only to provide the service, answer your messages and keep your account secure. We never sell it.</li>
            <li>Messages sent through the contact form are read only by the teacher and the site&apos;s administrators.</li>
            <li>You can ask us at any time to correct or delete your data; deleting it closes your account.</li>
          </ul>

          <h2>6. Content and availability</h2>
          <p>
            We work hard to keep the material accurate and the site available, but we cannot promise it is free of errors or interruptions.
            Results in exams depend on your own study; we do not guarantee particular marks.
          </p>

          <h2>7. Changes and contact</h2>
          <p>
            We may update these terms; the date above shows the latest version, and continuing to use the site means you accept it.
            Questions? Write to <a href={`mailto:${site.email}`}>{site.email}</a>, call <a href={phoneHref(site.phone)}>{site.phone}</a> or
            use the <Link to="/Contact">contact page</Link>. These terms are governed by the laws of India; courts in Bhopal, Madhya Pradesh
            have jurisdiction.
          </p>
        </div>
      </article>
    </>
  );
}
