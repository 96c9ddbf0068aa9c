import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Static content of the landing page. The words
 * are message descriptors, translated where they render (`t(descriptor)`).
 */

export const NAV_LINKS = [
  { id: "home", label: msg`Home` },
  { id: "about", label: msg`About us` },
  { id: "gallery", label: msg`Gallery` },
  { id: "contact", label: msg`Contact` },
] as const;

/** The active nav link follows the section top minus this offset (px). */
export const SCROLL_SPY_OFFSET = 100;
export const GALLERY_INTERVAL_MS = 4000;
export const TESTIMONIAL_INTERVAL_MS = 5000;
/** Testimonials show 3 per slide from this width up, else 1. */
export const WIDE_MIN_PX = 1024;

export const SERVICES = [
  {
    key: "catering",
    title: msg`Catering Management`,
    text: msg`End-to-end food service planning, buffet and sit-down service run by experienced captains.`,
  },
  {
    key: "boys",
    title: msg`Service Boys`,
    text: msg`Trained, uniformed service boys who serve your guests politely and on time.`,
  },
  {
    key: "hosting",
    title: msg`Hosting Staff`,
    text: msg`Welcoming hosts and hostesses for receptions, guest desks and stage coordination.`,
  },
  {
    key: "valet",
    title: msg`Valet Parking`,
    text: msg`Licensed drivers who park and return your guests' vehicles safely and quickly.`,
  },
  {
    key: "security",
    title: msg`Security Services`,
    text: msg`Alert security staff for entry management, crowd control and peace of mind.`,
  },
  {
    key: "counter",
    title: msg`Counter Settings`,
    text: msg`Neatly arranged juice, snack and dessert counters set up and staffed for your event.`,
  },
] as const;

export const FIGURES = [
  { value: "500+", label: msg`Events served` },
  { value: "95%", label: msg`Client satisfaction` },
  { value: "85%", label: msg`Client retention` },
  { value: "4.9", label: msg`Average rating` },
] as const;

export const GALLERY = [
  { title: msg`Security Guards`, src: "/images/gallery-security.svg" },
  { title: msg`Hosting Staff`, src: "/images/gallery-hosting.svg" },
  { title: msg`Catering Management`, src: "/images/gallery-catering.svg" },
  { title: msg`Valet parking`, src: "/images/gallery-valet.svg" },
  { title: msg`Counter Setup`, src: "/images/gallery-counter.svg" },
] as const;

export interface Testimonial {
  name: MessageDescriptor;
  role: MessageDescriptor;
  text: MessageDescriptor;
  avatar: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: msg`Anjali Menon`,
    role: msg`Bride, Palakkad`,
    text: msg`The service boys were punctual and polite. Our wedding lunch for 800 guests ran without a single hiccup.`,
    avatar: "/images/avatar-1.svg",
    rating: 4,
  },
  {
    name: msg`Rahul Nair`,
    role: msg`HR Manager, Kochi`,
    text: msg`We booked hosting staff and valet parking for our annual meet. Professional team and very easy to coordinate.`,
    avatar: "/images/avatar-2.svg",
    rating: 4,
  },
  {
    name: msg`Fathima Basheer`,
    role: msg`Event Planner, Kozhikode`,
    text: msg`CaterCrew is my go-to for counter setups. The staff are neat, trained and always on time.`,
    avatar: "/images/avatar-3.svg",
    rating: 4,
  },
  {
    name: msg`Suresh Kumar`,
    role: msg`Auditorium Owner, Cherpulassery`,
    text: msg`Reliable supervisors and a quick response on WhatsApp. They handle big crowds calmly.`,
    avatar: "/images/avatar-4.svg",
    rating: 4,
  },
  {
    name: msg`Divya Prakash`,
    role: msg`Birthday host, Thrissur`,
    text: msg`From serving to cleaning up, the team took care of everything so we could enjoy the party.`,
    avatar: "/images/avatar-5.svg",
    rating: 4,
  },
  {
    name: msg`Muhammed Ashraf`,
    role: msg`Caterer, Malappuram`,
    text: msg`When I need extra hands at short notice, CaterCrew sends well-behaved, experienced boys.`,
    avatar: "/images/avatar-6.svg",
    rating: 4,
  },
];
