import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { FeatureCardView } from './cards';
import { FEATURE_CARDS } from './content';
import { prefersReducedMotion } from './use-near-viewport';

/**
 * Our Features as a Swiper carousel (autoplay 3000 ms, not stopped by interaction, loops;
 * 1 slide from 320 px, 2 from 640 px, 4 from 1024 px; 20 px apart). Its own chunk, loaded when the
 * section nears the viewport.
 */
export default function FeaturesSwiper() {
  return (
    <Swiper
      className="features-swiper"
      modules={[Autoplay, A11y]}
      loop
      spaceBetween={20}
      slidesPerView={1}
      breakpoints={{ 320: { slidesPerView: 1 }, 640: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } }}
      autoplay={prefersReducedMotion() ? false : { delay: 3000, disableOnInteraction: false }}
    >
      {FEATURE_CARDS.map((card) => (
        <SwiperSlide key={card.title}>
          <FeatureCardView card={card} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
