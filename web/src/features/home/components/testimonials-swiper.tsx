import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { TestimonialCardView } from './cards';
import { TESTIMONIALS } from './content';
import { prefersReducedMotion } from './use-near-viewport';

/**
 * What Our Students Say as a Swiper carousel (autoplay 3000 ms, not stopped by
 * interaction; 1 slide below 768 px, 2 from 768, 3 from 1024, 4 from 1280; 30 px apart; clickable
 * bullets). Its own chunk, loaded when the section nears the viewport.
 */
export default function TestimonialsSwiper() {
  return (
    <Swiper
      className="testimonials-swiper"
      modules={[Autoplay, Pagination, A11y]}
      spaceBetween={30}
      slidesPerView={1}
      breakpoints={{ 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 }, 1280: { slidesPerView: 4 } }}
      pagination={{ clickable: true }}
      autoplay={prefersReducedMotion() ? false : { delay: 3000, disableOnInteraction: false }}
    >
      {TESTIMONIALS.map((testimonial) => (
        <SwiperSlide key={testimonial.name}>
          <TestimonialCardView testimonial={testimonial} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
