// What other features may use of practice tests. The admin dashboard opens the question bank and
// the tests as sections of its own, each loaded the first time it is opened; the tests' module also
// carries the series section (one chunk list fewer here: the course player loads this module too).
export const loadQuestionBankSection = () => import('./admin/question-bank-section');
export const loadTestsSection = () => import('./admin/tests-section');
// The course player takes a test lesson with the same exam screen, loaded when such a lesson opens.
export const loadLessonTest = () => import('./components/lesson-test');
