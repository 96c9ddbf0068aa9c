/**
 * Malayalam for the messages the shared schemas write (zod validation, field labels) and the
 * server's success messages. The English text is the key, as a msgid is in a .po file: the form
 * (in the browser) and the server (for `Accept-Language: ml`) translate the same text the same way.
 * Zod-free, so the worker area can load it without zod (only when Malayalam is on).
 */

/** Field labels the schemas put into messages ("{label} is required"). */
export const FIELD_LABELS_ML: Record<string, string> = {
  "About work": "ജോലിയെക്കുറിച്ച്",
  Address: "വിലാസം",
  Amount: "തുക",
  Attendees: "അതിഥികളുടെ എണ്ണം",
  "Auditorium name": "ഓഡിറ്റോറിയത്തിന്റെ പേര്",
  Bonus: "ബോണസ്",
  "Catering company": "കാറ്ററിംഗ് കമ്പനി",
  Comment: "അഭിപ്രായം",
  "Customer name": "ഉപഭോക്താവിന്റെ പേര്",
  Description: "വിവരണം",
  "Expense type": "ചെലവിന്റെ തരം",
  Instructions: "നിർദ്ദേശങ്ങൾ",
  "Long fare": "ദീർഘദൂര നിരക്ക്",
  Name: "പേര്",
  "Number of boys needed": "ആവശ്യമുള്ള ബോയ്സിന്റെ എണ്ണം",
  "Over time": "ഓവർടൈം",
  "Payment amount": "ലഭിക്കുന്ന തുക",
  Place: "സ്ഥലം",
  Reason: "കാരണം",
  Remarks: "കുറിപ്പുകൾ",
  "Travel allowance": "യാത്രാബത്ത",
  Username: "ഉപയോക്തൃനാമം",
  // Public page: inquiry form (issue 17)
  "First name": "പേര്",
  "Last name": "കുടുംബപ്പേര്",
  "Event details": "പരിപാടിയുടെ വിവരങ്ങൾ",
  // Issue 16: payslips and UPI.
  "UPI ID": "UPI ഐഡി",
  Reference: "റഫറൻസ്",
};

