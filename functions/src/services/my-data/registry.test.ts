import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MY_DATA, NOT_EXPORTED, myDataSources, type MyDataSections } from './registry.js';

/**
 * The student's data export is complete by construction: every collection the data model keys to
 * a student has an entry in `MY_DATA` (with its projection) or a reason in `NOT_EXPORTED`, every
 * collection the server touches is in the data model, and no projection passes a stored document
 * through whole.
 */

const ROOT = join(__dirname, '../../../..');
const FUNCTIONS_SRC = join(ROOT, 'functions/src');

interface ModelRow {
  collection: string;
  documentId: string;
  fields: string;
}

/**
 * The table rows under `heading` in a Markdown file, up to the next `## ` heading: the collection
 * in backticks, then its other cells. A missing heading gives no rows, which the checks refuse.
 */
function tableRows(file: string, heading: string): ModelRow[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rows: ModelRow[] = [];
  for (const line of text.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('## ')) break;
    // Prettier pads the cells of an aligned table: the name may be followed by spaces.
    const match = /^\| `([^`]+)` *\|/.exec(line);
    if (!match) continue;
    // Cells are split on pipes that are not escaped (`\|` inside a cell).
    const [, documentId = '', ...fields] = line.split(/(?<!\\)\|/).slice(1, -1);
    rows.push({ collection: match[1]!, documentId: documentId.trim(), fields: fields.join('|').trim() });
  }
  return rows;
}

/** The data model: every collection with its document id and fields. */
const dataModel = () => tableRows('docs/data-model.md', '## Firestore collections');

/**
 * Keyed to a student: the document id is (or holds) the uid, or the record names its owner in a
 * `uid`/`userId`/`studentId` field (listed first or after a comma: an `updatedBy (uid)` aside is
 * the admin, not an owner).
 */
const OWNER = String.raw`(?:uid|userId|studentId)`;
const keyedToStudent = (row: ModelRow) =>
  new RegExp(String.raw`\b${OWNER}\b`).test(row.documentId) || new RegExp(String.raw`(?:^|,\s*)${OWNER}\b`).test(row.fields);

describe('the data model and the export registry', () => {
  const rows = dataModel();
  const documented = new Set(rows.map((row) => row.collection));
  const registered = new Set(myDataSources().map(([, source]) => source.collection));

  it('reads the data model table', () => {
    // Guards the parser: a table it cannot read would make every check below pass.
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.find((row) => row.collection === 'testAttempts')).toBeDefined();
  });

  it('exports every collection keyed to a student, or says why not', () => {
    const missing = rows.filter(keyedToStudent).filter((row) => !registered.has(row.collection) && !(row.collection in NOT_EXPORTED));
    // Add an entry to MY_DATA (and its section to the contract's MyDataExport), or a reason to NOT_EXPORTED.
    expect(missing.map((row) => row.collection)).toEqual([]);
  });

  it('documents every collection the registry names, and none twice', () => {
    const named = [...registered, ...Object.keys(NOT_EXPORTED)];
    expect(named.filter((collection) => !documented.has(collection))).toEqual([]);
    expect(named.filter((collection) => registered.has(collection) && collection in NOT_EXPORTED)).toEqual([]);
  });

  it('is summarised in ARCHITECTURE.md, one row per collection', () => {
    // The newcomer's map lists the same collections as the full model, no more and no fewer.
    const summarised = tableRows('ARCHITECTURE.md', '## The data model').map((row) => row.collection);
    expect(summarised.length).toBeGreaterThan(20);
    expect(summarised.filter((collection) => !documented.has(collection))).toEqual([]);
    expect([...documented].filter((collection) => !summarised.includes(collection))).toEqual([]);
  });

  it('tells keyed collections from the others', () => {
    const keyed = rows.filter(keyedToStudent).map((row) => row.collection);
    expect(keyed).toEqual(expect.arrayContaining(['users', 'testProgress', 'practiceStats', 'mail', 'coupons/{code}/redemptions']));
    expect(keyed).not.toContain('settings');
    expect(keyed).not.toContain('questions');
    expect(keyed).not.toContain('rateLimits');
  });
});

// ---------------------------------------------------------------------------------------------

/** Collections the server reads that hold nothing, and so are not in the data model. */
const UNDOCUMENTED: Record<string, string> = {
  _health: 'read (never written) to see that Firestore answers',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every collection name the server's code passes to Firestore: literals (`collection('payments')`,
 * `doc('settings/seller')`), constants (`collection(NOTE_ACCESSES)`) and members of constant
 * tables (`collection(COLLECTIONS.attempts)`). A constant it cannot resolve is reported, so a new
 * way of naming a collection fails here rather than slipping past.
 */
function collectionsInCode(): { names: Map<string, string>; unresolved: string[] } {
  const files = sourceFiles(FUNCTIONS_SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const all = files.map((file) => file.text).join('\n');
  // A constant may name a collection (`'noteAccesses'`) or a document in one (`'settings/site'`).
  const constants = new Map(
    [...all.matchAll(/\bconst ([A-Z][A-Z0-9_]*) = '([A-Za-z_]+)(?:\/[^']*)?'/g)].map((match) => [match[1]!, match[2]!]),
  );
  const members = new Map<string, string>();
  for (const table of all.matchAll(/\bconst ([A-Z][A-Z0-9_]*) = \{([^}]*)\}/g)) {
    for (const entry of table[2]!.matchAll(/(\w+): '([A-Za-z_]+)'/g)) members.set(`${table[1]}.${entry[1]}`, entry[2]!);
  }
  // `import { COLLECTIONS as PRACTICE }`: the alias names the same table.
  for (const alias of all.matchAll(/\b([A-Z][A-Z0-9_]*) as ([A-Z][A-Z0-9_]*)\b/g)) {
    for (const [key, value] of [...members]) if (key.startsWith(`${alias[1]}.`)) members.set(key.replace(alias[1]!, alias[2]!), value);
  }

  const names = new Map<string, string>();
  const unresolved: string[] = [];
  for (const { path, text } of files) {
    const where = relative(ROOT, path);
    for (const call of text.matchAll(/\.(?:collection|collectionGroup|doc)\(\s*([^),]+?)\s*\)/g)) {
      const argument = call[1]!;
      const literal = /^['`]([A-Za-z_]+)[/'`]/.exec(argument);
      if (literal) {
        // `doc('settings/seller')` names its collection first; a bare `doc('id')` is an id.
        if (!call[0].startsWith('.doc(') || argument.includes('/')) names.set(literal[1]!, where);
        continue;
      }
      if (!/^[A-Z]/.test(argument)) continue; // a variable or an id, not a collection's name
      const resolved = constants.get(argument) ?? members.get(argument);
      if (resolved) names.set(resolved, where);
      else unresolved.push(`${where}: ${argument}`);
    }
  }
  return { names, unresolved };
}

