/**
 * Many students answering a practice test at once, through Hosting: each signs up on the Auth
 * emulator, starts the seeded free test, then saves an answer to every question in turn (all
 * students at the same time), `rounds` times over. Times each save from request to full answer.
 *
 * A first round, not timed, warms the stack up: the functions emulator starts one worker process
 * per request in flight (production runs many requests on one warm instance), so the first 40
 * saves at once measure 40 cold starts on the machine, not saving an answer. Its slowest save is
 * reported on its own.
 */

export interface AnswerLoadOptions {
  /** Hosting, e.g. http://127.0.0.1:5000 (the API behind /api, as in production). */
  siteUrl: string;
  /** The Auth emulator, host:port. */
  authHost: string;
  students: number;
  rounds: number;
  testId: string;
}

export interface AnswerLoadReport {
  saves: number;
  failures: string[];
  p50: number;
  p95: number;
  max: number;
  /** Saves sent again after the connection dropped (as the web app does), counted in their time. */
  retried: number;
  /** The slowest save of the untimed warm-up round. */
  warmUpMax: number;
  attemptIds: string[];
}

interface StartedAttempt {
  _id: string;
  questions: { id: string; kind: string; options: string[] }[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function signUp(authHost: string, email: string): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local-load-test`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'load-test-123', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Sign-up of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** PUTs one answer; a dropped connection is tried again, up to three times. Answers the status. */
async function saveWithRetry(url: string, token: string, body: object, onRetry: () => void): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (attempt >= 3) throw error;
      onRetry();
    }
  }
}

export async function runAnswerLoad(options: AnswerLoadOptions): Promise<AnswerLoadReport> {
  const run = Date.now().toString(36);
  // Sign-ups and starts one after the other: what is measured is saving, all students at once.
  const students: { token: string; attempt: StartedAttempt }[] = [];
  for (let index = 0; index < options.students; index += 1) {
    const token = await signUp(options.authHost, `load-${run}-${index}@example.com`);
    const started = await fetch(`${options.siteUrl}/api/tests/${options.testId}/attempts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (started.status !== 201) throw new Error(`Starting the test failed: ${started.status} ${await started.text()}`);
    students.push({ token, attempt: (await started.json()) as StartedAttempt });
  }

  const timings: number[] = [];
  const warmUp: number[] = [];
  const failures: string[] = [];
  let retried = 0;
  await Promise.all(
    students.map(async ({ token, attempt }, student) => {
      for (let round = -1; round < options.rounds; round += 1) {
        for (const [index, question] of attempt.questions.entries()) {
          const body =
            question.kind === 'numerical'
              ? { value: student + round + index, markedForReview: round % 2 === 0 }
              : { selected: [(student + round + 1 + index) % question.options.length], markedForReview: round % 2 === 0 };
          const began = performance.now();
          const status = await saveWithRetry(
            `${options.siteUrl}/api/tests/attempts/${attempt._id}/answers/${question.id}`,
            token,
            body,
            () => {
              retried += 1;
            },
          );
          (round < 0 ? warmUp : timings).push(performance.now() - began);
          if (status !== 200) failures.push(`${status} on ${attempt._id}/${question.id}`);
        }
      }
    }),
  );
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    saves: timings.length,
    failures,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    max: Math.round(sorted.at(-1) ?? 0),
    retried,
    warmUpMax: Math.round(Math.max(0, ...warmUp)),
    attemptIds: students.map(({ attempt }) => attempt._id),
  };
}
