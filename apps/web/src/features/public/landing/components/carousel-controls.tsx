import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";

const arrow =
  "flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Previous/next arrows and one dot per slide (dots are 44 px touch targets). */
export function CarouselControls({
  count,
  selected,
  onPrev,
  onNext,
  onDot,
  name,
}: {
  count: number;
  selected: number;
  onPrev: () => void;
  onNext: () => void;
  onDot: (i: number) => void;
  /** Which carousel: names the buttons ("Previous gallery slide") and the dots' test id. */
  name: "gallery" | "testimonial";
}) {
  const { t } = useLingui();
  if (count <= 1) return null;
  const gallery = name === "gallery";
  return (
    <div className="mt-6 flex items-center justify-center gap-2">
      <button
        type="button"
        className={arrow}
        onClick={onPrev}
        aria-label={gallery ? t`Previous gallery slide` : t`Previous testimonial slide`}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <div className="flex flex-wrap justify-center" data-testid={`${name}-dots`}>
        {Array.from({ length: count }, (_, i) => `dot${i}`).map((k, i) => (
          <button
            key={k}
            type="button"
            onClick={() => onDot(i)}
            aria-label={gallery ? t`Go to gallery slide ${i + 1}` : t`Go to testimonial slide ${i + 1}`}
            aria-current={i === selected ? "true" : undefined}
            className="group flex h-11 w-11 items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${
                i === selected ? "w-6 bg-brand-600" : "w-2.5 bg-slate-400 group-hover:bg-slate-500"
              }`}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={arrow}
        onClick={onNext}
        aria-label={gallery ? t`Next gallery slide` : t`Next testimonial slide`}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
