import type { MessageCatalogue } from './translate.js';
import { ANNOUNCEMENT_MESSAGES_HI, ANNOUNCEMENT_TERMS_HI } from './hi-announcements.js';
import { DOUBT_MESSAGES_HI, DOUBT_TERMS_HI } from './hi-doubts.js';
import { PRACTICE_MESSAGES_HI, PRACTICE_TERMS_HI } from './hi-practice.js';
import { LIVE_CLASS_MESSAGES_HI, LIVE_CLASS_TERMS_HI } from './hi-live-classes.js';

/**
 * The API's messages in Hindi, keyed by their English text (the source language). Templates use
 * `{name}` arguments; the Hindi template gets the same values (see translate.ts). Terms follow
 * docs/i18n-glossary.md: JEE, NEET, PDF, OTP, GST, GSTIN and UPI stay in English; सदस्यता
 * (subscription), योजना (plan), नोट्स (notes), कोर्स (course), भुगतान (payment), रसीद (receipt),
 * लॉग इन (log in), साइन अप (sign up).
 *
 * Its own module, apart from the contract's index: only code that needs Hindi loads it.
 */

/** "This category is used by 2 courses and 1 note.": every singular/plural pairing. */
function categoryInUse(): Record<string, string> {
  const tail = 'Move them to another category before deleting it.';
  const hiTail = 'इसे हटाने से पहले उन्हें किसी दूसरी श्रेणी में ले जाएँ।';
  const entries: Record<string, string> = {};
  for (const course of ['course', 'courses']) {
    entries[`This category is used by {courses} ${course}. ${tail}`] = `यह श्रेणी {courses} कोर्स में इस्तेमाल हो रही है। ${hiTail}`;
    entries[`This category is used by {notes} ${course === 'course' ? 'note' : 'notes'}. ${tail}`] =
      `यह श्रेणी {notes} नोट्स में इस्तेमाल हो रही है। ${hiTail}`;
    for (const note of ['note', 'notes']) {
      entries[`This category is used by {courses} ${course} and {notes} ${note}. ${tail}`] =
        `यह श्रेणी {courses} कोर्स और {notes} नोट्स में इस्तेमाल हो रही है। ${hiTail}`;
    }
  }
  return entries;
}

