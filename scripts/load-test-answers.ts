/**
 * `npm run load:answers`: 40 students saving answers to a practice test at the same time, through
 * Hosting on the local stack; prints p50 and p95 of one save. The target is p95 under 300 ms.
 *
 * It starts nothing itself: run `npm start` in another terminal first (it seeds the free test this
 * uses), or pass the URLs of another local stack.
 *
 *   npm run load:answers
 *   npm run load:answers -- --students 40 --rounds 3 --base-url http://127.0.0.1:5000 --auth-host 127.0.0.1:9099
 */
import { runAnswerLoad, type AnswerLoadOptions } from './lib/answer-load.js';

function parseArgs(argv: string[]): AnswerLoadOptions {
  const options: AnswerLoadOptions = {
    siteUrl: 'http://127.0.0.1:5000',
    authHost: '127.0.0.1:9099',
    students: 40,
    rounds: 2,
    testId: 'seed-test-mole-warm-up',
  };
  for (let index = 0; index < argv.length; index += 2) {
    const [arg, value] = [argv[index], argv[index + 1]];
    if (!value) throw new Error(`${arg} needs a value.`);
    if (arg === '--base-url') options.siteUrl = value.replace(/\/+$/, '');
    else if (arg === '--auth-host') options.authHost = value;
    else if (arg === '--students') options.students = Number(value);
    else if (arg === '--rounds') options.rounds = Number(value);
    else if (arg === '--test') options.testId = value;
    else
      throw new Error(
        `Unknown argument ${arg}. Usage: npm run load:answers -- [--base-url URL] [--auth-host HOST:PORT] [--students N] [--rounds N] [--test ID]`,
      );
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
console.log(
  `${options.students} students answering ${options.testId} at once through ${options.siteUrl} (a warm-up round, then ${options.rounds} timed rounds)...`,
);
const report = await runAnswerLoad(options);
console.log(`saves: ${report.saves}, failed: ${report.failures.length}, sent again after a dropped connection: ${report.retried}`);
console.log(`warm-up round (not timed below): slowest save ${report.warmUpMax} ms`);
console.log(`save an answer: p50 ${report.p50} ms, p95 ${report.p95} ms, max ${report.max} ms (target p95 < 300 ms)`);
if (report.failures.length > 0) {
  console.log(report.failures.slice(0, 10).join('\n'));
  process.exitCode = 1;
}
