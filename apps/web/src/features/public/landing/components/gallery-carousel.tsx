import { useLingui } from "@lingui/react/macro";
import { GALLERY, GALLERY_INTERVAL_MS } from "../content";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";

/** Five images, centred, auto-advancing every 4 s; the centre one shows its title. */
export function GalleryCarousel() {
  const c = useCarousel(GALLERY.length, GALLERY_INTERVAL_MS);
  const { t } = useLingui();
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Gallery`}
      className="mx-auto max-w-6xl"
      {...c.handlers}
    >
      <div className="overflow-hidden [--basis:85%] sm:[--basis:60%] lg:[--basis:40%]">
        {/* The selected slide is centred: shift by half the viewport minus the slides before it. */}
        <div
          className="flex touch-pan-y transition-transform duration-500 ease-out"
          style={{ transform: `translateX(calc(50% - var(--basis) * ${c.selected + 0.5}))` }}
        >
          {GALLERY.map((item, i) => {
            const current = i === c.selected;
            const title = t(item.title);
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel slide (group + roledescription)
              <div
                key={item.src}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${i + 1} of ${GALLERY.length}: ${title}`}
                aria-current={current ? "true" : undefined}
                aria-hidden={current ? undefined : true}
                className="min-w-0 shrink-0 grow-0 basis-[var(--basis)] px-2"
              >
                <figure
                  className={`relative overflow-hidden rounded-2xl shadow-md transition-transform duration-500 ${
                    current ? "scale-100" : "scale-90 opacity-70"
                  }`}
                >
                  <img
                    src={item.src}
                    alt={title}
                    width={640}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="block aspect-[8/5] h-auto w-full object-cover"
                  />
                  {current && (
                    <figcaption
                      className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-4 pb-3 pt-8 text-lg font-semibold text-white"
                      data-testid="gallery-title"
                    >
                      {title}
                    </figcaption>
                  )}
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        name="gallery"
        count={GALLERY.length}
        selected={c.selected}
        onPrev={c.scrollPrev}
        onNext={c.scrollNext}
        onDot={c.scrollTo}
      />
    </section>
  );
}