const messages: Record<string, string> = {
  // -------------------------------------------------------------------------------------------
  // Every request: sign-in, permissions, malformed requests, server trouble
  // -------------------------------------------------------------------------------------------
  'Please log in to continue.': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'Your session has expired. Please log in again.': 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  'You are not allowed to do this.': 'आपको यह करने की अनुमति नहीं है।',
  'Admin access required.': 'इसके लिए एडमिन की अनुमति चाहिए।',
  'Not found.': 'नहीं मिला।',
  'Invalid request.': 'अनुरोध सही नहीं है।',
  'Malformed request body.': 'अनुरोध का डेटा सही रूप में नहीं है।',
  'Request body is too large.': 'अनुरोध बहुत बड़ा है।',
  'Something went wrong. Please try again later.': 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'No API route for {method} {path}.': '{method} {path} के लिए कोई API रूट नहीं है।',
  'Expected a multipart/form-data request.': 'multipart/form-data अनुरोध अपेक्षित था।',
  'Malformed multipart request.': 'multipart अनुरोध सही रूप में नहीं है।',
  'Field {name} is too long.': 'फ़ील्ड {name} बहुत लंबी है।',
  'Unexpected file field {name}.': 'अनपेक्षित फ़ाइल फ़ील्ड {name}।',
  'Too many files.': 'बहुत सारी फ़ाइलें हैं।',
  'Too many fields.': 'बहुत सारी फ़ील्ड हैं।',
  '{field} contains characters that are not allowed (control characters or broken Unicode text).':
    '{field} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है (कंट्रोल अक्षर या टूटा हुआ यूनिकोड टेक्स्ट)।',

  // -------------------------------------------------------------------------------------------
  // Too many attempts (rate limits)
  // -------------------------------------------------------------------------------------------
  'Too many {what}. Please try again in {wait}.': 'बहुत ज़्यादा {what}। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many failed login attempts. Please try again in {wait}.': 'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many failed login attempts. Please try again later.': 'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Too many sign-ups from your network. Please try again in {wait}.': 'आपके नेटवर्क से बहुत सारे साइन अप हुए हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many messages sent. Please try again in {wait}.': 'बहुत सारे संदेश भेजे गए हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  "You have reached today's limit of {limit} note downloads. You can download again after midnight (India time).":
    'आज के {limit} नोट्स डाउनलोड की सीमा पूरी हो गई है। आधी रात (भारतीय समय) के बाद फिर से डाउनलोड कर सकते हैं।',
  "You have reached today's limit of {limit} note previews. You can preview again after midnight (India time).":
    'आज के {limit} नोट्स प्रीव्यू की सीमा पूरी हो गई है। आधी रात (भारतीय समय) के बाद फिर से प्रीव्यू कर सकते हैं।',
  'Too many payment attempts. Please try again in {wait}, or contact us if a payment keeps failing.':
    'भुगतान की बहुत सारी कोशिशें हुई हैं। कृपया {wait} बाद फिर से कोशिश करें, और अगर भुगतान बार-बार नाकाम हो रहा है तो हमसे संपर्क करें।',
  'Too many video pages requested. Please try again in {wait}.': 'वीडियो के बहुत सारे पेज माँगे गए हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many reset links asked for. Please try again in {wait}.': 'बहुत सारे रीसेट लिंक माँगे गए हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many reset attempts. Please try again in {wait}.': 'रीसेट की बहुत सारी कोशिशें हुई हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many verification emails requested. Please check your inbox (and spam folder), or try again in an hour.':
    'बहुत सारे सत्यापन ईमेल माँगे गए हैं। कृपया अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें, या एक घंटे बाद फिर से कोशिश करें।',
  'Too many downloads of your data. Please try again in an hour.': 'आपका डेटा बहुत बार डाउनलोड किया गया है। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Too many attempts. Please try again in an hour.': 'बहुत सारी कोशिशें हुई हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Too many sign-in attempts. Please try again in {wait}.': 'साइन इन की बहुत सारी कोशिशें हुई हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many profile changes. Please try again in an hour.': 'प्रोफ़ाइल बहुत बार बदली गई है। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Too many email changes. Please check your inbox (and spam folder) for the link, or try again in an hour.':
    'ईमेल बहुत बार बदला गया है। कृपया लिंक के लिए अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें, या एक घंटे बाद फिर से कोशिश करें।',
  'Too many confirmation attempts. Please try again in {wait}.': 'पुष्टि की बहुत सारी कोशिशें हुई हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Too many changes to the answers of this attempt. Submit it, or start the test again later.':
    'इस प्रयास के उत्तर बहुत बार बदले गए हैं। इसे जमा करें, या बाद में टेस्ट फिर से शुरू करें।',

  // -------------------------------------------------------------------------------------------
  // Accounts: sign up, log in, profile, password, deleting an account
  // -------------------------------------------------------------------------------------------
  'Name is required.': 'नाम ज़रूरी है।',
  'Phone is required.': 'फ़ोन नंबर ज़रूरी है।',
  'Enter a valid phone number.': 'सही फ़ोन नंबर लिखें।',
  'School is required.': 'स्कूल का नाम ज़रूरी है।',
  'Select course.': 'कोर्स चुनें।',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Password is required.': 'पासवर्ड ज़रूरी है।',
  'Enter a valid email address.': 'सही ईमेल पता लिखें।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Password must be at least {min} characters.': 'पासवर्ड कम से कम {min} अक्षरों का होना चाहिए।',
  'Passwords do not match.': 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  'Confirm password.': 'पासवर्ड की पुष्टि करें।',
  'Current password is required.': 'मौजूदा पासवर्ड ज़रूरी है।',
  'Date of birth must be a date (YYYY-MM-DD).': 'जन्म तिथि एक तारीख होनी चाहिए (YYYY-MM-DD)।',
  'Date of birth must be a past date (YYYY-MM-DD).': 'जन्म तिथि बीती हुई तारीख होनी चाहिए (YYYY-MM-DD)।',
  'Invalid email or password.': 'ईमेल या पासवर्ड गलत है।',
  'An account with this email already exists.': 'इस ईमेल से एक खाता पहले से मौजूद है।',
  'This account is not an admin.': 'यह खाता एडमिन का नहीं है।',
  'Upload an image.': 'एक फ़ोटो अपलोड करें।',
  'Your account was created, but signing you in failed. Please log in.':
    'आपका खाता बन गया है, लेकिन आपको साइन इन नहीं किया जा सका। कृपया लॉग इन करें।',
  'Sign-in is unavailable right now. Please try again later.': 'अभी साइन इन उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Profile not found.': 'प्रोफ़ाइल नहीं मिली।',
  'User not found.': 'उपयोगकर्ता नहीं मिला।',
  'Account not found.': 'खाता नहीं मिला।',
  'This account signs in without a password.': 'यह खाता बिना पासवर्ड के साइन इन करता है।',
  'Your current password is not correct.': 'आपका मौजूदा पासवर्ड सही नहीं है।',
  'You have been signed out on all devices.': 'आपको सभी डिवाइस से साइन आउट कर दिया गया है।',
  'If an account exists for that email, we have sent a link.': 'अगर उस ईमेल से कोई खाता है, तो हमने उस पर एक लिंक भेज दिया है।',
  'This link has expired or was already used. Ask for a new link below.':
    'यह लिंक समाप्त हो गया है या पहले ही इस्तेमाल हो चुका है। नीचे से नया लिंक माँगें।',
  'Password reset is unavailable right now. Please try again later.': 'अभी पासवर्ड रीसेट उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'We could not send the verification email right now. Please try again later.':
    'अभी हम सत्यापन ईमेल नहीं भेज सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Your account has no email address to verify.': 'आपके खाते में सत्यापित करने के लिए कोई ईमेल पता नहीं है।',
  'Your email is already verified.': 'आपका ईमेल पहले से सत्यापित है।',
  'The password is not correct.': 'पासवर्ड सही नहीं है।',
  'For your safety, please sign in again and then delete your account within 5 minutes.':
    'आपकी सुरक्षा के लिए, कृपया फिर से साइन इन करें और फिर 5 मिनट के अंदर अपना खाता हटाएँ।',
  'Enter your password to delete your account.': 'अपना खाता हटाने के लिए अपना पासवर्ड लिखें।',
  'Enter your current password to change your email.': 'अपना ईमेल बदलने के लिए अपना मौजूदा पासवर्ड लिखें।',
  'For your safety, please sign in again and then change your email within 5 minutes.':
    'आपकी सुरक्षा के लिए, कृपया फिर से साइन इन करें और फिर 5 मिनट के अंदर अपना ईमेल बदलें।',
  'This link has expired or was already used. Change your email again from your dashboard.':
    'यह लिंक समाप्त हो गया है या पहले ही इस्तेमाल हो चुका है। अपने डैशबोर्ड से फिर से ईमेल बदलें।',
  'An admin account cannot be deleted here. Remove it in the Firebase console.':
    'एडमिन खाता यहाँ से नहीं हटाया जा सकता। इसे Firebase console में हटाएँ।',
  'Password must be text.': 'पासवर्ड टेक्स्ट होना चाहिए।',
  'Password is too long.': 'पासवर्ड बहुत लंबा है।',
  'Type {word} to confirm.': 'पुष्टि के लिए {word} लिखें।',
  'Your sign-in has expired. Please try again.': 'आपका साइन इन समाप्त हो गया है। कृपया फिर से कोशिश करें।',
  'Sign in with Google or your mobile number first.': 'पहले Google या अपने मोबाइल नंबर से साइन इन करें।',
  'Your profile is already complete. You can edit it from your dashboard.': 'आपकी प्रोफ़ाइल पहले से पूरी है। आप इसे अपने डैशबोर्ड से बदल सकते हैं।',
  'idToken is required.': 'idToken ज़रूरी है।',
  'idToken is not a token.': 'idToken सही टोकन नहीं है।',
  'Enter a valid 10-digit Indian mobile number.': 'सही 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  'Choose your state or union territory from the list.': 'सूची से अपना राज्य या केंद्र शासित प्रदेश चुनें।',
  'Language must be English (en) or Hindi (hi).': 'भाषा अंग्रेज़ी (en) या हिंदी (hi) होनी चाहिए।',

  // -------------------------------------------------------------------------------------------
  // Field checks shared by many forms
  // -------------------------------------------------------------------------------------------
  '{label} is required.': '{label} ज़रूरी है।',
  '{label} must be text.': '{label} टेक्स्ट होना चाहिए।',
  '{label} must be at most {max} characters.': '{label} में अधिकतम {max} अक्षर हो सकते हैं।',
  '{label} must be a date.': '{label} एक तारीख होनी चाहिए।',
  '{label} must be a number.': '{label} एक संख्या होनी चाहिए।',
  '{label} is too large.': '{label} बहुत बड़ा है।',
  '{label} cannot be negative.': '{label} ऋणात्मक नहीं हो सकता।',
  '{label} must be at most {max}.': '{label} अधिकतम {max} हो सकता है।',
  '{label} must be true or false.': '{label} true या false होना चाहिए।',
  '{label} must be a whole number of 0 or more.': '{label} 0 या उससे बड़ी पूर्ण संख्या होनी चाहिए।',
  '{label} must be a number of 0 or more (in rupees).': '{label} 0 या उससे बड़ी संख्या (रुपये में) होनी चाहिए।',
  '{label} must be at most 1,00,00,000 rupees.': '{label} अधिकतम 1,00,00,000 रुपये हो सकता है।',
  '{label} must be a list of text.': '{label} टेक्स्ट की सूची होनी चाहिए।',
  '{label} must be a list of text (or one comma-separated line).': '{label} टेक्स्ट की सूची (या कॉमा से अलग की गई एक पंक्ति) होनी चाहिए।',
  '{label} may have at most {max} entries.': '{label} में अधिकतम {max} प्रविष्टियाँ हो सकती हैं।',
  'Each of the {label} must be at most {max} characters.': '{label} की हर प्रविष्टि में अधिकतम {max} अक्षर हो सकते हैं।',
  '{label} must be a full link starting with https://.': '{label} https:// से शुरू होने वाला पूरा लिंक होना चाहिए।',
  'limit must be a whole number from 1 to {max}.': 'limit 1 से {max} तक की पूर्ण संख्या होनी चाहिए।',
  'limit must be a number.': 'limit एक संख्या होनी चाहिए।',
  'limit must be a whole number.': 'limit एक पूर्ण संख्या होनी चाहिए।',
  'limit must be at least 1.': 'limit कम से कम 1 होनी चाहिए।',
  'limit must be at most {max}.': 'limit अधिकतम {max} हो सकती है।',
  'search must be text.': 'search टेक्स्ट होना चाहिए।',
  'search must be at most {max} characters.': 'search में अधिकतम {max} अक्षर हो सकते हैं।',
  'cursor must be text.': 'cursor टेक्स्ट होना चाहिए।',
  'This page link is not valid. Start again from the first page.': 'यह पेज लिंक सही नहीं है। पहले पेज से फिर से शुरू करें।',

  // -------------------------------------------------------------------------------------------
  // Contact form
  // -------------------------------------------------------------------------------------------
  'Phone number must be text.': 'फ़ोन नंबर टेक्स्ट होना चाहिए।',
  'Phone number must be at most {max} characters.': 'फ़ोन नंबर में अधिकतम {max} अक्षर हो सकते हैं।',
  'Phone number may contain only digits, spaces, + and -.': 'फ़ोन नंबर में सिर्फ़ अंक, स्पेस, + और - हो सकते हैं।',
  'Message sent successfully': 'संदेश सफलतापूर्वक भेज दिया गया',
  'Message deleted successfully': 'संदेश हटा दिया गया',
  'Message not found.': 'संदेश नहीं मिला।',

  // -------------------------------------------------------------------------------------------
  // Courses, categories, lessons, the course content
  // -------------------------------------------------------------------------------------------
  'Course not found.': 'कोर्स नहीं मिला।',
  'Course deleted successfully': 'कोर्स हटा दिया गया',
  'Difficulty must be Beginner, Intermediate or Advanced.': 'कठिनाई Beginner, Intermediate या Advanced होनी चाहिए।',
  'Rating must be a number from 0 to 5.': 'रेटिंग 0 से 5 तक की संख्या होनी चाहिए।',
  'Price is required unless the course is free.': 'अगर कोर्स मुफ़्त नहीं है तो कीमत ज़रूरी है।',
  'Category not found.': 'श्रेणी नहीं मिली।',
  'Category deleted successfully': 'श्रेणी हटा दी गई',
  'A category with this name already exists.': 'इस नाम की श्रेणी पहले से मौजूद है।',
  'Category name cannot be empty': 'श्रेणी का नाम खाली नहीं हो सकता',
  'Category name must be at most {max} characters.': 'श्रेणी का नाम में अधिकतम {max} अक्षर हो सकते हैं।',
  ...categoryInUse(),
  'Lesson not found.': 'पाठ नहीं मिला।',
  'This lesson is part of a paid course. Subscribe to a plan to open it.': 'यह पाठ एक पेड कोर्स का हिस्सा है। इसे खोलने के लिए कोई योजना लें।',
  'Progress is kept for students; your previews as the teacher are not recorded.':
    'प्रगति सिर्फ़ छात्रों की दर्ज होती है; शिक्षक के रूप में आपके प्रीव्यू दर्ज नहीं होते।',
  'That is more study time than has passed since your last report.': 'यह आपकी पिछली रिपोर्ट के बाद बीते समय से ज़्यादा पढ़ाई का समय है।',
  'This lesson has no note.': 'इस पाठ में कोई नोट्स नहीं है।',
  'Study time must be a whole number of seconds from 1 to 600.': 'पढ़ाई का समय 1 से 600 तक सेकंड की पूर्ण संख्या होना चाहिए।',
  'The course content is too large to save at once (at most 4 MB). Shorten or remove some readings.':
    'कोर्स की सामग्री एक बार में सहेजने के लिए बहुत बड़ी है (अधिकतम 4 MB)। कुछ रीडिंग छोटी करें या हटाएँ।',
  'Chapters must be a list of chapter names (a JSON array, or one name per line).':
    'अध्याय, अध्यायों के नामों की सूची होनी चाहिए (JSON array, या हर पंक्ति में एक नाम)।',
  'Each chapter name must be at most {max} characters.': 'हर अध्याय का नाम में अधिकतम {max} अक्षर हो सकते हैं।',
  'A course can have at most {max} chapters.': 'एक कोर्स में अधिकतम {max} अध्याय हो सकते हैं।',
  'A course can have at most {max} lessons.': 'एक कोर्स में अधिकतम {max} पाठ हो सकते हैं।',
  'Two chapters have the same id.': 'दो अध्यायों की id एक जैसी है।',
  'Two lessons have the same id.': 'दो पाठों की id एक जैसी है।',
  'Lesson “{title}” (chapter {chapter}, lesson {lesson}) {problem}': 'पाठ “{title}” (अध्याय {chapter}, पाठ {lesson}): {problem}',
  'Lesson (chapter {chapter}, lesson {lesson}) {problem}': 'पाठ (अध्याय {chapter}, पाठ {lesson}): {problem}',
  'Chapter {chapter} “{title}” {problem}': 'अध्याय {chapter} “{title}”: {problem}',
  'Chapter {chapter} {problem}': 'अध्याय {chapter}: {problem}',
  'Opens on {day}': '{day} को खुलेगा',
  'Pass the chapter test to open': 'अध्याय की परीक्षा पास करने पर खुलेगा',
  'Submit the test to complete this lesson.': 'यह पाठ पूरा करने के लिए टेस्ट जमा करें।',
  'Lesson “{title}” (chapter {chapter}, lesson {lesson}) names a test that does not exist or is not published: publish it in Tests first.':
    'पाठ “{title}” (अध्याय {chapter}, पाठ {lesson}) में ऐसे टेस्ट का नाम है जो मौजूद नहीं है या प्रकाशित नहीं है: पहले Tests में उसे प्रकाशित करें।',
  'Certificate not found.': 'प्रमाणपत्र नहीं मिला।',
  'This certificate is already revoked.': 'यह प्रमाणपत्र पहले ही रद्द किया जा चुका है।',
  'Choose a picture of the signature to upload.': 'अपलोड करने के लिए हस्ताक्षर की तस्वीर चुनें।',
  'Choose a picture to upload.': 'अपलोड करने के लिए तस्वीर चुनें।',
  'Picture must be 2 MB or smaller.': 'तस्वीर 2 MB या उससे छोटी होनी चाहिए।',
  'The picture must be a PNG, JPEG, WebP or GIF image.': 'तस्वीर PNG, JPEG, WebP या GIF इमेज होनी चाहिए।',
  'The signature picture must be 1 MB or smaller.': 'हस्ताक्षर की तस्वीर 1 MB या उससे छोटी होनी चाहिए।',
  'The signature must be a PNG, JPEG, WebP or GIF image.': 'हस्ताक्षर PNG, JPEG, WebP या GIF इमेज होना चाहिए।',
  'Lesson “{title}” (chapter {chapter}, lesson {lesson}) names a note that does not exist: choose one from the notes list.':
    'पाठ “{title}” (अध्याय {chapter}, पाठ {lesson}) में ऐसे नोट्स का नाम है जो मौजूद नहीं हैं: नोट्स की सूची से चुनें।',

  // -------------------------------------------------------------------------------------------
  // Notes, uploads, files
  // -------------------------------------------------------------------------------------------
  'Note not found.': 'नोट्स नहीं मिले।',
  'Your note has been deleted.': 'आपके नोट्स हटा दिए गए हैं।',
  'This note has no file.': 'इन नोट्स की कोई फ़ाइल नहीं है।',
  "This note's file is damaged and cannot be opened. Please tell the teacher.":
    'इन नोट्स की फ़ाइल खराब है और खुल नहीं सकती। कृपया शिक्षक को बताएँ।',
  'Subscription required': 'सदस्यता ज़रूरी है',
  'Please select a file.': 'कृपया एक फ़ाइल चुनें।',
  'Please select a file first.': 'कृपया पहले एक फ़ाइल चुनें।',
  'Title is required.': 'शीर्षक ज़रूरी है।',
  'Title must be at most {max} characters.': 'शीर्षक में अधिकतम {max} अक्षर हो सकते हैं।',
  'Description is required.': 'विवरण ज़रूरी है।',
  'Description must be at most {max} characters.': 'विवरण में अधिकतम {max} अक्षर हो सकते हैं।',
  'Category must be at most {max} characters.': 'श्रेणी में अधिकतम {max} अक्षर हो सकते हैं।',
  'Each tag must be at most {max} characters.': 'हर टैग में अधिकतम {max} अक्षर हो सकते हैं।',
  'At most {max} tags are allowed.': 'अधिकतम {max} टैग की अनुमति है।',
  'Pages must be a whole number.': 'पेज की संख्या पूर्ण संख्या होनी चाहिए।',
  'Pages must be at least 1.': 'पेज की संख्या कम से कम 1 होनी चाहिए।',
  'Pages must be at most {max}.': 'पेज की संख्या अधिकतम {max} हो सकती है।',
  'Photo must be 2 MB or smaller.': 'फ़ोटो 2 MB या उससे छोटी होनी चाहिए।',
  'The photo must be a PNG, JPEG, WebP or GIF image.': 'फ़ोटो PNG, JPEG, WebP या GIF इमेज होनी चाहिए।',
  'Course photo exceeds 2 MB limit': 'कोर्स की फ़ोटो 2 MB की सीमा से बड़ी है',
  'Course photo must be an image (PNG, JPEG, WebP or GIF).': 'कोर्स की फ़ोटो एक इमेज (PNG, JPEG, WebP या GIF) होनी चाहिए।',
  'Image size exceeds 5 MB limit': 'इमेज 5 MB की सीमा से बड़ी है',
  'Only image files are allowed.': 'सिर्फ़ इमेज फ़ाइलों की अनुमति है।',
  'Question image must be 2 MB or smaller.': 'प्रश्न की इमेज 2 MB या उससे छोटी होनी चाहिए।',
  'Question image must be an image (PNG, JPEG, WebP or GIF).': 'प्रश्न की इमेज PNG, JPEG, WebP या GIF होनी चाहिए।',
  'File size exceeds 2 MB limit': 'फ़ाइल 2 MB की सीमा से बड़ी है',
  'Only PDF, DOC, DOCX, PPT and PPTX files are allowed.': 'सिर्फ़ PDF, DOC, DOCX, PPT और PPTX फ़ाइलों की अनुमति है।',
  'The image could not be read. Please choose another picture.': 'यह इमेज पढ़ी नहीं जा सकी। कृपया कोई दूसरी तस्वीर चुनें।',
  'Choose an image to upload.': 'अपलोड करने के लिए एक इमेज चुनें।',
  'Invalid file path.': 'फ़ाइल का पाथ सही नहीं है।',
  'File not found.': 'फ़ाइल नहीं मिली।',
  'Banner not found.': 'बैनर नहीं मिला।',
  'Banner deleted successfully': 'बैनर हटा दिया गया',

  // -------------------------------------------------------------------------------------------
  // Plans, subscriptions, payments, coupons, invoices
  // -------------------------------------------------------------------------------------------
  'Plan not found.': 'योजना नहीं मिली।',
  'Plan has been deleted.': 'योजना हटा दी गई है।',
  'Invalid plan selected.': 'चुना गया प्लान मान्य नहीं है।',
  'Plan name is required.': 'योजना का नाम ज़रूरी है।',
  'Plan name must be Starter, Advanced or Pro Mentorship.': 'योजना का नाम Starter, Advanced या Pro Mentorship होना चाहिए।',
  'Price is required.': 'कीमत ज़रूरी है।',
  'Price must be a number (in rupees).': 'कीमत एक संख्या (रुपये में) होनी चाहिए।',
  'Price cannot be negative.': 'कीमत ऋणात्मक नहीं हो सकती।',
  'Price must be at most 1,00,00,000 rupees.': 'कीमत अधिकतम 1,00,00,000 रुपये हो सकती है।',
  'Period must be text, for example "month".': 'अवधि टेक्स्ट होनी चाहिए, जैसे "month"।',
  'Period must be at most {max} characters.': 'अवधि में अधिकतम {max} अक्षर हो सकते हैं।',
  'Status must be active or inactive.': 'स्थिति active या inactive होनी चाहिए।',
  'Duration must be a whole number of months.': 'अवधि महीनों की पूर्ण संख्या होनी चाहिए।',
  'Duration must be at least 1 month.': 'अवधि कम से कम 1 महीना होनी चाहिए।',
  'Duration must be at most {max} months.': 'अवधि अधिकतम {max} महीने हो सकती है।',
  'Nothing to update: send at least one plan field.': 'बदलने के लिए कुछ नहीं है: योजना की कम से कम एक फ़ील्ड भेजें।',
  'User id is required.': 'यूज़र id ज़रूरी है।',
  'User id is not valid.': 'यूज़र id सही नहीं है।',
  'You can only manage your own subscription.': 'आप सिर्फ़ अपनी सदस्यता संभाल सकते हैं।',
  'You already have a free plan. You can take a free plan again once it ends.':
    'आपके पास पहले से एक मुफ़्त योजना है। उसके समाप्त होने के बाद आप फिर से मुफ़्त योजना ले सकते हैं।',
  'This plan needs a payment. Please pay through the checkout to subscribe.':
    'इस योजना के लिए भुगतान ज़रूरी है। सदस्यता लेने के लिए कृपया checkout से भुगतान करें।',
  'Subscription not found.': 'सदस्यता नहीं मिली।',
  'No subscription found.': 'कोई सदस्यता नहीं मिली।',
  'This plan is free: subscribe to it without a payment.': 'यह योजना मुफ़्त है: इसे बिना भुगतान के लें।',
  'Online payments are not set up yet. Please contact us to subscribe.': 'ऑनलाइन भुगतान अभी शुरू नहीं हुआ है। सदस्यता लेने के लिए कृपया हमसे संपर्क करें।',
  'We could not verify this payment. If money was taken, contact us with the payment id.':
    'हम इस भुगतान की पुष्टि नहीं कर सके। अगर पैसे कट गए हैं, तो payment id के साथ हमसे संपर्क करें।',
  'This payment does not belong to this order. Please start the purchase again.': 'यह भुगतान इस ऑर्डर का नहीं है। कृपया खरीदारी फिर से शुरू करें।',
  'The amount paid does not match the price of this plan. Please contact us with the payment id.':
    'चुकाई गई रकम इस योजना की कीमत से मेल नहीं खाती। कृपया payment id के साथ हमसे संपर्क करें।',
  'Your payment has not been completed yet. If money was taken, your plan will start as soon as the bank confirms it.':
    'आपका भुगतान अभी पूरा नहीं हुआ है। अगर पैसे कट गए हैं, तो बैंक की पुष्टि होते ही आपकी योजना शुरू हो जाएगी।',
  'This payment was refunded, so it cannot start a plan.': 'इस भुगतान का रिफ़ंड हो चुका है, इसलिए इससे योजना शुरू नहीं हो सकती।',
  'We received your payment, but you had already used this coupon on another purchase, so this plan has not started. The teacher will refund this payment or contact you.':
    'हमें आपका भुगतान मिल गया है, लेकिन आप यह कूपन किसी दूसरी खरीद पर पहले ही इस्तेमाल कर चुके थे, इसलिए यह योजना शुरू नहीं हुई है। शिक्षक यह भुगतान रिफ़ंड करेंगे या आपसे संपर्क करेंगे।',
  'We received your payment, but the coupon was used up before your payment was confirmed, so this plan has not started. The teacher will refund this payment or contact you.':
    'हमें आपका भुगतान मिल गया है, लेकिन आपके भुगतान की पुष्टि से पहले ही कूपन पूरा इस्तेमाल हो चुका था, इसलिए यह योजना शुरू नहीं हुई है। शिक्षक यह भुगतान रिफ़ंड करेंगे या आपसे संपर्क करेंगे।',
  'The payment service answered unexpectedly. Please try again.': 'भुगतान सेवा से अनपेक्षित जवाब मिला। कृपया फिर से कोशिश करें।',
  'The payment service could not be reached. Please try again in a minute.':
    'भुगतान सेवा से संपर्क नहीं हो सका। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'Payment details are incomplete. Please try the payment again.': 'भुगतान का विवरण अधूरा है। कृपया फिर से भुगतान करें।',
  'Invalid webhook signature.': 'webhook का हस्ताक्षर सही नहीं है।',
  'Invalid webhook payload.': 'webhook का डेटा सही नहीं है।',
  'There is no coupon with this code. Please check it for typing mistakes.': 'इस कोड का कोई कूपन नहीं है। कृपया टाइपिंग की गलती जाँच लें।',
  'This coupon is switched off.': 'यह कूपन बंद है।',
  'This coupon cannot be used yet.': 'यह कूपन अभी इस्तेमाल नहीं किया जा सकता।',
  'This coupon has expired.': 'यह कूपन समाप्त हो चुका है।',
  'This coupon has been used up.': 'यह कूपन पूरा इस्तेमाल हो चुका है।',
  'This coupon is not for this plan.': 'यह कूपन इस योजना के लिए नहीं है।',
  'You have already used this coupon.': 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
  'A coupon code is 3 to 30 letters, digits, - or _.': 'कूपन कोड में 3 से 30 अक्षर, अंक, - या _ होते हैं।',
  'A coupon with this code already exists.': 'इस कोड का कूपन पहले से मौजूद है।',
  'The code of a coupon cannot be changed: create a new coupon instead.': 'कूपन का कोड बदला नहीं जा सकता: इसके बजाय नया कूपन बनाएँ।',
  'Choose percent off or rupees off.': 'प्रतिशत छूट या रुपये की छूट चुनें।',
  'The discount must be a number.': 'छूट एक संख्या होनी चाहिए।',
  'The discount must be more than 0.': 'छूट 0 से ज़्यादा होनी चाहिए।',
  'The discount is too large.': 'छूट बहुत ज़्यादा है।',
  'Plans must be a list.': 'योजनाएँ एक सूची होनी चाहिए।',
  'The number of uses must be a whole number.': 'इस्तेमाल की संख्या पूर्ण संख्या होनी चाहिए।',
  'Allow at least one use (or leave it blank for no limit).': 'कम से कम एक इस्तेमाल की अनुमति दें (या बिना सीमा के लिए खाली छोड़ें)।',
  'Active must be yes or no.': 'सक्रिय हाँ या नहीं होना चाहिए।',
  'A percentage off is at most 100.': 'प्रतिशत छूट अधिकतम 100 हो सकती है।',
  'A percentage off is a whole number.': 'प्रतिशत छूट पूर्ण संख्या होती है।',
  'Valid until must be after valid from.': '"मान्य तक" की तारीख "मान्य से" के बाद होनी चाहिए।',
  'There is no invoice for this payment.': 'इस भुगतान का कोई टैक्स इनवॉइस नहीं है।',
  'There is no credit note for this payment.': 'इस भुगतान का कोई क्रेडिट नोट नहीं है।',
  'A GSTIN has exactly 15 characters.': 'GSTIN में ठीक 15 अक्षर होते हैं।',
  'This is not a GSTIN: it is 2 digits of state code, the 10-character PAN, an entity number, Z and a check character.':
    'यह GSTIN नहीं है: इसमें राज्य कोड के 2 अंक, 10 अक्षरों का PAN, एक इकाई संख्या, Z और एक जाँच अक्षर होता है।',
  'The GSTIN starts with a state code that does not exist.': 'GSTIN ऐसे राज्य कोड से शुरू होता है जो मौजूद नहीं है।',
  'The GSTIN’s last character does not match: please check it for a typing mistake.':
    'GSTIN का आखिरी अक्षर मेल नहीं खाता: कृपया टाइपिंग की गलती जाँच लें।',
  'The GSTIN’s first two digits must be the code of the state chosen.': 'GSTIN के पहले दो अंक चुने गए राज्य का कोड होने चाहिए।',
  'A GSTIN holds only digits and capital letters.': 'GSTIN में सिर्फ़ अंक और बड़े (capital) अक्षर होते हैं।',

  // -------------------------------------------------------------------------------------------
  // Video classes, site settings, emails
  // -------------------------------------------------------------------------------------------
  'Video service is not configured.': 'वीडियो सेवा अभी सेट नहीं की गई है।',
  'The video service did not answer. Please try again later.': 'वीडियो सेवा से जवाब नहीं मिला। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Playlist not found.': 'प्लेलिस्ट नहीं मिली।',
  'Invalid page token.': 'पेज टोकन सही नहीं है।',
  'Invalid playlist id.': 'प्लेलिस्ट id सही नहीं है।',
  'Enter an Indian phone number: 10 digits, with or without +91 or 0 in front ({example}).':
    'भारतीय फ़ोन नंबर लिखें: 10 अंक, आगे +91 या 0 के साथ या उसके बिना ({example})।',
  'The WhatsApp number may contain only digits (and spaces or a + in front).': 'WhatsApp नंबर में सिर्फ़ अंक (और स्पेस या आगे एक +) हो सकते हैं।',
  'Add the country code to the WhatsApp number: 91 followed by the 10-digit mobile number (e.g. 919876543210).':
    'WhatsApp नंबर में देश का कोड जोड़ें: 91 और उसके बाद 10 अंकों का मोबाइल नंबर (जैसे 919876543210)।',
  'Enter the WhatsApp number as digits with the country code, e.g. 919876543210 (91, then the 10-digit mobile number).':
    'WhatsApp नंबर देश के कोड के साथ अंकों में लिखें, जैसे 919876543210 (91, फिर 10 अंकों का मोबाइल नंबर)।',
  'A featured video must be a YouTube link or video id.': 'फ़ीचर्ड वीडियो YouTube लिंक या वीडियो id होना चाहिए।',
  '"{value}" is not a YouTube video link or id (11 characters, e.g. dQw4w9WgXcQ).':
    '"{value}" YouTube वीडियो लिंक या id नहीं है (11 अक्षर, जैसे dQw4w9WgXcQ)।',
  'Playlist link is required.': 'प्लेलिस्ट लिंक ज़रूरी है।',
  'Enter a YouTube playlist link (with list=...) or a playlist id.': 'YouTube प्लेलिस्ट लिंक (list=... के साथ) या प्लेलिस्ट id लिखें।',
  'Note downloads per day must be a whole number from 1 to {max}.': 'रोज़ के नोट्स डाउनलोड 1 से {max} तक की पूर्ण संख्या होने चाहिए।',
  'Featured videos must be a list.': 'फ़ीचर्ड वीडियो एक सूची होनी चाहिए।',
  'Feature at most {max} videos.': 'अधिकतम {max} वीडियो फ़ीचर करें।',
  'The same video is featured twice.': 'एक ही वीडियो दो बार फ़ीचर किया गया है।',
  'Playlists must be a list.': 'प्लेलिस्ट एक सूची होनी चाहिए।',
  'Add at least one playlist: the video classes page shows one button per playlist.':
    'कम से कम एक प्लेलिस्ट जोड़ें: वीडियो क्लासेज़ पेज हर प्लेलिस्ट के लिए एक बटन दिखाता है।',
  'Add at most {max} playlists.': 'अधिकतम {max} प्लेलिस्ट जोड़ें।',
  'The same playlist is listed twice.': 'एक ही प्लेलिस्ट दो बार दी गई है।',
  'Email not found.': 'ईमेल नहीं मिला।',
  'Only an email that failed or was not sent can be sent again.': 'सिर्फ़ वही ईमेल दोबारा भेजा जा सकता है जो नाकाम रहा या भेजा नहीं गया।',

  // -------------------------------------------------------------------------------------------
  // Practice tests
  // -------------------------------------------------------------------------------------------
  'This test does not exist or is not open.': 'यह टेस्ट मौजूद नहीं है या खुला नहीं है।',
  // Scheduled tests, rank and the leaderboard
  'This test opens on {when}.': 'यह टेस्ट {when} को खुलेगा।',
  'This test has closed: it can no longer be started.': 'यह टेस्ट बंद हो चुका है: अब इसे शुरू नहीं किया जा सकता।',
  'The last start for this test has passed: every attempt must end by {when}.':
    'इस टेस्ट को शुरू करने का आखिरी समय निकल चुका है: हर प्रयास {when} तक खत्म होना चाहिए।',
  'Results are out after the test closes, on {when}.': 'परिणाम टेस्ट बंद होने के बाद, {when} को आएँगे।',
  'The teacher has turned this test’s leaderboard off.': 'शिक्षक ने इस टेस्ट का लीडरबोर्ड बंद रखा है।',
  'Students have started this test: its window and timing can no longer change.':
    'विद्यार्थी यह टेस्ट शुरू कर चुके हैं: अब इसका समय और अवधि नहीं बदली जा सकती।',
  'The test must close after it opens.': 'टेस्ट खुलने के बाद ही बंद हो सकता है।',
  'The window must be at least as long as the time limit, so everyone gets the full time.':
    'खुले रहने का समय कम से कम समय-सीमा जितना होना चाहिए, ताकि सबको पूरा समय मिले।',
  'A test that closes must have a time it opens.': 'जो टेस्ट बंद होता है, उसके खुलने का समय भी होना चाहिए।',
  'Question {number} is also in “{title}”, which shows its answer at another time: one test would give away the other’s key before its results are out. Give both the same close, or add the question once the later one’s results are out.':
    'प्रश्न {number} “{title}” में भी है, जो इसका उत्तर किसी और समय दिखाता है: एक टेस्ट दूसरे की उत्तर-कुंजी उसके परिणाम आने से पहले बता देगा। दोनों का बंद होने का समय एक रखें, या बाद वाले टेस्ट के परिणाम आने के बाद यह प्रश्न जोड़ें।',
  'Opens at must be a date and time.': 'खुलने का समय एक तारीख और समय होना चाहिए।',
  'Closes at must be a date and time.': 'बंद होने का समय एक तारीख और समय होना चाहिए।',
  'Choose whether everyone gets the full time or everyone ends at the close.': 'चुनें कि सबको पूरा समय मिले या सबका टेस्ट बंद होने के समय खत्म हो।',
  'Leaderboard must be true or false.': 'लीडरबोर्ड true या false होना चाहिए।',
  'Show my name must be true or false.': 'मेरा नाम दिखाएँ true या false होना चाहिए।',
  'A student': 'एक विद्यार्थी',
  'Choose to change the key or to drop the question.': 'उत्तर-कुंजी बदलना चुनें या प्रश्न हटाना।',
  'Give the bonus to those who attempted it, or to all.': 'बोनस उन्हें दें जिन्होंने इसे हल किया, या सबको।',
  'The answer must be a whole number.': 'उत्तर एक पूर्ण संख्या होना चाहिए।',
  'The corrected key does not fit this question: give the options, the whole number or the range its kind takes.':
    'सुधारी गई कुंजी इस प्रश्न से मेल नहीं खाती: इसके प्रकार के अनुसार विकल्प, पूर्ण संख्या या सीमा दें।',
  'The range needs its lowest and highest answers.': 'सीमा के लिए सबसे छोटा और सबसे बड़ा उत्तर चाहिए।',
  'This attempt does not exist.': 'यह प्रयास मौजूद नहीं है।',
  'This question does not exist.': 'यह प्रश्न मौजूद नहीं है।',
  'This test is for subscribers. Subscribe to a plan to take it.': 'यह टेस्ट सदस्यों के लिए है। इसे देने के लिए कोई योजना लें।',
  'You have used all {limit} attempt allowed for this test.': 'आप इस टेस्ट के लिए मिले सभी {limit} प्रयास इस्तेमाल कर चुके हैं।',
  'You have used all {limit} attempts allowed for this test.': 'आप इस टेस्ट के लिए मिले सभी {limit} प्रयास इस्तेमाल कर चुके हैं।',
  'Time is up for this attempt: it was submitted with the answers saved before the time limit.':
    'इस प्रयास का समय पूरा हो गया: समय सीमा से पहले सहेजे गए उत्तरों के साथ इसे जमा कर दिया गया।',
  'This attempt has already been submitted.': 'यह प्रयास पहले ही जमा हो चुका है।',
  'The result is shown once the attempt is submitted.': 'प्रयास जमा होने के बाद ही परिणाम दिखता है।',
  'This question is not part of this test.': 'यह प्रश्न इस टेस्ट का हिस्सा नहीं है।',
  'That option does not exist for this question.': 'इस प्रश्न में यह विकल्प मौजूद नहीं है।',
  'Choose only one option for this question.': 'इस प्रश्न के लिए सिर्फ़ एक विकल्प चुनें।',
  'This question takes a number, not options.': 'इस प्रश्न का उत्तर एक संख्या है, विकल्प नहीं।',
  'This question takes options, not a number.': 'इस प्रश्न का उत्तर विकल्प हैं, संख्या नहीं।',
  'This question is part of a test. Remove it from the test first.': 'यह प्रश्न एक टेस्ट का हिस्सा है। पहले इसे टेस्ट से हटाएँ।',
  'Some of the chosen questions do not exist any more. Reload the question bank.': 'चुने गए कुछ प्रश्न अब मौजूद नहीं हैं। प्रश्न बैंक फिर से लोड करें।',
  'A published test needs at least one question.': 'प्रकाशित टेस्ट में कम से कम एक प्रश्न होना चाहिए।',
  'Nothing was imported: fix the rows listed and import the file again.':
    'कुछ भी इम्पोर्ट नहीं हुआ: बताई गई पंक्तियाँ ठीक करें और फ़ाइल फिर से इम्पोर्ट करें।',
  'The file has no question rows.': 'फ़ाइल में प्रश्नों की कोई पंक्ति नहीं है।',
  'The first line must be the header: {columns}.': 'पहली पंक्ति हेडर होनी चाहिए: {columns}।',
  'A file may hold at most {max} questions.': 'एक फ़ाइल में अधिकतम {max} प्रश्न हो सकते हैं।',
  'Difficulty must be easy, medium or hard.': 'कठिनाई easy, medium या hard होनी चाहिए।',
  'Options must be a list of text.': 'विकल्प टेक्स्ट की सूची होने चाहिए।',
  'A question needs at least {min} options.': 'एक प्रश्न में कम से कम {min} विकल्प होने चाहिए।',
  'A question may have at most {max} options.': 'एक प्रश्न में अधिकतम {max} विकल्प हो सकते हैं।',
  'Correct options must be option numbers.': 'सही विकल्प, विकल्प संख्याएँ होनी चाहिए।',
  'Correct options must be a list of option numbers.': 'सही विकल्प, विकल्प संख्याओं की सूची होनी चाहिए।',
  'A numerical question needs the accepted answer range (lowest and highest).':
    'संख्यात्मक प्रश्न में स्वीकार्य उत्तर की सीमा (सबसे कम और सबसे ज़्यादा) चाहिए।',
  'Question kind must be single, multiple or numerical.': 'प्रश्न का प्रकार single, multiple या numerical होना चाहिए।',
  'The lowest accepted answer cannot be above the highest.': 'सबसे कम स्वीकार्य उत्तर सबसे ज़्यादा से बड़ा नहीं हो सकता।',
  'A correct option is listed twice.': 'एक सही विकल्प दो बार दिया गया है।',
  'A correct option points to an option that does not exist.': 'एक सही विकल्प ऐसे विकल्प की ओर इशारा करता है जो मौजूद नहीं है।',
  'A single-correct question needs exactly one correct option.': 'एक-सही-उत्तर वाले प्रश्न में ठीक एक सही विकल्प होना चाहिए।',
  'Mark at least one correct option.': 'कम से कम एक सही विकल्प चिह्नित करें।',
  'Question ids must be text.': 'प्रश्न id टेक्स्ट होनी चाहिए।',
  'A question id is not valid.': 'एक प्रश्न id सही नहीं है।',
  'Questions must be a list of question ids.': 'प्रश्न, प्रश्न id की सूची होने चाहिए।',
  'A test may have at most {max} questions.': 'एक टेस्ट में अधिकतम {max} प्रश्न हो सकते हैं।',
  'A question is in the test twice.': 'एक प्रश्न टेस्ट में दो बार है।',
  'Time limit must be a number of minutes.': 'समय सीमा मिनटों की संख्या होनी चाहिए।',
  'Time limit must be a whole number of minutes.': 'समय सीमा मिनटों की पूर्ण संख्या होनी चाहिए।',
  'Time limit must be at least 1 minute.': 'समय सीमा कम से कम 1 मिनट होनी चाहिए।',
  'Time limit must be at most {max} minutes.': 'समय सीमा अधिकतम {max} मिनट हो सकती है।',
  'Marking of multiple-correct questions must be all-or-nothing or partial.':
    'एक से ज़्यादा सही उत्तर वाले प्रश्नों की मार्किंग all-or-nothing या partial होनी चाहिए।',
  'Attempt limit must be a number.': 'प्रयासों की सीमा एक संख्या होनी चाहिए।',
  'Attempt limit must be a whole number.': 'प्रयासों की सीमा पूर्ण संख्या होनी चाहिए।',
  'Attempt limit must be at least 1 (or empty for no limit).': 'प्रयासों की सीमा कम से कम 1 होनी चाहिए (या बिना सीमा के लिए खाली)।',
  'Attempt limit must be at most {max}.': 'प्रयासों की सीमा अधिकतम {max} हो सकती है।',
  'Free must be true or false.': 'Free true या false होना चाहिए।',
  'Published must be true or false.': 'Published true या false होना चाहिए।',
  'Options must be option numbers.': 'विकल्प, विकल्प संख्याएँ होने चाहिए।',
  'Selected options must be a list of option numbers.': 'चुने गए विकल्प, विकल्प संख्याओं की सूची होने चाहिए।',
  'An option is chosen twice.': 'एक विकल्प दो बार चुना गया है।',
  'Marked for review must be true or false.': 'Marked for review true या false होना चाहिए।',
  'Times must be whole seconds.': 'समय पूरे सेकंड में होना चाहिए।',
  'Send the times of at most 200 questions at once.': 'एक बार में अधिकतम 200 प्रश्नों का समय भेजें।',
  'Send the CSV file as text.': 'CSV फ़ाइल टेक्स्ट के रूप में भेजें।',
  'The CSV file must be at most {max} characters.': 'CSV फ़ाइल में अधिकतम {max} अक्षर हो सकते हैं।',
  'Imported {count} question.': '{count} प्रश्न इम्पोर्ट किया गया।',
  'Imported {count} questions.': '{count} प्रश्न इम्पोर्ट किए गए।',
  'The correct column must hold option letters, e.g. B or A;C.': 'correct कॉलम में विकल्प के अक्षर होने चाहिए, जैसे B या A;C।',
  'The row has more than {max} columns (a comma inside a cell needs quotes).':
    'इस पंक्ति में {max} से ज़्यादा कॉलम हैं (किसी सेल के अंदर कॉमा हो तो उसे उद्धरण चिह्नों में रखें)।',
  'A quoted field is never closed (a " is missing).': 'उद्धरण चिह्न वाली एक फ़ील्ड बंद नहीं हुई (एक " छूट गया है)।',
  'Question deleted.': 'प्रश्न हटा दिया गया।',
  'Test deleted. Students keep their results.': 'टेस्ट हटा दिया गया। छात्रों के परिणाम बने रहेंगे।',

  // Question bank: JEE/NEET question types, passages, sections, sources
  'This question takes a whole number.': 'इस प्रश्न का उत्तर एक पूर्ण संख्या है।',
  'You have already answered {count} question in this section. Clear one to answer another.':
    'आप इस सेक्शन में पहले ही {count} प्रश्न का उत्तर दे चुके हैं। दूसरे प्रश्न का उत्तर देने के लिए पहले कोई एक उत्तर हटाएँ।',
  'You have already answered {count} questions in this section. Clear one to answer another.':
    'आप इस सेक्शन में पहले ही {count} प्रश्नों के उत्तर दे चुके हैं। दूसरे प्रश्न का उत्तर देने के लिए पहले कोई एक उत्तर हटाएँ।',
  'This passage does not exist.': 'यह अनुच्छेद मौजूद नहीं है।',
  'A passage is shared by at most {max} questions.': 'एक अनुच्छेद पर अधिकतम {max} प्रश्न हो सकते हैं।',
  'Questions still use this passage. Move them off it first.': 'कुछ प्रश्न अभी भी इस अनुच्छेद से जुड़े हैं। पहले उन्हें इससे हटाएँ।',
  'The questions of one passage must follow one another in the same section.': 'एक अनुच्छेद के प्रश्न एक ही सेक्शन में लगातार एक के बाद एक होने चाहिए।',
  'The question bank holds at most {max} questions. Delete some before adding more.':
    'प्रश्न बैंक में अधिकतम {max} प्रश्न रह सकते हैं। नए जोड़ने से पहले कुछ हटाएँ।',
  'The question bank holds at most {max} passages. Delete some before adding more.':
    'प्रश्न बैंक में अधिकतम {max} अनुच्छेद रह सकते हैं। नए जोड़ने से पहले कुछ हटाएँ।',
  'Some of the chosen questions have no exam: set the exam with the year.': 'चुने गए कुछ प्रश्नों में परीक्षा नहीं दी गई है: वर्ष के साथ परीक्षा भी चुनें।',
  'A session or shift needs the year of the paper.': 'सत्र या शिफ़्ट के लिए पेपर का वर्ष भी चाहिए।',
  'The header has a column this import does not know: "{column}".': 'हेडर में ऐसा कॉलम है जिसे यह इम्पोर्ट नहीं पहचानता: "{column}"।',
  'Give either passage_id or passage, not both.': 'passage_id या passage में से कोई एक दें, दोनों नहीं।',
  'The first line must be the header, with at least these columns: {columns}.':
    'पहली पंक्ति हेडर होनी चाहिए, जिसमें कम से कम ये कॉलम हों: {columns}।',
  '{label} is not valid.': '{label} सही नहीं है।',
  'Year must be a number.': 'वर्ष एक संख्या होना चाहिए।',
  'Year must be a whole number.': 'वर्ष पूर्ण संख्या होना चाहिए।',
  'Year must be between {min} and {max}.': 'वर्ष {min} और {max} के बीच होना चाहिए।',
  'A matrix-match question needs at least {min} items in each list.': 'मैट्रिक्स-मिलान प्रश्न की हर सूची में कम से कम {min} प्रविष्टियाँ होनी चाहिए।',
  'A coded option must be a list of List-II numbers.': 'कोड वाला विकल्प List-II की संख्याओं की सूची होना चाहिए।',
  'The coded options must be a list.': 'कोड वाले विकल्प एक सूची होने चाहिए।',
  'A matrix-match question has exactly {count} coded options.': 'मैट्रिक्स-मिलान प्रश्न में ठीक {count} कोड वाले विकल्प होते हैं।',
  'A matrix-match question needs List-I, List-II and the coded options.': 'मैट्रिक्स-मिलान प्रश्न में List-I, List-II और कोड वाले विकल्प चाहिए।',
  'An assertion-reason question needs the Assertion and the Reason.': 'अभिकथन-कारण प्रश्न में अभिकथन (Assertion) और कारण (Reason) दोनों चाहिए।',
  'An integer-type question needs its answer, a whole number.': 'पूर्णांक प्रकार के प्रश्न में उसका उत्तर, एक पूर्ण संख्या, चाहिए।',
  'The answer of an integer-type question must be a whole number.': 'पूर्णांक प्रकार के प्रश्न का उत्तर पूर्ण संख्या होना चाहिए।',
  'The answer is too large.': 'उत्तर बहुत बड़ा है।',
  'Question kind must be single, multiple, numerical, integer, matrix or assertion-reason.':
    'प्रश्न का प्रकार single, multiple, numerical, integer, matrix या assertion-reason होना चाहिए।',
  'Keep option order must be true or false.': 'विकल्पों का क्रम बनाए रखना true या false होना चाहिए।',
  'Choose the exam the year belongs to.': 'वह परीक्षा चुनें जिसका यह वर्ष है।',
  'Each coded option must match every List-I item to a List-II item.':
    'हर कोड वाले विकल्प में List-I की हर प्रविष्टि का मिलान List-II की किसी प्रविष्टि से होना चाहिए।',
  'A coded option points to a List-II item that does not exist.': 'एक कोड वाला विकल्प List-II की ऐसी प्रविष्टि बताता है जो मौजूद नहीं है।',
  'Two coded options are the same.': 'दो कोड वाले विकल्प एक जैसे हैं।',
  'Choose exactly one correct option.': 'ठीक एक सही विकल्प चुनें।',
  'Choose at least one question.': 'कम से कम एक प्रश्न चुनें।',
  'Tag at most {max} questions at once.': 'एक बार में अधिकतम {max} प्रश्नों को टैग करें।',
  'A question is chosen twice.': 'एक प्रश्न दो बार चुना गया है।',
  'Changes must be the fields to set.': 'बदलाव, सेट की जाने वाली फ़ील्ड होने चाहिए।',
  'Choose at least one field to set.': 'सेट करने के लिए कम से कम एक फ़ील्ड चुनें।',
  'A section needs at least one question.': 'एक सेक्शन में कम से कम एक प्रश्न होना चाहिए।',
  'Attempt any must be a number.': '"कोई भी N हल करें" एक संख्या होनी चाहिए।',
  'Attempt any must be a whole number.': '"कोई भी N हल करें" पूर्ण संख्या होनी चाहिए।',
  'Attempt any must be at least 1 (or empty for every question).': '"कोई भी N हल करें" कम से कम 1 होना चाहिए (या सभी प्रश्नों के लिए खाली)।',
  'Each section must have a name, questions and marks.': 'हर सेक्शन में नाम, प्रश्न और अंक होने चाहिए।',
  'Sections must be a list.': 'सेक्शन एक सूची होने चाहिए।',
  'A test may have at most {max} sections.': 'एक टेस्ट में अधिकतम {max} सेक्शन हो सकते हैं।',
  'Shuffle questions must be true or false.': 'प्रश्नों का क्रम बदलना true या false होना चाहिए।',
  'Shuffle options must be true or false.': 'विकल्पों का क्रम बदलना true या false होना चाहिए।',
  'A test with sections lists its questions in its sections: leave the test’s own list empty.':
    'सेक्शन वाले टेस्ट के प्रश्न उसके सेक्शनों में होते हैं: टेस्ट की अपनी सूची खाली छोड़ें।',
  'Two sections have the same name.': 'दो सेक्शनों का नाम एक जैसा है।',
  'A section cannot ask for more answers than it has questions.': 'एक सेक्शन में जितने प्रश्न हैं, उससे ज़्यादा उत्तर नहीं माँगे जा सकते।',
  'The keep_option_order column must be yes or no.': 'keep_option_order कॉलम में yes या no होना चाहिए।',
  'Write each coded option as A-II, B-IV, C-I, D-III: one List-II number for each List-I letter, in order.':
    'हर कोड वाला विकल्प A-II, B-IV, C-I, D-III की तरह लिखें: List-I के हर अक्षर के लिए List-II की एक संख्या, क्रम से।',
  'The correct column of an integer-type question must hold its whole-number answer, e.g. 7.':
    'पूर्णांक प्रकार के प्रश्न के correct कॉलम में उसका पूर्ण संख्या वाला उत्तर होना चाहिए, जैसे 7।',
  'A file may create at most {max} passages.': 'एक फ़ाइल से अधिकतम {max} अनुच्छेद बनाए जा सकते हैं।',
  'Tagged {count} question.': '{count} प्रश्न टैग किया गया।',
  'Tagged {count} questions.': '{count} प्रश्न टैग किए गए।',
  'Passage deleted.': 'अनुच्छेद हटा दिया गया।',

  // Notifications (notifications.ts).
  'Each kind needs inApp, push and email.': 'हर प्रकार के लिए inApp, push और email ज़रूरी हैं।',
  'Name at least one notification.': 'कम से कम एक सूचना चुनें।',
  'At most {count} notifications at once.': 'एक बार में ज़्यादा से ज़्यादा {count} सूचनाएँ।',
  'Send { "all": true } or { "ids": [...] }.': '{ "all": true } या { "ids": [...] } भेजें।',
  'The push endpoint is too long.': 'पुश endpoint बहुत लंबा है।',
  'The push endpoint must be a URL.': 'पुश endpoint एक URL होना चाहिए।',
  'The subscription has no keys.': 'इस सब्सक्रिप्शन में कुंजियाँ नहीं हैं।',
  'The key is not valid.': 'कुंजी सही नहीं है।',
  'The key must be text.': 'कुंजी टेक्स्ट होनी चाहिए।',
  'The secret is not valid.': 'सीक्रेट सही नहीं है।',
  'The secret must be text.': 'सीक्रेट टेक्स्ट होना चाहिए।',
  'This push subscription is not from a browser push service this site sends to. Notifications on this device stay in the app.':
    'यह पुश सब्सक्रिप्शन किसी ऐसी ब्राउज़र पुश सेवा का नहीं है जिस पर यह साइट भेजती है। इस डिवाइस पर सूचनाएँ ऐप में ही रहेंगी।',
  'This unsubscribe link is not valid.': 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  'ids must be a list of notification ids.': 'ids सूचना ids की सूची होनी चाहिए।',
  'preferences must list every kind.': 'preferences में हर प्रकार होना चाहिए।',
};

