import type { Language, NotificationType } from "@catercrew/shared";
import { displayDate } from "../../lib/dates.js";

/**
 * The words of every notification, per type and language (docs/decisions/012-languages.md), with the glossary's
 * Malayalam forms. `{venue}`, `{date}`, `{time}`, `{amount}` are filled from the notification's
 * params. The WhatsApp template of a type has the same body, with the params in `params` order as
 * {{1}}, {{2}}, ... (docs/whatsapp.md lists them for registration).
 */
export interface NotificationText {
  title: string;
  body: string;
}

export const NOTIFICATION_PARAMS: Record<NotificationType, readonly string[]> = {
  account_approved: [],
  account_rejected: [],
  request_accepted: ["venue", "date"],
  request_rejected: ["venue", "date"],
  assigned: ["venue", "date", "time"],
  removed: ["venue", "date"],
  work_changed: ["venue", "date", "time"],
  work_cancelled: ["venue", "date"],
  wage_saved: ["venue", "amount"],
  wage_paid: ["venue", "amount"],
  reminder_day_before: ["venue", "date", "time"],
  reminder_morning: ["venue", "time"],
};

export const NOTIFICATION_TEXTS: Record<Language, Record<NotificationType, NotificationText>> = {
  en: {
    account_approved: {
      title: "Account approved",
      body: "Your CaterCrew account is approved. You can now apply for works.",
    },
    account_rejected: {
      title: "Registration not approved",
      body: "Your CaterCrew registration was not approved. Please contact the agency.",
    },
    request_accepted: {
      title: "Request accepted",
      body: "Your request for the work at {venue} on {date} is accepted.",
    },
    request_rejected: {
      title: "Request rejected",
      body: "Your request for the work at {venue} on {date} was rejected.",
    },
    assigned: {
      title: "You are assigned",
      body: "You are assigned to the work at {venue} on {date}. Reporting time {time}.",
    },
    removed: {
      title: "Removed from a work",
      body: "You were removed from the work at {venue} on {date}.",
    },
    work_changed: {
      title: "Work changed",
      body: "The work at {venue} has changed: now on {date}, reporting time {time}.",
    },
    work_cancelled: {
      title: "Work cancelled",
      body: "The work at {venue} on {date} is cancelled.",
    },
    wage_saved: {
      title: "Wage saved",
      body: "Your wage for the work at {venue} is {amount}.",
    },
    wage_paid: {
      title: "Wage paid",
      body: "Your wage of {amount} for the work at {venue} is paid.",
    },
    reminder_day_before: {
      title: "Work tomorrow",
      body: "Reminder: work at {venue} tomorrow, {date}. Reporting time {time}.",
    },
    reminder_morning: {
      title: "Work today",
      body: "Reminder: work at {venue} today. Reporting time {time}.",
    },
  },
  ml: {
    account_approved: {
      title: "അക്കൗണ്ട് അംഗീകരിച്ചു",
      body: "നിങ്ങളുടെ CaterCrew അക്കൗണ്ട് അംഗീകരിച്ചു. ഇനി ജോലികൾക്ക് അപേക്ഷിക്കാം.",
    },
    account_rejected: {
      title: "അംഗത്വ അപേക്ഷ നിരസിച്ചു",
      body: "നിങ്ങളുടെ CaterCrew അംഗത്വ അപേക്ഷ നിരസിച്ചു. ദയവായി ഏജൻസിയെ ബന്ധപ്പെടുക.",
    },
    request_accepted: {
      title: "അപേക്ഷ സ്വീകരിച്ചു",
      body: "{venue} ഓഡിറ്റോറിയത്തിൽ {date} തീയതിയിലെ ജോലിക്കുള്ള നിങ്ങളുടെ അപേക്ഷ സ്വീകരിച്ചു.",
    },
    request_rejected: {
      title: "അപേക്ഷ നിരസിച്ചു",
      body: "{venue} ഓഡിറ്റോറിയത്തിൽ {date} തീയതിയിലെ ജോലിക്കുള്ള നിങ്ങളുടെ അപേക്ഷ നിരസിച്ചു.",
    },
    assigned: {
      title: "ജോലിക്ക് നിയോഗിച്ചു",
      body: "{venue} ഓഡിറ്റോറിയത്തിൽ {date} തീയതിയിലെ ജോലിക്ക് നിങ്ങളെ നിയോഗിച്ചു. എത്തേണ്ട സമയം {time}.",
    },
    removed: {
      title: "ജോലിയിൽ നിന്ന് ഒഴിവാക്കി",
      body: "{venue} ഓഡിറ്റോറിയത്തിൽ {date} തീയതിയിലെ ജോലിയിൽ നിന്ന് നിങ്ങളെ ഒഴിവാക്കി.",
    },
    work_changed: {
      title: "ജോലിയിൽ മാറ്റം",
      body: "{venue} ഓഡിറ്റോറിയത്തിലെ ജോലിയിൽ മാറ്റം: തീയതി {date}, എത്തേണ്ട സമയം {time}.",
    },
    work_cancelled: {
      title: "ജോലി റദ്ദാക്കി",
      body: "{venue} ഓഡിറ്റോറിയത്തിൽ {date} തീയതിയിലെ ജോലി റദ്ദാക്കി.",
    },
    wage_saved: {
      title: "കൂലി സേവ് ചെയ്തു",
      body: "{venue} ഓഡിറ്റോറിയത്തിലെ ജോലിക്കുള്ള നിങ്ങളുടെ കൂലി {amount}.",
    },
    wage_paid: {
      title: "കൂലി നൽകി",
      body: "{venue} ഓഡിറ്റോറിയത്തിലെ ജോലിക്കുള്ള {amount} കൂലി നൽകി.",
    },
    reminder_day_before: {
      title: "നാളെ ജോലി",
      body: "ഓർമ്മപ്പെടുത്തൽ: നാളെ, {date}, {venue} ഓഡിറ്റോറിയത്തിൽ ജോലി. എത്തേണ്ട സമയം {time}.",
    },
    reminder_morning: {
      title: "ഇന്ന് ജോലി",
      body: "ഓർമ്മപ്പെടുത്തൽ: ഇന്ന് {venue} ഓഡിറ്റോറിയത്തിൽ ജോലി. എത്തേണ്ട സമയം {time}.",
    },
  },
};

/** Money as ₹1,23,456.00 (params keep the decimal string). */
function formatAmount(value: string): string {
  const [whole = "0", frac = "00"] = value.split(".");
  const n = BigInt(whole.replace("-", ""));
  const grouped = new Intl.NumberFormat("en-IN").format(n);
  return `${whole.startsWith("-") ? "-" : ""}₹${grouped}.${frac.padEnd(2, "0").slice(0, 2)}`;
}

/** The params as shown to the reader: dates and money formatted for the language. */
export function displayParams(params: Record<string, string>, language: Language): Record<string, string> {
  const out: Record<string, string> = { ...params };
  if (params.date) out.date = displayDate(params.date, language);
  if (params.amount) out.amount = formatAmount(params.amount);
  return out;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function renderNotification(
  type: NotificationType,
  params: Record<string, string>,
  language: Language,
): NotificationText {
  const text = NOTIFICATION_TEXTS[language][type];
  const values = displayParams(params, language);
  return { title: fill(text.title, values), body: fill(text.body, values) };
}
