import { Link } from "react-router";
import { BRAND, BRAND_MARK, paths } from "@/lib/paths";

/** The CaterCrew mark and name, leading to the home page (the sign-in and information pages' header). */
export function BrandHomeLink() {
  return (
    <Link
      to={paths.home}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span
        className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-sm text-white"
        aria-hidden="true"
      >
        {BRAND_MARK}
      </span>
      {BRAND}
    </Link>
  );
}
