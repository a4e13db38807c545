import { Icon, icons } from '../../../components/icons';
import { useT } from '../../../i18n/catalog';
import { homeCatalog } from '../i18n';
import type { FeatureCard, Testimonial } from './content';

export function FeatureCardView({ card }: { card: FeatureCard }) {
  const t = useT(homeCatalog);
  return (
    <article className="feature-card">
      <span className="feature-card-icon">
        <Icon path={card.icon} size={28} />
      </span>
      <h3>{t(card.title)}</h3>
      <ul>
        {card.lines.map((line) => (
          <li key={line}>
            <Icon path={icons.check} size={18} />
            {t(line)}
          </li>
        ))}
      </ul>
    </article>
  );
}

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function TestimonialCardView({ testimonial }: { testimonial: Testimonial }) {
  const t = useT(homeCatalog);
  return (
    <figure className="testimonial-card">
      <blockquote>
        <p>{t(testimonial.message)}</p>
      </blockquote>
      <figcaption>
        {/* Initials instead of a photo: no image request, no external image host. */}
        <span className="testimonial-avatar" style={{ background: testimonial.colour }} aria-hidden="true">
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="testimonial-name">{testimonial.name}</span>
          <span className="testimonial-role">{t(testimonial.role)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