/** Whole messages, word for word. */
export const MESSAGES_ML: Record<string, string> = {
  // Roles as named in WRONG_ROLE ("Not a Head Boy: ...").
  "a Boy": "സർവീസ് ബോയ്",
  "a Captain": "ക്യാപ്റ്റൻ",
  "a Head Boy": "ഹെഡ് ബോയ്",
  "a Supervisor": "സൂപ്പർവൈസർ",
  "an admin": "അഡ്മിൻ",
  "Strike cleared": "വരാതിരിക്കൽ രേഖ ഒഴിവാക്കി",
  // Public page: inquiry, newsletter, "Forgot password?" (issue 17)
  "Enter a valid phone number": "ശരിയായ ഫോൺ നമ്പർ നൽകുക",
  "Give a phone number or an e-mail": "മറുപടിക്കായി ഒരു ഫോൺ നമ്പറോ ഇ-മെയിലോ നൽകുക",
  "Thank you! We have your inquiry and will reply within 24 hours.":
    "നന്ദി! നിങ്ങളുടെ അന്വേഷണം ഞങ്ങൾക്ക് ലഭിച്ചു. 24 മണിക്കൂറിനുള്ളിൽ മറുപടി നൽകും.",
  "Thank you for subscribing.": "സബ്സ്ക്രൈബ് ചെയ്തതിന് നന്ദി.",
  "Request received. If an account matches, the admin will set a new password and contact you.":
    "അപേക്ഷ ലഭിച്ചു. ഈ വിവരങ്ങളുള്ള അക്കൗണ്ട് ഉണ്ടെങ്കിൽ അഡ്മിൻ പുതിയ പാസ്‌വേഡ് നൽകി നിങ്ങളെ ബന്ധപ്പെടും.",
  "Request closed.": "അപേക്ഷ അവസാനിപ്പിച്ചു.",
  "Enter the 6-digit code from WhatsApp": "വാട്സ്ആപ്പിൽ ലഭിച്ച 6 അക്ക കോഡ് നൽകുക",
  "Code sent on WhatsApp. It works for 15 minutes.": "കോഡ് വാട്സ്ആപ്പിൽ അയച്ചു. 15 മിനിറ്റ് വരെ ഉപയോഗിക്കാം.",
  "Password changed. Sign in with your new password.": "പാസ്‌വേഡ് മാറ്റി. പുതിയ പാസ്‌വേഡ് ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.",
  // Issue 16: payslips and UPI.
  "Enter a UPI ID like name@bank": "name@bank പോലെ ഒരു UPI ഐഡി നൽകുക",
  "Month is required as YYYY-MM": "മാസം YYYY-MM രൂപത്തിൽ നൽകുക",
  "Month must be YYYY-MM": "മാസം YYYY-MM രൂപത്തിലായിരിക്കണം",
  "Wage marked paid": "കൂലി നൽകിയതായി രേഖപ്പെടുത്തി",
  "Amount must be more than 0": "തുക 0-ൽ കൂടുതലായിരിക്കണം",
  "At most 200 users at once": "ഒരു തവണ പരമാവധി 200 പേർ",
  "Attendance must be 1 (present) or 0 (absent)": "ഹാജർ 1 (ഹാജരുണ്ട്) അല്ലെങ്കിൽ 0 (ഹാജരില്ല) ആയിരിക്കണം",
  "Choose at least one filter": "കുറഞ്ഞത് ഒരു ഫിൽട്ടർ തിരഞ്ഞെടുക്കുക",
  "Choose good or poor": "നല്ലത് അല്ലെങ്കിൽ മോശം തിരഞ്ഞെടുക്കുക",
  "Comment is too long": "അഭിപ്രായം വളരെ നീളമുള്ളതാണ്",
  "Confirm password is required": "പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക",
  "Date is not a real date": "ഈ തീയതി നിലവിലില്ല",
  "Date is required": "തീയതി നൽകുക",
  "Date must be YYYY-MM-DD": "ശരിയായ തീയതി നൽകുക",
  "District is required": "ജില്ല തിരഞ്ഞെടുക്കുക",
  "Email is required": "ഇ-മെയിൽ നൽകുക",
  "Email is too long": "ഇ-മെയിൽ വളരെ നീളമുള്ളതാണ്",
  "Employment type is required": "ജോലി രീതി തിരഞ്ഞെടുക്കുക",
  "Enter text to search": "തിരയാൻ എന്തെങ്കിലും എഴുതുക",
  "Error loading wage data": "കൂലി വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല",
  "Failed to send work request. Please try again.": "അപേക്ഷ അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.",
  "Fare type is required": "നിരക്കിന്റെ തരം തിരഞ്ഞെടുക്കുക",
  "License image must be a data URL (data:image/png;base64,...)":
    "ലൈസൻസിന്റെ ചിത്രം ഒരു data URL ആയിരിക്കണം (data:image/png;base64,...)",
  "License image must be at most 5 MB": "ലൈസൻസിന്റെ ചിത്രം 5 MB-യിൽ കൂടരുത്",
  "Location URL is too long": "ലൊക്കേഷൻ ലിങ്ക് വളരെ നീളമുള്ളതാണ്",
  "Location URL must be a valid URL (https://...)": "ശരിയായ ലൊക്കേഷൻ ലിങ്ക് നൽകുക (https://...)",
  "Logged out successfully": "ലോഗൗട്ട് ചെയ്തു",
  "Mobile number is required": "മൊബൈൽ നമ്പർ നൽകുക",
  "Mobile number must be 10 digits": "മൊബൈൽ നമ്പർ 10 അക്കമായിരിക്കണം",
  "Mobile number, e-mail or UserID is required": "മൊബൈൽ നമ്പർ, ഇ-മെയിൽ അല്ലെങ്കിൽ യൂസർ ഐഡി നൽകുക",
  "Must be a number": "ഒരു സംഖ്യ നൽകുക",
  "Must be a positive number": "പൂജ്യത്തിൽ കൂടിയ സംഖ്യ നൽകുക",
  "Must be a whole number": "പൂർണ്ണസംഖ്യ നൽകുക",
  "Must be true or false": "അതെ അല്ലെങ്കിൽ ഇല്ല ആയിരിക്കണം",
  "No wage data available for this work.": "ഈ ജോലിക്ക് കൂലി വിവരങ്ങൾ ഇല്ല.",
  "Number is too large": "സംഖ്യ വളരെ വലുതാണ്",
  "Password is required": "പാസ്‌വേഡ് നൽകുക",
  "Password must be at least 6 characters": "പാസ്‌വേഡിന് കുറഞ്ഞത് 6 അക്ഷരങ്ങൾ വേണം",
  "Password must be at most 128 characters": "പാസ്‌വേഡ് 128 അക്ഷരങ്ങളിൽ കൂടരുത്",
  "Passwords do not match!": "പാസ്‌വേഡുകൾ ഒരുപോലെയല്ല!",
  "Passwords do not match": "പാസ്‌വേഡുകൾ ഒരുപോലെയല്ല",
  "Payment status must be paid or not_paid": "പേയ്മെന്റ് നില 'നൽകി' അല്ലെങ്കിൽ 'നൽകാനുണ്ട്' ആയിരിക്കണം",
  "Please enter a valid 10-digit mobile number": "ശരിയായ 10 അക്ക മൊബൈൽ നമ്പർ നൽകുക",
  "Please enter a valid email address": "ശരിയായ ഇ-മെയിൽ വിലാസം നൽകുക",
  "Profile updated successfully": "പ്രൊഫൈൽ പുതുക്കി",
  "Refresh token is required": "റിഫ്രഷ് ടോക്കൺ ആവശ്യമാണ്",
  "Role is required": "റോൾ തിരഞ്ഞെടുക്കുക",
  "Role must be one of subadmin, supervisor, head_boy, boys":
    "റോൾ ക്യാപ്റ്റൻ, സൂപ്പർവൈസർ, ഹെഡ് ബോയ്, ബോയ്സ് എന്നിവയിൽ ഒന്നായിരിക്കണം",
  "role_type must be one of subadmin, supervisor, head_boy, boys":
    "റോൾ ക്യാപ്റ്റൻ, സൂപ്പർവൈസർ, ഹെഡ് ബോയ്, ബോയ്സ് എന്നിവയിൽ ഒന്നായിരിക്കണം",
  "Search is too long": "തിരയൽ വളരെ നീളമുള്ളതാണ്",
  "Search text is too long": "തിരയൽ വളരെ നീളമുള്ളതാണ്",
  "Select at least one supervisor": "കുറഞ്ഞത് ഒരു സൂപ്പർവൈസറെ തിരഞ്ഞെടുക്കുക",
  "Select at least one user": "കുറഞ്ഞത് ഒരാളെ തിരഞ്ഞെടുക്കുക",
  "Sending work request...": "അപേക്ഷ അയയ്ക്കുന്നു...",
  "Status is not valid": "നില ശരിയല്ല",
  "Status must be accepted or rejected": "നില 'സ്വീകരിച്ചു' അല്ലെങ്കിൽ 'നിരസിച്ചു' ആയിരിക്കണം",
  "Time is required": "സമയം നൽകുക",
  "Time must be HH:MM": "ശരിയായ സമയം നൽകുക",
  "Username is required": "ഉപയോക്തൃനാമം നൽകുക",
  "Username is too long": "ഉപയോക്തൃനാമം വളരെ നീളമുള്ളതാണ്",
  "Username must be at most 100 characters": "ഉപയോക്തൃനാമം 100 അക്ഷരങ്ങളിൽ കൂടരുത്",
  "Work request sent successfully!": "അപേക്ഷ അയച്ചു!",
  "Work type is required": "ജോലിയുടെ തരം തിരഞ്ഞെടുക്കുക",
  "You have already applied for this work!": "ഈ ജോലിക്ക് നിങ്ങൾ നേരത്തേ അപേക്ഷിച്ചിട്ടുണ്ട്!",
  "Send is_published or status": "പ്രസിദ്ധീകരണം അല്ലെങ്കിൽ നില നൽകുക",
  "Send is_setting or is_loading": "സെറ്റിംഗ് അല്ലെങ്കിൽ ലോഡിംഗ് നൽകുക",
  "assignments must be a list": "നിയോഗിക്കേണ്ടവരുടെ പട്ടിക നൽകുക",
  "is_approved must be true": "അംഗീകാരം 'അതെ' ആയിരിക്കണം",
  "is_published must be true or false": "പ്രസിദ്ധീകരണം അതെ അല്ലെങ്കിൽ ഇല്ല ആയിരിക്കണം",
  "result must be profit or loss": "ഫലം ലാഭം അല്ലെങ്കിൽ നഷ്ടം ആയിരിക്കണം",
  "type must be upcoming or past": "വരാനിരിക്കുന്നത് അല്ലെങ്കിൽ കഴിഞ്ഞത് തിരഞ്ഞെടുക്കുക",
  "user_ids must be a list of user ids": "ഉപയോക്താക്കളുടെ പട്ടിക നൽകുക",
  "No backup has been made yet.": "ഇതുവരെ ബാക്കപ്പ് എടുത്തിട്ടില്ല.",
  "The latest backup is more than two days old.": "അവസാന ബാക്കപ്പിന് രണ്ട് ദിവസത്തിലധികം പഴക്കമുണ്ട്.",
  "limit must be 1 to 100": "എണ്ണം 1 മുതൽ 100 വരെ ആയിരിക്കണം",
  "before must be a notification id": "ശരിയായ അറിയിപ്പ് നമ്പർ നൽകുക",
  "At most 500 ids at once": "ഒരു തവണ പരമാവധി 500 എണ്ണം",
  "Send a check-in code or a user": "ഹാജർ കോഡ് അല്ലെങ്കിൽ ആളെ നൽകുക",
  "Send ids (a list of notification ids) or all: true": "അറിയിപ്പുകളുടെ പട്ടിക അല്ലെങ്കിൽ 'എല്ലാം' നൽകുക",
  "language must be en or ml": "ഭാഷ en അല്ലെങ്കിൽ ml ആയിരിക്കണം",
  "whatsapp must be true or false": "വാട്സ്ആപ്പ് അതെ അല്ലെങ്കിൽ ഇല്ല ആയിരിക്കണം",
  "endpoint must be an https URL": "ശരിയായ https വിലാസം നൽകുക",
};