/** Field names put into the templates above. */
const terms: Record<string, string> = {
  Name: 'नाम',
  Email: 'ईमेल',
  Phone: 'फ़ोन नंबर',
  School: 'स्कूल',
  Course: 'कोर्स',
  Password: 'पासवर्ड',
  'Current password': 'मौजूदा पासवर्ड',
  Location: 'स्थान',
  Gender: 'लिंग',
  Bio: 'परिचय',
  Message: 'संदेश',
  Title: 'शीर्षक',
  Description: 'विवरण',
  'Full description': 'पूरा विवरण',
  Category: 'श्रेणी',
  Chapter: 'अध्याय',
  Duration: 'अवधि',
  Instructor: 'शिक्षक',
  Price: 'कीमत',
  'Original price': 'मूल कीमत',
  Features: 'सुविधाएँ',
  'Not included': 'शामिल नहीं',
  'Question text': 'प्रश्न का टेक्स्ट',
  'Each option': 'हर विकल्प',
  Explanation: 'व्याख्या',
  Instructions: 'निर्देश',
  'The answer': 'उत्तर',
  'The lowest accepted answer': 'सबसे कम स्वीकार्य उत्तर',
  'The highest accepted answer': 'सबसे ज़्यादा स्वीकार्य उत्तर',
  'Marks for a correct answer': 'सही उत्तर के अंक',
  'Marks taken for a wrong answer': 'गलत उत्तर पर कटने वाले अंक',
  'Valid from': 'मान्य से',
  'Valid until': 'मान्य तक',
  'Legal name': 'कानूनी नाम',
  Address: 'पता',
  'Site name': 'साइट का नाम',
  Tagline: 'टैगलाइन',
  "Teacher's name": 'शिक्षक का नाम',
  'Address or location': 'पता या स्थान',
  'WhatsApp number': 'WhatsApp नंबर',
  'Playlist name': 'प्लेलिस्ट का नाम',
  'Channel link': 'चैनल लिंक',
  'Playlists page link': 'प्लेलिस्ट पेज का लिंक',
  'Facebook link': 'Facebook लिंक',
  'X (Twitter) link': 'X (Twitter) लिंक',
  'Instagram link': 'Instagram लिंक',
  'LinkedIn link': 'LinkedIn लिंक',
  'Copyright name': 'कॉपीराइट नाम',
  'The text': 'टेक्स्ट',
  Exam: 'परीक्षा',
  'Session or shift': 'सत्र या शिफ़्ट',
  Topic: 'विषय',
  Passage: 'अनुच्छेद',
  'The passage': 'अनुच्छेद',
  'A question id': 'प्रश्न id',
  Assertion: 'अभिकथन',
  Reason: 'कारण',
  'List-I': 'सूची-I',
  'List-II': 'सूची-II',
  'Section name': 'सेक्शन का नाम',
  // What "Too many {what}." counts.
  'password changes': 'पासवर्ड बदलाव',
  'sign-outs': 'साइन आउट',
  attempts: 'कोशिशें',
  'tests started': 'टेस्ट शुरू किए गए',
  'coupon codes tried': 'कूपन कोड आज़माए गए',
  'certificate downloads': 'प्रमाणपत्र डाउनलोड',
  exports: 'एक्सपोर्ट',
  requests: 'अनुरोध',
  'changes to your notification settings': 'सूचना सेटिंग में बदलाव',
  'announcements and classes': 'घोषणाएँ और क्लासेज़',
};

