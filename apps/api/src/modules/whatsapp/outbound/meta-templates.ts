import type { Language, NotificationType } from "@catercrew/shared";

/**
 * The templates as registered at Meta: their approved text lives at Meta, not here, and
 * the server sends only their parameters; these copies are the ones docs/whatsapp.md lists for an
 * agency to submit, and `templates.test.ts` holds the two together and checks each template's
 * `{{n}}` count against the parameters the server sends. Everything the server itself writes on
 * WhatsApp comes from the catalogue (context `whatsapp`, docs/decisions/039-one-catalogue.md).
 */
type Texts = Record<Language, string>;

/** The body of each template version, by template name. */
export const TEMPLATE_BODIES: Record<string, Texts> = {
  job_offer_v1: {
    en: "New work: {{1}}, {{2}} on {{3}}. Reporting time {{4}}. Role: {{5}}. Pay: {{6}}. Dress: {{7}}. Transport: {{8}}. Tap Request to ask for a place.",
    ml: "പുതിയ ജോലി: {{1}}, {{2}}, {{3}}. എത്തേണ്ട സമയം {{4}}. റോൾ: {{5}}. കൂലി: {{6}}. വേഷം: {{7}}. യാത്ര: {{8}}. ജോലി വേണമെങ്കിൽ 'അപേക്ഷിക്കുക' അമർത്തുക.",
  },
  job_offer_v2: {
    en: "New work: {{1}}, {{2}} on {{3}}. Reporting time {{4}}. Role: {{5}}. Pay: {{6}}. {{7}} Tap Request to ask for a place.",
    ml: "പുതിയ ജോലി: {{1}}, {{2}}, {{3}}. എത്തേണ്ട സമയം {{4}}. റോൾ: {{5}}. കൂലി: {{6}}. {{7}} ജോലി വേണമെങ്കിൽ 'അപേക്ഷിക്കുക' അമർത്തുക.",
  },
  work_confirmed_v1: {
    en: "You are on the crew for the work at {{1}} on {{2}}. Reporting time {{3}}. Details: {{4}} Add it to your calendar: {{5}} See you there.",
    ml: "ജോലി ഉറപ്പായി: {{2}}-ന് {{1}}-ലെ ജോലിക്ക് നിങ്ങളെ ടീമിൽ എടുത്തു. എത്തേണ്ട സമയം {{3}}. വിവരങ്ങൾ: {{4}} കലണ്ടറിൽ ചേർക്കാൻ: {{5}} അവിടെ കാണാം.",
  },
  confirm_reminder_v1: {
    en: "Your work at {{1}} is on {{2}}, reporting time {{3}}. Are you coming? Please answer with a button below.",
    ml: "ഓർമ്മപ്പെടുത്തൽ: {{2}}-ന് {{1}}-ൽ നിങ്ങൾക്ക് ജോലിയുണ്ട്, എത്തേണ്ട സമയം {{3}}. നിങ്ങൾ വരുമോ? താഴെയുള്ള ബട്ടൺ അമർത്തി മറുപടി നൽകുക.",
  },
  wage_saved_v1: {
    en: "Your wage for the work at {{1}} on {{2}} is {{3}}. Payslip: {{4}} Thank you.",
    ml: "കൂലി വിവരം: {{2}}-ന് {{1}}-ലെ ജോലിക്കുള്ള നിങ്ങളുടെ കൂലി {{3}}. പേസ്ലിപ്പ്: {{4}} നന്ദി.",
  },
  wage_paid_v1: {
    en: "Your wage of {{3}} for the work at {{1}} on {{2}} is paid. Payslip: {{4}} Thank you.",
    ml: "കൂലി നൽകി: {{2}}-ന് {{1}}-ലെ ജോലിക്കുള്ള {{3}} കൂലി നൽകി. പേസ്ലിപ്പ്: {{4}} നന്ദി.",
  },
  // Version 2 (docs/decisions/058): the glossary's words (കൂലി രസീത്, no ഓർമ്മപ്പെടുത്തൽ), the venue
  // as "ജോലി: {venue}, {date}", and a saved wage that says it is not paid yet.
  work_confirmed_v2: {
    en: "Work: {{1}}, {{2}}. You are on the crew. Reporting time {{3}}. Details: {{4}} Add it to your calendar: {{5}} See you there.",
    ml: "ജോലി: {{1}}, {{2}}. ജോലി ഉറപ്പായി, നിങ്ങൾ ടീമിലുണ്ട്. എത്തേണ്ട സമയം {{3}}. വിവരങ്ങൾ: {{4}} കലണ്ടറിൽ ചേർക്കാൻ: {{5}} അവിടെ കാണാം.",
  },
  confirm_reminder_v2: {
    en: "Work: {{1}}, {{2}}. Reporting time {{3}}. Are you coming? Please answer with a button below.",
    ml: "ജോലി: {{1}}, {{2}}. എത്തേണ്ട സമയം {{3}}. നിങ്ങൾ വരുമോ? താഴെയുള്ള ബട്ടൺ അമർത്തി മറുപടി നൽകുക.",
  },
  wage_saved_v2: {
    en: "Work: {{1}}, {{2}}. Your wage is {{3}}. It is not paid yet: we will tell you when it is. Payslip: {{4}} Thank you.",
    ml: "ജോലി: {{1}}, {{2}}. നിങ്ങളുടെ കൂലി {{3}} എന്ന് കണക്കാക്കി. നൽകിയിട്ടില്ല: നൽകുമ്പോൾ അറിയിക്കും. കൂലി രസീത്: {{4}} നന്ദി.",
  },
  wage_paid_v2: {
    en: "Work: {{1}}, {{2}}. Your wage of {{3}} is paid. Payslip: {{4}} Thank you.",
    ml: "ജോലി: {{1}}, {{2}}. നിങ്ങളുടെ കൂലി {{3}} നൽകി. കൂലി രസീത്: {{4}} നന്ദി.",
  },
  // Version 3 (record 070): a details line (address, map link, the captain's name and number).
  work_confirmed_v3: {
    en: "Work: {{1}}, {{2}}. You are on the crew. Reporting time {{3}}. {{4}} Work details: {{5}} Add it to your calendar: {{6}} See you there.",
    ml: "ജോലി: {{1}}, {{2}}. ജോലി ഉറപ്പായി, നിങ്ങൾ ടീമിലുണ്ട്. എത്തേണ്ട സമയം {{3}}. {{4}} ജോലിയുടെ വിവരങ്ങൾ: {{5}} കലണ്ടറിൽ ചേർക്കാൻ: {{6}} അവിടെ കാണാം.",
  },
  payment_reminder_v1: {
    en: "Dear {{1}}, {{2}} is due on invoice {{3}} (due date {{4}}). Pay by UPI: {{5}} Your statement: {{6}} Please ignore this if you have paid already. Thank you.",
    ml: "പ്രിയ {{1}}, ഇൻവോയ്സ് {{3}}-ൽ {{2}} അടയ്ക്കാനുണ്ട് (അവസാന തീയതി {{4}}). UPI വഴി അടയ്ക്കാൻ: {{5}} നിങ്ങളുടെ സ്റ്റേറ്റ്മെന്റ്: {{6}} ഇതിനകം അടച്ചെങ്കിൽ ഈ മെസേജ് അവഗണിക്കുക. നന്ദി.",
  },
  signin_code_v1: {
    en: "*{{1}}* is your verification code. For your security, do not share this code. This code expires in 10 minutes.",
    ml: "*{{1}}* ആണ് നിങ്ങളുടെ സ്ഥിരീകരണ കോഡ്. നിങ്ങളുടെ സുരക്ഷയ്ക്കായി, ഈ കോഡ് ആരുമായും പങ്കിടരുത്. ഈ കോഡിന്റെ കാലാവധി 10 മിനിറ്റിൽ അവസാനിക്കും.",
  },
  agency_message_v1: {
    en: "A message from the agency about your work: {{1}} Reply to this message to answer.",
    ml: "ഏജൻസിയിൽ നിന്ന് നിങ്ങളുടെ ജോലിയെക്കുറിച്ച് ഒരു മെസേജ്: {{1}} ഉത്തരം നൽകാൻ ഈ മെസേജിന് മറുപടി അയയ്ക്കുക.",
  },
  booking_confirmed_v1: {
    en: "Dear {{1}}, your booking for {{2}} on {{3}} is confirmed. Reporting time {{4}}. Follow the crew on your page: {{5}} Thank you.",
    ml: "പ്രിയ {{1}}, {{3}}-ന് {{2}}-ലേക്കുള്ള നിങ്ങളുടെ ബുക്കിംഗ് ഉറപ്പിച്ചു. എത്തേണ്ട സമയം {{4}}. ടീമിന്റെ വിവരങ്ങൾ നിങ്ങളുടെ പേജിൽ കാണാം: {{5}} നന്ദി.",
  },
  booking_declined_v1: {
    en: "Dear {{1}}, we are sorry: we cannot take your booking for {{2}} on {{3}}. Reason: {{4}} Your page: {{5}} Please call us to talk it over.",
    ml: "പ്രിയ {{1}}, ക്ഷമിക്കണം: {{3}}-ന് {{2}}-ലേക്കുള്ള നിങ്ങളുടെ ബുക്കിംഗ് ഏറ്റെടുക്കാൻ കഴിയില്ല. കാരണം: {{4}} നിങ്ങളുടെ പേജ്: {{5}} സംസാരിക്കാൻ ഞങ്ങളെ വിളിക്കുക.",
  },
};

