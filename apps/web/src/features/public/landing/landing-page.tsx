import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef } from "react";
import { ContactSection } from "./components/contact-section";
import { GalleryCarousel } from "./components/gallery-carousel";
import {
  AboutSection,
  HeroSection,
  SectionHeading,
  ServicesSection,
  WhyChooseUsSection,
} from "./components/sections";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { TestimonialSlider } from "./components/testimonial-slider";

/**
 * Fades `[data-reveal]` blocks in once when they scroll into view (800 ms, ease-in-out, CSS).
 * The page arrives drawn: a block the observer first finds on screen stays as it is, one below
 * is hidden there and then fades in when reached. The observer's own notices give the positions,
 * so nothing forces a layout of the whole page here.
 */
function useReveal(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el || !("IntersectionObserver" in window)) return;
    // The first notice of each block says whether it starts on screen; the next (it only comes
    // when the block crosses into view) reveals a hidden one.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (!isIntersecting) {
            target.classList.add("cc-reveal");
          } else {
            if (target.classList.contains("cc-reveal")) target.classList.add("cc-revealed");
            observer.unobserve(target);
          }
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const node of el.querySelectorAll("[data-reveal]")) observer.observe(node);
    return () => observer.disconnect();
  }, [root]);
}

/** The public landing page: every section in its order. Plain React, no form libraries. */
export function LandingPage() {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  useReveal(root);
  return (
    <div ref={root} className="pt-[72px]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t`Skip to content`}
      </a>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <ServicesSection />
        <AboutSection />
        <WhyChooseUsSection />
        <section id="gallery" className="cc-deferred scroll-mt-[72px] overflow-hidden py-16 sm:py-20">
          <div className="px-4">
            <SectionHeading eyebrow={t`Gallery`} title={t`Our teams at work`} />
          </div>
          <GalleryCarousel />
        </section>
        <section id="testimonials" className="cc-deferred scroll-mt-[72px] bg-brand-50 px-4 pt-16 sm:pt-20">
          <SectionHeading
            eyebrow={t`Testimonials`}
            title={t`What our clients say`}
            text={t`Hosts, planners and caterers across Kerala rely on CaterCrew for their events.`}
          />
        </section>
        <div className="cc-deferred bg-brand-50 px-4 pb-16 sm:pb-20">
          <div className="mx-auto max-w-6xl">
            <TestimonialSlider />
          </div>
        </div>
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}
