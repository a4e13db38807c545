import { indiaDateTime, type Language } from '@chem/contract';

/**
 * Every word the site's emails say, in one place, in English and Hindi (templates hold no text of
 * their own). A student's emails are in the language on their profile; the teacher's alerts stay
 * English. Values are plain text here; the templates escape them for HTML.
 */

/** "₹1,499.00": Indian digit grouping (lakh, crore). */
export const rupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "25 Nov 2026": the India calendar day of an instant. */
export const indiaDate = (iso: string): string => indiaDateTime(new Date(iso)).replace(/, \d\d:\d\d IST$/, '');

/** "25 नवंबर 2026": the India calendar day of an instant, as a Hindi reader writes it. */
export const indiaDateHindi = (iso: string): string =>
  new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

export const MAIL_MESSAGES = {
  greeting: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
  signOff: (teacherName: string, siteName: string) => ['Best wishes,', teacherName || siteName],
  contactLine: (email: string, phone: string) =>
    `Questions? Reply to this email${email ? ` or write to ${email}` : ''}${phone ? `, or call ${phone}` : ''}.`,
  footer: (siteName: string) => `You receive this email because you have an account on ${siteName}.`,

  welcome: {
    subject: (siteName: string) => `Welcome to ${siteName}`,
    lines: (siteName: string) => [
      `Thank you for joining ${siteName}. Your account is ready.`,
      'You can read the free notes, watch the video classes, and choose a plan whenever you are ready.',
    ],
    action: 'Open your dashboard',
  },
  receipt: {
    subject: (siteName: string, planName: string) => `${siteName}: payment received for ${planName}`,
    lines: (planName: string) => [`Thank you for your payment. Your ${planName} plan is active.`],
    plan: 'Plan',
    amount: 'Amount paid',
    paymentId: 'Payment id',
    period: 'Valid',
    periodValue: (start: string, end: string) => `${indiaDate(start)} to ${indiaDate(end)}`,
    invoiceAttached: 'Your invoice is attached to this email.',
    action: 'Open your dashboard',
  },
  renewalReminder: {
    subject: (planName: string) => `Your ${planName} plan ends in 7 days`,
    lines: (planName: string, endDate: string) => [
      `Your ${planName} plan ends on ${indiaDate(endDate)}.`,
      'Renew now to keep your notes and classes without a break: the new plan starts when this one ends, so you lose no days.',
    ],
    action: 'Renew your plan',
  },
  subscriptionEnded: {
    subject: (planName: string) => `Your ${planName} plan has ended`,
    lines: (planName: string, endDate: string) => [
      `Your ${planName} plan ended on ${indiaDate(endDate)}.`,
      'Choose a plan to continue with the notes and classes.',
    ],
    action: 'Choose a plan',
  },
  refund: {
    subject: (siteName: string) => `${siteName}: your refund has been processed`,
    lines: (amount: string, planName: string, full: boolean) => [
      `We have refunded ${amount} for your ${planName} plan.`,
      full ? 'The plan has been cancelled.' : 'Your plan stays active.',
      'Banks usually take 5 to 7 working days to show the money in your account.',
    ],
    paymentId: 'Payment id',
  },
  emailChangeLink: {
    subject: (siteName: string) => `${siteName}: confirm your new email`,
    lines: (email: string, siteName: string, expiresAt: string) => [
      `You asked to use ${email} for your account on ${siteName}.`,
      `Open the link below by ${indiaDate(expiresAt)} to confirm it. Until then your account keeps its current email.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    action: 'Confirm this email',
  },
  emailChangeNotice: {
    subject: (siteName: string) => `${siteName}: a change of your account's email was asked for`,
    lines: (email: string) => [
      `Someone signed in to your account asked to change its email to ${email}.`,
      'The change happens only when the link we sent to that address is opened. If it was you, there is nothing to do.',
      'If it was not you, change your password (if your account has one) and choose "Sign out on all devices" in your dashboard\'s Profile.',
    ],
    help: (teacherName: string, email: string, phone: string) =>
      `For help, contact ${teacherName || 'us'}${email ? ` at ${email}` : ''}${phone ? `${email ? ' or' : ''} on ${phone}` : ''}.`,
    action: 'Open your dashboard',
  },
  notification: {
    action: 'Open on the site',
    preferences:
      'You get these emails because this kind of notification is on for you. Turn it off in your dashboard (Profile, Notifications), or unsubscribe with one click from your mail app.',
  },
  keyCorrected: {
    subject: (siteName: string, testTitle: string) => `${siteName}: the answer key of ${testTitle} was corrected`,
    lines: (testTitle: string, before: number, after: number) => [
      `The teacher corrected the answer key of ${testTitle}, and your score was worked out again: ${before} before, ${after} now. Your rank and percentile are updated too.`,
    ],
    action: 'See your result',
  },
  doubtAnswered: {
    subject: (siteName: string) => `${siteName}: your doubt has an answer`,
    lines: (teacherName: string) => [`${teacherName || 'Your teacher'} has answered your doubt:`],
    action: 'Read the answer',
  },
  contactMessage: {
    subject: (name: string) => `New message from ${name}`,
    intro: (siteName: string) => `Someone wrote to you through the contact form of ${siteName}:`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    action: 'Open the messages',
  },
  dailySales: {
    subject: (siteName: string, day: string) => `${siteName}: sales on ${day}`,
    intro: (day: string) => `Your sales on ${day} (India time):`,
    payments: 'Payments captured',
    amount: 'Amount captured',
    newAccounts: 'New accounts',
    note: 'Refunds are not taken off here; the admin overview shows the revenue net of refunds.',
    action: 'Open the admin dashboard',
  },
};

export type MailMessages = typeof MAIL_MESSAGES;

/**
 * The same emails in Hindi (glossary: docs/i18n-glossary.md): only the student's emails are sent
 * in Hindi, so the teacher's alerts below are here only to keep both shapes alike.
 */
export const MAIL_MESSAGES_HI: MailMessages = {
  greeting: (name: string) => (name ? `प्रिय ${name},` : 'नमस्ते,'),
  signOff: (teacherName: string, siteName: string) => ['शुभकामनाओं सहित,', teacherName || siteName],
  contactLine: (email: string, phone: string) =>
    `कोई सवाल? इस ईमेल का जवाब दें${email ? `, या ${email} पर लिखें` : ''}${phone ? `, या ${phone} पर कॉल करें` : ''}।`,
  footer: (siteName: string) => `आपको यह ईमेल इसलिए मिला है क्योंकि ${siteName} पर आपका खाता है।`,

  welcome: {
    subject: (siteName: string) => `${siteName} में आपका स्वागत है`,
    lines: (siteName: string) => [
      `${siteName} से जुड़ने के लिए धन्यवाद। आपका खाता तैयार है।`,
      'आप मुफ़्त नोट्स पढ़ सकते हैं, वीडियो क्लासेज़ देख सकते हैं, और जब चाहें कोई योजना चुन सकते हैं।',
    ],
    action: 'अपना डैशबोर्ड खोलें',
  },
  receipt: {
    subject: (siteName: string, planName: string) => `${siteName}: ${planName} के लिए भुगतान मिल गया`,
    lines: (planName: string) => [`आपके भुगतान के लिए धन्यवाद। आपकी ${planName} योजना शुरू हो गई है।`],
    plan: 'योजना',
    amount: 'भुगतान की गई रकम',
    paymentId: 'Payment id',
    period: 'मान्य',
    periodValue: (start: string, end: string) => `${indiaDateHindi(start)} से ${indiaDateHindi(end)} तक`,
    invoiceAttached: 'आपका टैक्स इनवॉइस इस ईमेल के साथ लगा है।',
    action: 'अपना डैशबोर्ड खोलें',
  },
  renewalReminder: {
    subject: (planName: string) => `आपकी ${planName} योजना 7 दिनों में समाप्त हो रही है`,
    lines: (planName: string, endDate: string) => [
      `आपकी ${planName} योजना ${indiaDateHindi(endDate)} को समाप्त हो रही है।`,
      'नोट्स और क्लासेज़ बिना रुकावट जारी रखने के लिए अभी रिन्यू करें: नई योजना इस योजना के खत्म होते ही शुरू होगी, इसलिए आपका एक भी दिन नहीं घटेगा।',
    ],
    action: 'अपनी योजना रिन्यू करें',
  },
  subscriptionEnded: {
    subject: (planName: string) => `आपकी ${planName} योजना समाप्त हो गई है`,
    lines: (planName: string, endDate: string) => [
      `आपकी ${planName} योजना ${indiaDateHindi(endDate)} को समाप्त हो गई।`,
      'नोट्स और क्लासेज़ जारी रखने के लिए कोई योजना चुनें।',
    ],
    action: 'योजना चुनें',
  },
  refund: {
    subject: (siteName: string) => `${siteName}: आपका रिफ़ंड हो गया है`,
    lines: (amount: string, planName: string, full: boolean) => [
      `हमने आपकी ${planName} योजना के लिए ${amount} का रिफ़ंड कर दिया है।`,
      full ? 'योजना रद्द कर दी गई है।' : 'आपकी योजना चालू रहेगी।',
      'बैंक आमतौर पर आपके खाते में पैसे दिखाने में 5 से 7 कार्यदिवस लेते हैं।',
    ],
    paymentId: 'Payment id',
  },
  emailChangeLink: {
    subject: (siteName: string) => `${siteName}: अपने नए ईमेल की पुष्टि करें`,
    lines: (email: string, siteName: string, expiresAt: string) => [
      `आपने ${siteName} पर अपने खाते के लिए ${email} इस्तेमाल करने को कहा है।`,
      `पुष्टि के लिए ${indiaDateHindi(expiresAt)} तक नीचे दिया लिंक खोलें। तब तक आपके खाते का ईमेल वही रहेगा जो अभी है।`,
      'अगर आपने ऐसा नहीं कहा था, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।',
    ],
    action: 'इस ईमेल की पुष्टि करें',
  },
  emailChangeNotice: {
    subject: (siteName: string) => `${siteName}: आपके खाते का ईमेल बदलने को कहा गया है`,
    lines: (email: string) => [
      `आपके खाते में साइन इन किए हुए किसी व्यक्ति ने उसका ईमेल बदलकर ${email} करने को कहा है।`,
      'यह बदलाव तभी होगा जब उस पते पर भेजा गया लिंक खोला जाएगा। अगर यह आपने किया था, तो कुछ करने की ज़रूरत नहीं है।',
      'अगर यह आपने नहीं किया, तो अपना पासवर्ड बदलें (अगर आपके खाते में पासवर्ड है) और अपने डैशबोर्ड की प्रोफ़ाइल में "सभी डिवाइस से साइन आउट करें" चुनें।',
    ],
    help: (teacherName: string, email: string, phone: string) =>
      `मदद के लिए ${teacherName || 'हमसे'}${email ? ` ${email} पर` : ''}${phone ? `${email ? ' या' : ''} ${phone} पर` : ''} संपर्क करें।`,
    action: 'अपना डैशबोर्ड खोलें',
  },
  notification: {
    action: 'साइट पर खोलें',
    preferences:
      'आपको ये ईमेल इसलिए मिलते हैं क्योंकि इस तरह की सूचनाएँ आपके लिए चालू हैं। इन्हें अपने डैशबोर्ड (प्रोफ़ाइल, सूचनाएँ) में बंद करें, या अपने मेल ऐप से एक क्लिक में अनसब्सक्राइब करें।',
  },
  keyCorrected: {
    subject: (siteName: string, testTitle: string) => `${siteName}: ${testTitle} की उत्तर-कुंजी सुधारी गई`,
    lines: (testTitle: string, before: number, after: number) => [
      `शिक्षक ने ${testTitle} की उत्तर-कुंजी सुधारी है, और आपका स्कोर फिर से निकाला गया: पहले ${before}, अब ${after}। आपकी रैंक और पर्सेंटाइल भी बदल गए हैं।`,
    ],
    action: 'अपना परिणाम देखें',
  },
  doubtAnswered: {
    subject: (siteName: string) => `${siteName}: आपके डाउट का उत्तर आ गया है`,
    lines: (teacherName: string) => [`${teacherName || 'आपके शिक्षक'} ने आपके डाउट का उत्तर दिया है:`],
    action: 'उत्तर पढ़ें',
  },
  contactMessage: {
    subject: (name: string) => `${name} का नया संदेश`,
    intro: (siteName: string) => `किसी ने ${siteName} के संपर्क फ़ॉर्म से आपको लिखा है:`,
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    message: 'संदेश',
    action: 'संदेश खोलें',
  },
  dailySales: {
    subject: (siteName: string, day: string) => `${siteName}: ${day} की बिक्री`,
    intro: (day: string) => `${day} को आपकी बिक्री (भारतीय समय):`,
    payments: 'मिले भुगतान',
    amount: 'मिली रकम',
    newAccounts: 'नए खाते',
    note: 'यहाँ रिफ़ंड घटाए नहीं गए हैं; एडमिन ओवरव्यू में रिफ़ंड घटाकर आमदनी दिखती है।',
    action: 'एडमिन डैशबोर्ड खोलें',
  },
};

/** The words of the emails in `language`. */
export const mailMessages = (language: Language): MailMessages => (language === 'hi' ? MAIL_MESSAGES_HI : MAIL_MESSAGES);
