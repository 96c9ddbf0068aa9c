/** Static content of the landing page (spec section 2, "Landing page", and section 9). */

export const NAV_LINKS = [
  { id: "home", label: "Home" },
  { id: "about", label: "About us" },
  { id: "gallery", label: "Gallery" },
  { id: "contact", label: "Contact" },
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
    title: "Catering Management",
    text: "End-to-end food service planning, buffet and sit-down service run by experienced captains.",
  },
  {
    key: "boys",
    title: "Service Boys",
    text: "Trained, uniformed service boys who serve your guests politely and on time.",
  },
  {
    key: "hosting",
    title: "Hosting Staffs",
    text: "Welcoming hosts and hostesses for receptions, guest desks and stage coordination.",
  },
  {
    key: "valet",
    title: "Valet Parking",
    text: "Licensed drivers who park and return your guests' vehicles safely and quickly.",
  },
  {
    key: "security",
    title: "Security Services",
    text: "Alert security staff for entry management, crowd control and peace of mind.",
  },
  {
    key: "counter",
    title: "Counter Settings",
    text: "Neatly arranged juice, snack and dessert counters set up and staffed for your event.",
  },
] as const;

export const FIGURES = [
  { value: "500+", label: "Events served" },
  { value: "95%", label: "Client satisfaction" },
  { value: "85%", label: "Client retention" },
  { value: "4.9", label: "Average rating" },
] as const;

export const GALLERY = [
  { title: "Security Guards", src: "/images/gallery-security.svg" },
  { title: "Hosting Staffs", src: "/images/gallery-hosting.svg" },
  { title: "Catering Management", src: "/images/gallery-catering.svg" },
  { title: "Valet parking", src: "/images/gallery-valet.svg" },
  { title: "Counter Setup", src: "/images/gallery-counter.svg" },
] as const;

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  avatar: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Anjali Menon",
    role: "Bride, Palakkad",
    text: "The service boys were punctual and polite. Our wedding lunch for 800 guests ran without a single hiccup.",
    avatar: "/images/avatar-1.svg",
    rating: 4,
  },
  {
    name: "Rahul Nair",
    role: "HR Manager, Kochi",
    text: "We booked hosting staff and valet parking for our annual meet. Professional team and very easy to coordinate.",
    avatar: "/images/avatar-2.svg",
    rating: 4,
  },
  {
    name: "Fathima Basheer",
    role: "Event Planner, Kozhikode",
    text: "CaterCrew is my go-to for counter setups. The staff are neat, trained and always on time.",
    avatar: "/images/avatar-3.svg",
    rating: 4,
  },
  {
    name: "Suresh Kumar",
    role: "Auditorium Owner, Cherpulassery",
    text: "Reliable supervisors and a quick response on WhatsApp. They handle big crowds calmly.",
    avatar: "/images/avatar-4.svg",
    rating: 4,
  },
  {
    name: "Divya Prakash",
    role: "Birthday host, Thrissur",
    text: "From serving to cleaning up, the team took care of everything so we could enjoy the party.",
    avatar: "/images/avatar-5.svg",
    rating: 4,
  },
  {
    name: "Muhammed Ashraf",
    role: "Caterer, Malappuram",
    text: "When I need extra hands at short notice, CaterCrew sends well-behaved, experienced boys.",
    avatar: "/images/avatar-6.svg",
    rating: 4,
  },
];
