/**
 * The live classes' API messages in Hindi (see hi.ts, which spreads these in). "Live class" is
 * लाइव क्लास, as students say it (docs/i18n-glossary.md); YouTube, Google Meet and Zoom stay in Latin script.
 */
export const LIVE_CLASS_MESSAGES_HI: Record<string, string> = {
  'Give the class a title.': 'क्लास का शीर्षक लिखें।',
  'A title can be at most 120 characters.': 'शीर्षक में अधिकतम 120 अक्षर हो सकते हैं।',
  'Choose the start date and time (India time).': 'शुरू होने की तारीख़ और समय चुनें (भारत का समय)।',
  'The start time has passed: choose a time in the future.': 'शुरू होने का समय बीत चुका है: आगे का कोई समय चुनें।',
  'A class can be scheduled at most a year ahead.': 'क्लास अधिकतम एक साल आगे तक तय की जा सकती है।',
  'The duration must be a whole number of minutes from 15 to 300.': 'अवधि 15 से 300 तक के पूरे मिनट होनी चाहिए।',
  'Paste a YouTube Live link (or video id), or an https link of Google Meet or Zoom.':
    'YouTube Live का लिंक (या वीडियो ID), या Google Meet या Zoom का https लिंक डालें।',
  'Choose a course, or everyone.': 'कोई कोर्स चुनें, या सभी।',
  'Choose a chapter of the course.': 'कोर्स का कोई अध्याय चुनें।',
  'This live class does not exist.': 'यह लाइव क्लास मौजूद नहीं है।',
  'The course you chose does not exist.': 'आपका चुना हुआ कोर्स मौजूद नहीं है।',
  'This live class is for the students of its course. Choose a plan to join it.':
    'यह लाइव क्लास इसके कोर्स के विद्यार्थियों के लिए है। जुड़ने के लिए कोई प्लान चुनें।',
  'This class has not started yet. You can join 10 minutes before it starts.':
    'यह क्लास अभी शुरू नहीं हुई है। आप इसके शुरू होने से 10 मिनट पहले जुड़ सकते हैं।',
  'This class has ended.': 'यह क्लास समाप्त हो चुकी है।',
  'This class was cancelled.': 'यह क्लास रद्द कर दी गई।',
  'This class is already cancelled.': 'यह क्लास पहले ही रद्द है।',
  'This class has ended; it can no longer be changed.': 'यह क्लास समाप्त हो चुकी है; अब इसे बदला नहीं जा सकता।',
  'Only a class of a course can become a lesson of it.': 'केवल किसी कोर्स की क्लास ही उसका लेसन बन सकती है।',
  'Only a YouTube class has a recording that can become a lesson.': 'केवल YouTube क्लास की रिकॉर्डिंग ही लेसन बन सकती है।',
  'The class has not ended yet: make it a lesson once the recording is ready.':
    'क्लास अभी समाप्त नहीं हुई है: रिकॉर्डिंग तैयार होने पर इसे लेसन बनाएँ।',
  'The course has no chapters yet: add one in the course form first.': 'कोर्स में अभी कोई अध्याय नहीं है: पहले कोर्स फ़ॉर्म में एक जोड़ें।',
  'The recording is already a lesson of this course.': 'यह रिकॉर्डिंग पहले से इस कोर्स का लेसन है।',
};

/** The rate limits' words, put into "Too many {what}." */
export const LIVE_CLASS_TERMS_HI: Record<string, string> = {
  'changes to live classes': 'लाइव क्लास में बदलाव',
  'requests for live classes': 'लाइव क्लास के अनुरोध',
};
