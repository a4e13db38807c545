/**
 * Every piece of text the practice-test screens show, in one place so a translation can start
 * here. Functions are texts with a value in them.
 */
export const PRACTICE_TEXT = {
  // The list (/tests)
  listTitle: 'Practice tests',
  listLead: 'Timed chemistry tests in the JEE and NEET pattern, scored as you submit, with every answer explained.',
  loadingTests: 'Loading tests...',
  loadFailed: 'The tests could not be loaded.',
  tryAgain: 'Try again',
  noTests: 'No tests are open yet. Check back soon.',
  signInTitle: 'Log in to take practice tests',
  signInBody: 'Tests, your scores and the review of each answer are kept with your account.',
  logIn: 'Log In',
  questions: (count: number) => (count === 1 ? '1 question' : `${count} questions`),
  minutes: (count: number) => `${count} min`,
  marking: (correct: number, wrong: number) => `+${correct} / ${wrong > 0 ? `−${wrong}` : '0'}`,
  markingLabel: (correct: number, wrong: number) => `${correct} marks for a correct answer, ${wrong} taken for a wrong one`,
  free: 'Free',
  subscribersOnly: 'Subscribers',
  bestScore: (score: number, max: number, percent: number) => `Best: ${score} / ${max} (${percent}%)`,
  notTakenYet: 'Not taken yet',
  attemptsLeft: (used: number, limit: number | null) => (limit === null ? `${used} taken` : `${used} of ${limit} attempts used`),
  startTest: 'Start test',
  resumeTest: 'Resume test',
  viewTest: (title: string) => `Open test: ${title}`,
  subscribe: 'Subscribe',
  locked: 'Subscribe to a plan to take this test.',

  // The instructions screen
  backToTests: 'All tests',
  instructions: 'Instructions',
  generalInstructions: [
    'The timer starts when you press Start and keeps running if you leave or reload the page.',
    'Your answers are saved as you go. If the connection drops, keep going: they are saved when it is back.',
    'When the time is up, the test is submitted with the answers saved by then.',
  ],
  maxScore: (max: number) => `Maximum score: ${max}`,
  chaptersCovered: 'Chapters',
  attemptsUsedUp: 'You have used all the attempts allowed for this test.',
  loadingTest: 'Loading test...',
  testNotFound: 'Test not found',
  couldNotLoadTest: 'Could not load the test',
  starting: 'Starting...',

  // The exam screen
  questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
  questionNumber: (number: number) => `Question ${number}`,
  timeLeft: 'Time left',
  timeLeftLabel: (text: string) => `Time left: ${text}`,
  singleHint: 'Choose one option.',
  multipleHint: 'Choose one or more options.',
  numericalHint: 'Type a number (decimals allowed).',
  numericalLabel: 'Your answer',
  optionsLabel: 'Options',
  previous: 'Previous',
  saveAndNext: 'Save & Next',
  markAndNext: 'Mark for Review & Next',
  clear: 'Clear Response',
  submit: 'Submit',
  palette: 'Question palette',
  paletteButton: (number: number, status: string) => `Question ${number}: ${status}`,
  status: {
    'not-visited': 'Not visited',
    'not-answered': 'Not answered',
    answered: 'Answered',
    marked: 'Marked for review',
    'answered-marked': 'Answered and marked for review',
  },
  saving: 'Saving...',
  allSaved: 'All answers saved',
  offline: 'You are offline. Keep answering: your answers are kept on this page and saved when the connection is back.',
  retrying: 'Could not save your last answer yet. Trying again...',
  confirmTitle: 'Submit the test?',
  confirmBody: (unanswered: number, marked: number) =>
    [
      unanswered === 0 ? 'You have answered every question.' : `${unanswered} question${unanswered === 1 ? ' is' : 's are'} not answered.`,
      marked > 0 ? `${marked} ${marked === 1 ? 'is' : 'are'} marked for review.` : '',
      'You cannot change your answers after submitting.',
    ]
      .filter(Boolean)
      .join(' '),
  confirmSubmit: 'Yes, submit',
  keepAnswering: 'Keep answering',
  submitting: 'Submitting...',
  submitFailed: 'The test could not be submitted. Check your connection and try again.',
  timeUp: 'Time is up. Submitting your answers...',
  attemptClosed: 'This attempt is closed. Showing your result...',
  questionImage: (number: number) => `Figure for question ${number}`,
  optionLetterLabel: (letter: string) => `Option ${letter}`,

  // The result
  resultTitle: (title: string) => `Result: ${title}`,
  score: 'Score',
  scoreOf: (score: number, max: number) => `${score} / ${max}`,
  percentOf: (percent: number) => `${percent}%`,
  correct: 'Correct',
  partial: 'Partly correct',
  wrong: 'Wrong',
  unanswered: 'Not answered',
  timeTaken: 'Time taken',
  submittedByTimeOut: 'The time ran out: the test was submitted with the answers saved by then.',
  chapterAccuracy: 'Accuracy by chapter',
  chapterLine: (correct: number, total: number) => `${correct} of ${total} correct`,
  review: 'Review of each question',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  noAnswer: 'Not answered',
  acceptedRange: (min: number, max: number) => (min === max ? `${min}` : `${min} to ${max}`),
  explanation: 'Explanation',
  marksGot: (marks: number) => `${marks > 0 ? '+' : ''}${marks} marks`,
  outcome: { correct: 'Correct', partial: 'Partly correct', wrong: 'Wrong', unanswered: 'Not answered' },
  takeAgain: 'Take the test again',

  // Chemical notation
  notationProblems: 'Notation that could not be drawn',
  notationProblem: {
    'unclosed-ce': (raw: string) => `"${short(raw)}" has no closing brace: it is shown as typed.`,
    'unclosed-math': (raw: string) => `"${short(raw)}" has no closing $: it is shown as typed. Write \\$ for a dollar sign.`,
    empty: (raw: string) => `"${raw}" is empty: it is shown as typed.`,
  },
  notationError: (raw: string, reason: string) => `"${short(raw)}" could not be drawn (${reason}): it is shown as typed.`,
  katexFailed: 'Formulas could not be loaded: they show as typed. Check your connection.',
} as const;

/** The start of a long piece of text, for a message that quotes it. */
function short(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
