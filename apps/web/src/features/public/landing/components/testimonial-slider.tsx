import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIALS, type Testimonial, WIDE_MIN_PX } from "../content";
import { CarouselControls } from "./carousel-controls";
import { StarRow } from "./icons";
import { useCarousel } from "./use-carousel";

const WIDE_QUERY = `(min-width: ${WIDE_MIN_PX}px)`;

function useIsWide(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(WIDE_QUERY);
      mq.addEventListener("change", cb);
      return () => mq.removeEventListener("change", cb);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useLingui();
  return (
    <figure
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="testimonial"
    >
      <StarRow rating={item.rating} />
      <blockquote className="mt-3 flex-1 text-slate-700">
        <p>“{t(item.text)}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <img
          src={item.avatar}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-12 rounded-full"
        />
        <span>
          <span className="block font-semibold text-slate-900">{t(item.name)}</span>
          <span className="block text-sm text-slate-600">{t(item.role)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function Slider({ perSlide }: { perSlide: number }) {
  const slides = chunk(TESTIMONIALS, perSlide);
  const c = useCarousel(slides.length, TESTIMONIAL_INTERVAL_MS);
  const { t } = useLingui();
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Testimonials`}
      data-per-slide={perSlide}
      {...c.handlers}
    >
      <div className="overflow-hidden">
        <div
          className="flex touch-pan-y transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${c.selected * 100}%)` }}
        >
          {slides.map((group, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slide (group + roledescription)
            <div
              key={group.map((item) => item.avatar).join()}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${i + 1} of ${slides.length}`}
              aria-hidden={i === c.selected ? undefined : true}
              inert={i !== c.selected}
              className="grid min-w-0 shrink-0 grow-0 basis-full gap-6 px-1 lg:grid-cols-3"
            >
              {group.map((item) => (
                <TestimonialCard key={item.avatar} item={item} />
              ))}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        name="testimonial"
        count={slides.length}
        selected={c.selected}
        onPrev={c.scrollPrev}
        onNext={c.scrollNext}
        onDot={c.scrollTo}
      />
    </section>
  );
}

/**
 * Six testimonials: 3 per slide from 1024 px up, else 1; every 5 s. Switching layout remounts
 * the slider, so it starts again at slide 0.
 */
export function TestimonialSlider() {
  const wide = useIsWide();
  return <Slider key={wide ? "wide" : "narrow"} perSlide={wide ? 3 : 1} />;
}