/** Messages built from a label: English pattern -> Malayalam with `{label}` (and `{n}`). */
const PATTERNS_ML: [RegExp, string][] = [
  [/^(.+) is required$/, "{label} നൽകുക"],
  [/^(.+) must be at most (\d+) characters$/, "{label} {n} അക്ഷരങ്ങളിൽ കൂടരുത്"],
  [/^(.+) must be text$/, "{label} എഴുത്തായിരിക്കണം"],
  [/^(.+) must be a whole number$/, "{label} പൂർണ്ണസംഖ്യയായിരിക്കണം"],
  [/^(.+) cannot be negative$/, "{label} പൂജ്യത്തിൽ കുറയരുത്"],
  [/^(.+) is too large$/, "{label} വളരെ വലുതാണ്"],
  [
    /^(.+) must be a number of at least 0 with at most two decimals$/,
    "{label} 0-ഓ അതിൽ കൂടുതലോ ആയ, രണ്ട് ദശാംശം വരെയുള്ള സംഖ്യയായിരിക്കണം",
  ],
  [/^(.+): (.+)$/, "{label}: {rest}"],
];

/**
 * The Malayalam of an English message from the schemas or the server, or the message itself when
 * it has none (a name, a code, or a text already in Malayalam).
 */
export function translateMessageMl(message: string): string {
  const exact = MESSAGES_ML[message];
  if (exact) return exact;
  for (const [pattern, template] of PATTERNS_ML) {
    const m = pattern.exec(message);
    if (!m?.[1]) continue;
    const label = FIELD_LABELS_ML[m[1]];
    if (template.includes("{rest}")) {
      // "field: message" (the first field error as the top message): translate the message part.
      const rest = m[2] ? translateMessageMl(m[2]) : "";
      if (rest === m[2]) continue;
      return template.replace("{label}", m[1]).replace("{rest}", rest);
    }
    if (!label) continue;
    return template.replace("{label}", label).replace("{n}", m[2] ?? "");
  }
  return message;
}
