import { type ReactNode, Suspense } from "react";
import { useInBrowser } from "@/lib/use-in-browser";

/**
 * A part that takes typing (the lead forms), drawn only in the browser: the HTML drawn at build
 * time holds `fallback` (as tall as the part), and the part appears once the page is taken over.
 * A form in that HTML would let a visitor type into, and send, a form no script handles yet.
 * The part may load lazily: `fallback` also stands in while it downloads.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useInBrowser();
  return <Suspense fallback={fallback}>{inBrowser ? children : fallback}</Suspense>;
}
