/**
 * Chapter practice's API messages in Hindi (see hi.ts, which spreads these in). अभ्यास for
 * practice, दोहराना for revision; JEE, NEET and PYQ stay in English (docs/i18n-glossary.md).
 */
export const PRACTICE_MESSAGES_HI: Record<string, string> = {
  'This practice question does not exist.': 'यह अभ्यास प्रश्न मौजूद नहीं है।',
  'This question is in a test whose results are not out yet. Practise it once they are.':
    'यह प्रश्न एक ऐसे टेस्ट में है जिसके परिणाम अभी नहीं आए हैं। परिणाम आने के बाद इसका अभ्यास करें।',
  'There are no practice questions in this chapter.': 'इस अध्याय में कोई अभ्यास प्रश्न नहीं है।',
  'No questions match these filters. Clear a filter to see more.': 'इन फ़िल्टर से कोई प्रश्न नहीं मिला। और देखने के लिए कोई फ़िल्टर हटाएँ।',
  'This question is for subscribers. Subscribe to a plan to practise the whole chapter.':
    'यह प्रश्न सदस्यों के लिए है। पूरे अध्याय का अभ्यास करने के लिए कोई प्लान लें।',
  'Choose an option or type your answer before checking it.': 'जाँचने से पहले कोई विकल्प चुनें या अपना उत्तर लिखें।',
  'That option does not exist for this question.': 'इस प्रश्न में यह विकल्प नहीं है।',
  'Choose only one option for this question.': 'इस प्रश्न के लिए केवल एक विकल्प चुनें।',
  'This question takes a number, not options.': 'इस प्रश्न का उत्तर एक संख्या है, विकल्प नहीं।',
  'This question takes options, not a number.': 'इस प्रश्न का उत्तर विकल्प है, संख्या नहीं।',
  'This question takes a whole number.': 'इस प्रश्न का उत्तर एक पूर्ण संख्या है।',
  'Practice keeps a student’s record; sign in as a student to practise.':
    'अभ्यास छात्र का रिकॉर्ड रखता है; अभ्यास के लिए छात्र के रूप में साइन इन करें।',
  'The daily revision limit must be a whole number from 1 to 100.': 'रोज़ दोहराने की सीमा 1 से 100 तक की पूर्ण संख्या होनी चाहिए।',
  'The evening reminder must be on or off.': 'शाम का रिमाइंडर चालू या बंद होना चाहिए।',
  'Bookmarked must be true or false.': 'बुकमार्क true या false होना चाहिए।',
  'The first year cannot be after the last year.': 'पहला वर्ष आख़िरी वर्ष के बाद नहीं हो सकता।',
  'This filter is not one the practice screen offers.': 'यह फ़िल्टर अभ्यास स्क्रीन पर उपलब्ध नहीं है।',
  'Choose a chapter.': 'कोई अध्याय चुनें।',
  'The first year must be a year.': 'पहला वर्ष एक वर्ष होना चाहिए।',
  'The last year must be a year.': 'आख़िरी वर्ष एक वर्ष होना चाहिए।',
  'The first year must be between 1950 and 2100.': 'पहला वर्ष 1950 और 2100 के बीच होना चाहिए।',
  'The last year must be between 1950 and 2100.': 'आख़िरी वर्ष 1950 और 2100 के बीच होना चाहिए।',
  'Selected options must be a list of option numbers.': 'चुने गए विकल्प विकल्प-संख्याओं की सूची होने चाहिए।',
  'An option is chosen twice.': 'एक विकल्प दो बार चुना गया है।',
  'The answer must be a number.': 'उत्तर एक संख्या होना चाहिए।',
  'The answer is too large.': 'उत्तर बहुत बड़ा है।',
  'Free practice questions per chapter must be a whole number from 0 to 1000.':
    'हर अध्याय के मुफ़्त अभ्यास प्रश्न 0 से 1000 तक की पूर्ण संख्या होने चाहिए।',
  // Test series (series.ts): टेस्ट सीरीज़ as students say it.
  'This test series does not exist.': 'यह टेस्ट सीरीज़ मौजूद नहीं है।',
  'Choose a test series that exists.': 'कोई मौजूदा टेस्ट सीरीज़ चुनें।',
  'This series still has tests. Move them to another series first, or delete the series and leave its tests without one.':
    'इस सीरीज़ में अभी टेस्ट हैं। पहले उन्हें किसी दूसरी सीरीज़ में ले जाएँ, या सीरीज़ हटाकर उसके टेस्ट बिना सीरीज़ के छोड़ दें।',
  'Test series deleted.': 'टेस्ट सीरीज़ हटा दी गई।',
  'Test series deleted. Its tests stay, without a series.': 'टेस्ट सीरीज़ हटा दी गई। उसके टेस्ट बिना सीरीज़ के बने रहेंगे।',
  'Detach must be true or false.': 'Detach true या false होना चाहिए।',
};

/** The words put into the shared templates ("Too many {what}."). */
export const PRACTICE_TERMS_HI: Record<string, string> = {
  'answers checked': 'जाँचे गए उत्तर',
  'changes to your practice': 'आपके अभ्यास में बदलाव',
};