describe('the collections in the server code', () => {
  it('are each in the data model (so the checks above see them)', () => {
    const lastSegments = new Set(dataModel().map((row) => row.collection.split('/').at(-1)));
    const { names, unresolved } = collectionsInCode();
    expect(unresolved).toEqual([]);
    expect(names.size).toBeGreaterThan(15);
    const undocumented = [...names].filter(([name]) => !lastSegments.has(name) && !(name in UNDOCUMENTED));
    // A new collection: add its row to docs/data-model.md (with `userId`/`uid` if it is a student's).
    expect(undocumented.map(([name, where]) => `${name} (${where})`)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

/** A stand-in for a Firestore snapshot of a stored document, enough for the projections. */
function snapshotOf(id: string, data: Record<string, unknown>): DocumentSnapshot {
  return {
    id,
    exists: true,
    data: () => data,
    get: (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data),
  } as unknown as DocumentSnapshot;
}

const at = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));
const later = Timestamp.fromDate(new Date('2026-12-20T10:00:00Z'));
const question = {
  id: 'q1',
  kind: 'single',
  text: 'Moles in 36 g of water?',
  options: ['1', '2'],
  correctOptions: [1],
  answerRange: null,
  explanation: 'n = 36/18',
  chapter: 'Mole Concept',
  difficulty: 'easy',
  imageUrl: null,
};

/** One realistic stored document per section (a new section needs one: the typecheck asks for it). */
const STORED: { [Section in keyof MyDataSections]: Record<string, unknown> } = {
  profile: { name: 'Asha', email: 'asha@example.com', role: 'user', createdAt: at, updatedAt: at, noteDownloads: 2 },
  courseProgress: { userId: 'u1', courseId: 'c1', completed: ['l1'], lastLessonId: 'l1', studySeconds: 60, startedAt: at, updatedAt: at },
  subscriptions: { userId: 'u1', planId: 'starter', planName: 'Starter', price: 299, status: 'active', startDate: at, endDate: later },
  paymentOrders: { userId: 'u1', plan: { id: 'starter', name: 'Starter', price: 299, duration: 1 }, amount: 29900, currency: 'INR' },
  payments: { userId: 'u1', orderId: 'order_1', amount: 29900, currency: 'INR', status: 'captured', capturedAt: at },
  noteAccesses: { userId: 'u1', noteId: 'n1', noteTitle: 'Moles', name: 'Asha', email: 'asha@example.com', kind: 'download', at },
  testAttempts: {
    uid: 'u1',
    testId: 't1',
    title: 'Moles',
    status: 'in-progress',
    startedAt: at,
    deadline: later,
    marksCorrect: 4,
    marksWrong: 1,
    multipleMarking: 'all-or-nothing',
    questions: [question],
    questionIds: ['q1'],
    answers: {},
    times: { q1: 42 },
    saves: 0,
    saveLimit: 20,
  },
  testProgress: { uid: 'u1', testId: 't1', started: 1, submitted: 0, inProgressAttemptId: 'a1', best: null },
  practiceStats: { uid: 'u1', submitted: 1, percentSum: 50, recent: [] },
  invoices: {
    userId: 'u1',
    orderId: 'order_1',
    kind: 'Receipt',
    number: 'RCPT/2026-27/0001',
    issuedAt: at,
    seller: null,
    buyer: { name: 'Asha', email: 'asha@example.com', state: '27', stateName: 'Maharashtra' },
    planName: 'Starter',
    listPrice: 29900,
    discount: 0,
    coupon: null,
    split: { total: 29900, taxable: 29900, cgst: 0, sgst: 0, igst: 0, intraState: true },
    creditNote: null,
    pdfPath: null,
  },
  emails: { userId: 'u1', template: 'welcome', data: {}, to: 'asha@example.com', status: 'sent', attempts: 1, createdAt: at },
  notifications: {
    userId: 'u1',
    kind: 'announcement',
    title: 'Mock on Sunday',
    body: 'Opens at 10',
    link: '/tests',
    createdAt: at,
    readAt: null,
  },
  pushSubscriptions: {
    userId: 'u1',
    endpoint: 'https://fcm.googleapis.com/fcm/send/LEAKED-ENDPOINT',
    keys: { p256dh: 'LEAKED-KEY', auth: 'LEAKED-AUTH' },
    createdAt: at,
    updatedAt: at,
  },
  notificationPreferences: {
    name: 'Asha',
    email: 'asha@example.com',
    notificationPreferences: { announcement: { inApp: true, push: false, email: false } },
  },
  certificates: {
    userId: 'u1',
    courseId: 'c1',
    courseTitle: 'Foundations of Chemistry',
    studentName: 'आशा वर्मा',
    issuedAt: at,
    status: 'valid',
    revokedAt: null,
    revokedBecause: null,
  },
  doubts: {
    userId: 'u1',
    askerName: 'Asha',
    showName: false,
    status: 'open',
    text: 'Why is \\ce{CH3COOH} a weak acid?',
    photos: [{ id: 's-mabc12-0123456789ab.webp', width: 800, height: 600 }],
    place: { kind: 'practice', questionId: 'q1', question, key: { correctOptions: [1], answerRange: null, explanation: 'n = 36/18' } },
    courseId: null,
    chapter: 'Mole Concept',
    createdAt: at,
    updatedAt: at,
    waitingSince: at,
    messageCount: 1,
    lastMessageBy: 'teacher',
    published: false,
    alsoAsked: 0,
  },
  doubtMessages: { doubtId: 'd1', userId: 'u1', author: 'teacher', text: 'It ionises only partly.', photos: [], createdAt: at },
  doubtVotes: { doubtId: 'd1', userId: 'u1', createdAt: at },
  practiceCards: {
    uid: 'u1',
    questionId: 'q1',
    chapter: 'Mole Concept',
    pastPaper: true,
    attempts: 2,
    correct: 1,
    wrong: 1,
    lastOutcome: 'correct',
    lastAnswer: { selected: [1], value: null },
    lastAnsweredAt: at,
    bookmarked: true,
    due: at,
    memory: { stability: 2.3, difficulty: 6.4, scheduledDays: 3, learningSteps: 0, reps: 2, lapses: 1, state: 2, lastReview: at },
    lastWrongAt: null,
  },
  practiceProgress: {
    uid: 'u1',
    chapters: { 'Mole Concept': { tried: 2, answered: 3, correct: 1, pastPapersTried: 1, testAnswered: 4, testCorrect: 2 } },
    dailyCap: 20,
    reminders: true,
    revision: { day: '2026-11-20', answered: 2, target: 2, missed: false },
    streak: { count: 3, best: 5, lastDay: '2026-11-20' },
  },
  liveClassAttendance: { classId: 'c1', userId: 'u1', classTitle: 'Aldehydes live', joinedAt: at },
};

/** Fields only the server needs, as they are stored beside a record (and must never reach the file). */
const INTERNAL = {
  pdfPath: 'invoices/pay_1/LEAKED-PATH.pdf',
  creditNotePdfPath: 'invoices/pay_1/LEAKED-PATH-CN.pdf',
  nextAttemptAt: Timestamp.fromDate(new Date('2031-01-01T00:00:00Z')),
  reason: 'LEAKED-SMTP-REASON',
  messageId: 'LEAKED-MESSAGE-ID',
  passwordHash: 'LEAKED-HASH',
  imagePath: 'LEAKED-STORAGE-PATH',
  profileCompleted: 'LEAKED-FLAG',
  otherStudent: 'LEAKED-OTHER-UID',
};

describe('each section’s projection', () => {
  it.each(Object.keys(MY_DATA) as Array<keyof MyDataSections>)(
    '%s picks its fields: nothing else stored beside them reaches the file',
    (section) => {
      const source = MY_DATA[section];
      const shown = source.project(snapshotOf('doc-1', { ...STORED[section], ...INTERNAL }), new Date('2026-11-21T00:00:00Z'));
      expect(shown).toBeDefined();
      const text = JSON.stringify(shown);
      expect(text).not.toContain('LEAKED');
      expect(text).not.toContain('2031-01-01');
    },
  );

  it('shows an attempt in progress without its answer key', () => {
    const shown = JSON.stringify(MY_DATA.testAttempts.project(snapshotOf('a1', STORED.testAttempts), new Date('2026-11-21T00:00:00Z')));
    for (const key of ['correctOptions', 'answerRange', 'integerAnswer', 'explanation']) expect(shown).not.toContain(`"${key}"`);
    expect(shown).not.toContain('36/18');
    // The seconds spent on each question are the student's too.
    expect(shown).toContain('"times":{"q1":42}');
  });

  it('shows a doubt about a practice question without the question’s answer key', () => {
    const shown = JSON.stringify(MY_DATA.doubts.project(snapshotOf('d1', STORED.doubts), new Date('2026-11-21T00:00:00Z')));
    for (const key of ['correctOptions', 'answerRange', 'explanation', 'key']) expect(shown).not.toContain(`"${key}"`);
    expect(shown).not.toContain('36/18');
    expect(shown).toContain('/api/doubts/d1/photos/s-mabc12-0123456789ab.webp');
  });

  it('says for each kept section why it outlives the account', () => {
    for (const [section, source] of myDataSources()) {
      if (source.onDeletion !== 'delete') {
        const why = 'keep' in source.onDeletion ? source.onDeletion.keep : source.onDeletion.rule;
        expect(why.length, section).toBeGreaterThan(20);
      }
    }
  });
});
