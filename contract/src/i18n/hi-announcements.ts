/**
 * The announcements' API messages in Hindi (see hi.ts, which spreads these in): the teacher's
 * Announcements section shows them when she works in Hindi.
 */
export const ANNOUNCEMENT_MESSAGES_HI: Record<string, string> = {
  'Write a title for the announcement.': 'घोषणा का शीर्षक लिखें।',
  'The title can be at most 100 characters.': 'शीर्षक में अधिकतम 100 अक्षर हो सकते हैं।',
  'Write the announcement.': 'घोषणा लिखें।',
  'The announcement can be at most 1,000 characters.': 'घोषणा में अधिकतम 1,000 अक्षर हो सकते हैं।',
  'The link must be a path of this site (starting with /) or an https:// address.':
    'लिंक इस साइट का पाथ (/ से शुरू) या https:// वाला पता होना चाहिए।',
  'Choose who receives it: everyone, a course’s students, a plan’s subscribers or free accounts.':
    'चुनें कि इसे कौन पाएगा: सभी, किसी कोर्स के विद्यार्थी, किसी योजना के सदस्य या मुफ़्त खाते।',
  'Choose at least one way to send it: in the app, push or email.': 'भेजने का कम से कम एक तरीका चुनें: ऐप में, पुश या ईमेल।',
  'The time to send is not a valid date and time.': 'भेजने का समय सही तारीख और समय नहीं है।',
  'The time to send has passed. Choose a later time, or send it now.': 'भेजने का समय निकल चुका है। बाद का समय चुनें, या अभी भेजें।',
  'An announcement can be scheduled at most 90 days ahead.': 'घोषणा अधिकतम 90 दिन आगे के लिए तय की जा सकती है।',
  'This course does not exist.': 'यह कोर्स मौजूद नहीं है।',
  'This plan does not exist.': 'यह योजना मौजूद नहीं है।',
  'This announcement does not exist.': 'यह घोषणा मौजूद नहीं है।',
  'This announcement has started sending, so it can no longer be cancelled.': 'यह घोषणा भेजी जाने लगी है, इसलिए अब रद्द नहीं की जा सकती।',
};

export const ANNOUNCEMENT_TERMS_HI: Record<string, string> = {
  announcements: 'घोषणाएँ',
};
