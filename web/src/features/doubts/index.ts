// What other features may use of doubts: the "Ask a doubt" button (its form loads when pressed),
// the solved doubts under a lesson (loaded when opened), and the video second as the form shows it.
export { AskDoubt } from './entry/ask-doubt';
export { SolvedDoubts } from './entry/solved-doubts';
export { clockTime, startSecond } from './entry/video-second';
