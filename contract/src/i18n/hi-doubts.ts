/**
 * The doubts' API messages in Hindi (see hi.ts, which spreads these in): kept in a file of their
 * own so the feature's sentences stay together. डाउट is the word coaching students use
 * (docs/i18n-glossary.md).
 */
export const DOUBT_MESSAGES_HI: Record<string, string> = {
  'Write your doubt or attach a photo of your working.': 'अपना डाउट लिखें या अपने हल की फ़ोटो लगाएँ।',
  'A doubt can be at most 4,000 characters.': 'डाउट में अधिकतम 4,000 अक्षर हो सकते हैं।',
  'Attach at most 3 photos.': 'अधिकतम 3 फ़ोटो लगाएँ।',
  'Say where the doubt comes from: a lesson, a test question, a practice question or a course.':
    'बताएँ कि डाउट कहाँ से है: कोई लेसन, टेस्ट का प्रश्न, प्रैक्टिस का प्रश्न या कोई कोर्स।',
  'The course you asked about does not exist.': 'जिस कोर्स के बारे में आपने पूछा, वह मौजूद नहीं है।',
  'The lesson you asked about does not exist.': 'जिस लेसन के बारे में आपने पूछा, वह मौजूद नहीं है।',
  'You can ask about a lesson once you can open it.': 'किसी लेसन के बारे में आप तभी पूछ सकते हैं जब आप उसे खोल सकें।',
  'The test you asked about is not one of your attempts.': 'जिस टेस्ट के बारे में आपने पूछा, वह आपके प्रयासों में नहीं है।',
  'You can ask about a test question once the test is submitted.': 'टेस्ट के प्रश्न के बारे में आप टेस्ट सबमिट करने के बाद पूछ सकते हैं।',
  'That question is not part of this test.': 'यह प्रश्न इस टेस्ट का हिस्सा नहीं है।',
  'The question you asked about does not exist.': 'जिस प्रश्न के बारे में आपने पूछा, वह मौजूद नहीं है।',
  'You can ask about a question of a test you can take.': 'आप उसी टेस्ट के प्रश्न के बारे में पूछ सकते हैं जिसे आप दे सकते हैं।',
  'Doubts are asked by students; answer them in the Doubts section.': 'डाउट विद्यार्थी पूछते हैं; उनके उत्तर Doubts सेक्शन में दें।',
  'The teacher is not taking doubts here right now.': 'शिक्षक अभी यहाँ डाउट नहीं ले रहे हैं।',
  'Doubts are for students with an active plan, and for students of a free course on that course. Choose a plan to ask.':
    'डाउट चालू प्लान वाले विद्यार्थियों के लिए हैं, और मुफ़्त कोर्स के विद्यार्थियों के लिए उसी कोर्स पर। पूछने के लिए कोई प्लान चुनें।',
  'This doubt does not exist.': 'यह डाउट मौजूद नहीं है।',
  'This doubt has an answer, so it stays. Add a follow-up instead.':
    'इस डाउट का उत्तर आ चुका है, इसलिए यह हटाया नहीं जा सकता। इसकी जगह आगे का सवाल जोड़ें।',
  'This doubt was resolved more than 7 days ago. Ask a new doubt instead.': 'यह डाउट 7 दिन से पहले हल हो चुका है। इसकी जगह नया डाउट पूछें।',
  'Write a reply or attach a photo.': 'उत्तर लिखें या फ़ोटो लगाएँ।',
  'Mark the doubt resolved before publishing it.': 'प्रकाशित करने से पहले डाउट को हल हुआ चिह्नित करें।',
  'A general doubt has no lesson or question to be published under.':
    'सामान्य डाउट का कोई लेसन या प्रश्न नहीं है जिसके नीचे उसे प्रकाशित किया जा सके।',
  'This doubt is not published.': 'यह डाउट प्रकाशित नहीं है।',
  'This is your own doubt.': 'यह आपका अपना डाउट है।',
  'This photo does not exist.': 'यह फ़ोटो मौजूद नहीं है।',
  'This saved reply does not exist.': 'यह सेव किया गया उत्तर मौजूद नहीं है।',
  'You can keep at most 100 saved replies. Delete one you no longer use.':
    'आप अधिकतम 100 सेव किए गए उत्तर रख सकते हैं। जिसका अब इस्तेमाल नहीं करते, उसे हटाएँ।',
  'Choose a course to filter by chapter.': 'अध्याय से छाँटने के लिए कोई कोर्स चुनें।',
  'Each photo must be 5 MB or smaller.': 'हर फ़ोटो 5 MB या उससे छोटी होनी चाहिए।',
  'A photo must be a PNG, JPEG, WebP or GIF image.': 'फ़ोटो PNG, JPEG, WebP या GIF इमेज होनी चाहिए।',
  "You have reached today's limit of {limit} doubts. You can ask again after midnight (India time).":
    'आज के {limit} डाउट की सीमा पूरी हो गई है। आधी रात (भारतीय समय) के बाद फिर से पूछ सकते हैं।',
  'Doubt deleted.': 'डाउट हटा दिया गया।',
  'Saved reply deleted.': 'सेव किया गया उत्तर हटा दिया गया।',
  'A yes/no field must be true or false.': 'हाँ/नहीं वाली फ़ील्ड true या false होनी चाहिए।',
  'published must be true or false.': 'published true या false होना चाहिए।',
  'status must be one of: open, answered, resolved.': 'status इनमें से एक होना चाहिए: open, answered, resolved।',
  'courseId must be text.': 'courseId टेक्स्ट होना चाहिए।',
  'courseId is not valid.': 'courseId सही नहीं है।',
  'chapter must be text.': 'chapter टेक्स्ट होना चाहिए।',
  'chapter is not valid.': 'chapter सही नहीं है।',
  'Doubts per day must be a whole number from 1 to 50.': 'रोज़ के डाउट 1 से 50 तक की पूर्ण संख्या होनी चाहिए।',
};

/** The words put into the shared templates ("{label} is required.", "Too many {what}."). */
export const DOUBT_TERMS_HI: Record<string, string> = {
  Reply: 'उत्तर',
  'Doubts from students with a plan': 'प्लान वाले विद्यार्थियों के डाउट',
  'Doubts on free courses': 'मुफ़्त कोर्स पर डाउट',
  'messages on doubts': 'डाउट पर संदेश',
};