/**
 * The notices' templates (`catercrew_<type>`, docs/whatsapp.md) whose words changed after Meta
 * approved them, with the version that carries the new words (`catercrew_assigned_v2`). Meta must
 * approve the new one first, so the server sends it only once Meta reported it approved for the
 * worker's language, and the old name until then (record 072); the old templates stay registered.
 */
export const NOTICE_TEMPLATE_VERSIONS: Partial<Record<NotificationType, number>> = {
  account_rejected: 2,
  request_rejected: 2,
  assigned: 2,
  wage_saved: 2,
  place_gone: 2,
  offer_expired: 2,
};

/** Quick-reply button labels (their payloads are in templates.ts). */
export const BUTTON_LABELS = {
  request: { en: "Request", ml: "അപേക്ഷിക്കുക" },
  decline: { en: "Not this time", ml: "ഇത്തവണ ഇല്ല" },
  stop: { en: "Stop alerts", ml: "അറിയിപ്പുകൾ നിർത്തുക" },
  coming: { en: "I'm coming", ml: "ഞാൻ വരും" },
  cant: { en: "I can't come", ml: "എനിക്ക് വരാൻ പറ്റില്ല" },
  copy_code: { en: "Copy code", ml: "കോഡ് പകർത്തുക" },
} satisfies Record<string, Texts>;
