import { ContactForm } from './contact-form';
import { ContactInfoCards } from './contact-info-cards';

/** The form beside the info cards: the home page's Contact Us section and the /Contact page's body. */
export function ContactPanel() {
  return (
    <div className="contact-panel">
      <ContactForm />
      <ContactInfoCards />
    </div>
  );
}