/** Sentence parts: how long to wait, and what is wrong with a chapter or lesson. */
const parts: Record<string, string> = {
  'an hour': 'एक घंटे',
  'a minute': 'एक मिनट',
  '{count} hours': '{count} घंटे',
  '{count} minutes': '{count} मिनट',
  'is not a lesson.': 'पाठ नहीं है।',
  'must be a video, a note, a reading or a test.': 'वीडियो, नोट्स, रीडिंग या टेस्ट होना चाहिए।',
  'has a release date that is not a real date.': 'खुलने की तारीख़ सही तारीख़ नहीं है।',
  'has a release day count that is not a whole number from 0 to {max}.': 'खुलने के दिनों की संख्या 0 से {max} तक की पूर्ण संख्या नहीं है।',
  'has a release setting that is not valid.': 'खुलने की सेटिंग सही नहीं है।',
  'has a pass mark that is not a whole percent from 1 to 100.': 'पास अंक 1 से 100 तक का पूर्ण प्रतिशत नहीं है।',
  'needs a test: choose one from the tests list.': 'टेस्ट ज़रूरी है: टेस्ट की सूची से चुनें।',
  'names a test that does not exist.': 'जिस टेस्ट का नाम है वह मौजूद नहीं है।',
  'has a text format that is not plain or markdown.': 'टेक्स्ट का फ़ॉर्मैट plain या markdown नहीं है।',
  'is not valid.': 'सही नहीं है।',
  'needs a title.': 'शीर्षक ज़रूरी है।',
  'has a title longer than {max} characters.': 'शीर्षक {max} अक्षरों से लंबा है।',
  'has an id that is not valid.': 'id सही नहीं है।',
  'has lessons that are not a list.': 'पाठ सूची के रूप में नहीं हैं।',
  'has a free-preview setting that is not true or false.': 'फ़्री-प्रीव्यू सेटिंग true या false नहीं है।',
  'needs a video: choose one from the playlists or paste a YouTube link.': 'वीडियो ज़रूरी है: प्लेलिस्ट से चुनें या YouTube लिंक पेस्ट करें।',
  'has a YouTube link or video id that is not valid.': 'YouTube लिंक या वीडियो id सही नहीं है।',
  'has a duration that is not a number of seconds.': 'अवधि सेकंड की संख्या नहीं है।',
  'has a duration that is not a whole number of seconds.': 'अवधि सेकंड की पूर्ण संख्या नहीं है।',
  'has a duration longer than 12 hours.': 'अवधि 12 घंटे से ज़्यादा है।',
  'needs a note: choose one from the notes list.': 'नोट्स ज़रूरी हैं: नोट्स की सूची से चुनें।',
  'names a note that does not exist.': 'जिन नोट्स का नाम है वे मौजूद नहीं हैं।',
  'needs its text.': 'टेक्स्ट ज़रूरी है।',
  'has a picture without a description: write what it shows between the brackets, ![like this](...).':
    'में बिना विवरण की तस्वीर है: कोष्ठक में लिखें कि उसमें क्या दिखता है, ![इस तरह](...)।',
  'has a picture that is not uploaded to the site: use Insert picture.':
    'में ऐसी तस्वीर है जो साइट पर अपलोड नहीं है: Insert picture का उपयोग करें।',
  'has a link that does not start with https://.': 'में ऐसा लिंक है जो https:// से शुरू नहीं होता।',
  'is longer than {max} characters: split it into two readings.': '{max} अक्षरों से लंबा है: इसे दो रीडिंग में बाँटें।',
};

export const HI_CATALOGUE: MessageCatalogue = {
  messages: { ...messages, ...DOUBT_MESSAGES_HI, ...ANNOUNCEMENT_MESSAGES_HI, ...PRACTICE_MESSAGES_HI, ...LIVE_CLASS_MESSAGES_HI },
  terms: { ...terms, ...DOUBT_TERMS_HI, ...ANNOUNCEMENT_TERMS_HI, ...PRACTICE_TERMS_HI, ...LIVE_CLASS_TERMS_HI },
  parts,
};
