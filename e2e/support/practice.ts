import { adminAuthorization } from './seeded.js';
import { SITE_URL } from './browser.js';

/** Creates something through the admin API as the seeded teacher; fails the journey on anything but 201. */
async function createAsAdmin(path: string, body: unknown): Promise<{ _id: string }> {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { authorization: await adminAuthorization(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { _id: string };
}

/**
 * Three questions, one of each kind, written in English with mhchem and maths, and a published
 * subscribers' test of them (+4 / −1, ten minutes), as the teacher would make them.
 */
export async function makePracticeTest(title: string, instructions: string): Promise<void> {
  const common = { difficulty: 'easy' as const };
  const single = await createAsAdmin('/api/admin/questions', {
    ...common,
    kind: 'single',
    chapter: 'Redox reactions',
    text: 'What is the oxidation state of iron in \\ce{Fe2(SO4)3}?',
    options: ['+2', '+3', '\\ce{Fe^3+} is not an oxidation state', '$0$'],
    correctOptions: [1],
    explanation: 'Three \\ce{SO4^2-} ions carry 6 negative charges over two Fe atoms: +3 each.',
  });
  const multiple = await createAsAdmin('/api/admin/questions', {
    ...common,
    kind: 'multiple',
    chapter: 'Chemical equilibrium',
    text: 'Which of these are strong acids?',
    options: ['\\ce{HCl}', '\\ce{CH3COOH}', '\\ce{HNO3}', '\\ce{H2CO3}'],
    correctOptions: [0, 2],
    explanation: 'HCl and HNO3 ionise completely in water.',
  });
  const numerical = await createAsAdmin('/api/admin/questions', {
    ...common,
    kind: 'numerical',
    chapter: 'Some basic concepts',
    text: 'How many moles are in 45 g of water? ($M = 18$ g/mol)',
    answerRange: { min: 2.49, max: 2.51 },
    explanation: '$n = 45 / 18 = 2.5$ mol.',
  });
  await createAsAdmin('/api/admin/tests', {
    title,
    instructions,
    questionIds: [single._id, multiple._id, numerical._id],
    timeLimitMinutes: 10,
    marksCorrect: 4,
    marksWrong: 1,
    published: true,
    isFree: false,
  });
}
