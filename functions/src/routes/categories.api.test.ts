import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { db } from '../lib/firebase.js';

let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

/** Each test starts from an empty category list. */
beforeEach(async () => {
  const existing = await db().collection('categories').get();
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
});

// `null` as the token sends the request anonymously.
const addCategory = (name: unknown, token: string | null = admin.token) => {
  const request = api().post('/api/categories/addCategory');
  return (token ? request.set(bearer(token)) : request).send({ name });
};

const renameCategory = (id: string, name: unknown, token: string | null = admin.token) => {
  const request = api().put(`/api/categories/updateCategory/${id}`);
  return (token ? request.set(bearer(token)) : request).send({ name });
};

const deleteCategory = (id: string, token: string | null = admin.token) => {
  const request = api().delete(`/api/categories/deleteCategory/${id}`);
  return token ? request.set(bearer(token)) : request;
};

async function addedId(name: string): Promise<string> {
  const response = await addCategory(name);
  expect(response.status).toBe(201);
  return response.body._id as string;
}

const storedCategory = async (id: string) => (await db().doc(`categories/${id}`).get()).data();
const categoryCount = async () => (await db().collection('categories').count().get()).data().count;

describe('GET /api/categories/getAllCategories', () => {
  it('lists categories alphabetically, ignoring case, with only _id, name and createdAt', async () => {
    await addedId('Physical Chemistry');
    await addedId('biochemistry');
    await addedId('Organic Chemistry');

    const response = await api().get('/api/categories/getAllCategories');

    expect(response.status).toBe(200);
    expect(response.body.map((category: { name: string }) => category.name)).toEqual([
      'biochemistry',
      'Organic Chemistry',
      'Physical Chemistry',
    ]);
    expect(response.body[0]).toEqual({ _id: expect.any(String), name: 'biochemistry', createdAt: expect.any(String) });
  });

  it('lets the CDN cache the anonymous list but never a list read with a token', async () => {
    const anonymous = await api().get('/api/categories/getAllCategories');
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);
    const signedIn = await api().get('/api/categories/getAllCategories').set(bearer(admin.token));
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('POST /api/categories/addCategory', () => {
  it('adds a trimmed category and answers 201 with it, keeping nameLower on the server only', async () => {
    const response = await addCategory('  Exam   Preparation ');

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ _id: expect.any(String), name: 'Exam Preparation', createdAt: expect.any(String) });
    expect(await storedCategory(response.body._id)).toMatchObject({ name: 'Exam Preparation', nameLower: 'exam preparation' });
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a missing name', undefined],
  ])('refuses %s with 400 Category name cannot be empty', async (_case, name) => {
    const response = await addCategory(name);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Category name cannot be empty', error: 'Category name cannot be empty' });
    expect(await categoryCount()).toBe(0);
  });

  it('refuses a name that differs from an existing one only in case with 409', async () => {
    await addedId('Organic Chemistry');
    const response = await addCategory('ORGANIC chemistry');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A category with this name already exists.');
    expect(await categoryCount()).toBe(1);
  });

  it('lets only one of several simultaneous adds of the same name through', async () => {
    const responses = await Promise.all(['Green Chemistry', 'green chemistry', 'GREEN CHEMISTRY'].map((name) => addCategory(name)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect(await categoryCount()).toBe(1);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await addCategory('Biochemistry', null)).status).toBe(401);
  });

  it('refuses a signed-in student with 403 and adds nothing', async () => {
    const response = await addCategory('Biochemistry', student.token);
    expect(response.status).toBe(403);
    expect(await categoryCount()).toBe(0);
  });
});

describe('PUT /api/categories/updateCategory/:id', () => {
  it('renames a category and answers with it', async () => {
    const id = await addedId('Organic Chemistry');
    const response = await renameCategory(id, 'Organic Chemistry (Class 12)');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: id, name: 'Organic Chemistry (Class 12)', createdAt: expect.any(String) });
    expect(await storedCategory(id)).toMatchObject({ name: 'Organic Chemistry (Class 12)', nameLower: 'organic chemistry (class 12)' });
  });

  it('allows renaming a category to its own name in another case', async () => {
    const id = await addedId('organic chemistry');
    const response = await renameCategory(id, 'Organic Chemistry');
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Organic Chemistry');
  });

  it("refuses another category's name, in any case, with 409", async () => {
    await addedId('Biochemistry');
    const id = await addedId('Organic Chemistry');
    const response = await renameCategory(id, 'BIOCHEMISTRY');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A category with this name already exists.');
    expect((await storedCategory(id))?.name).toBe('Organic Chemistry');
  });

  it('refuses a blank name with 400 Category name cannot be empty', async () => {
    const id = await addedId('Organic Chemistry');
    const response = await renameCategory(id, '  ');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Category name cannot be empty');
    expect((await storedCategory(id))?.name).toBe('Organic Chemistry');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await renameCategory('no-such-category', 'Anything');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Category not found.');
    expect((await db().doc('categories/no-such-category').get()).exists).toBe(false);
  });

  it('answers 401 to an anonymous caller', async () => {
    const id = await addedId('Organic Chemistry');
    expect((await renameCategory(id, 'Renamed', null)).status).toBe(401);
  });

  it('refuses a signed-in student with 403 and keeps the name', async () => {
    const id = await addedId('Organic Chemistry');
    const response = await renameCategory(id, 'Renamed', student.token);
    expect(response.status).toBe(403);
    expect((await storedCategory(id))?.name).toBe('Organic Chemistry');
  });
});

describe('DELETE /api/categories/deleteCategory/:id', () => {
  it('deletes the category', async () => {
    const id = await addedId('Organic Chemistry');
    const response = await deleteCategory(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Category deleted successfully' });
    expect((await db().doc(`categories/${id}`).get()).exists).toBe(false);
  });

  it('frees the name for a new category', async () => {
    const id = await addedId('Organic Chemistry');
    await deleteCategory(id);
    expect((await addCategory('organic chemistry')).status).toBe(201);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await deleteCategory('no-such-category');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Category not found.');
  });

  it('answers 401 to an anonymous caller', async () => {
    const id = await addedId('Organic Chemistry');
    expect((await deleteCategory(id, null)).status).toBe(401);
  });

  it('refuses a signed-in student with 403 and keeps the category', async () => {
    const id = await addedId('Organic Chemistry');
    const response = await deleteCategory(id, student.token);
    expect(response.status).toBe(403);
    expect((await db().doc(`categories/${id}`).get()).exists).toBe(true);
  });
});

describe('a category and the courses and notes filed under it', () => {
  beforeEach(async () => {
    await Promise.all([db().recursiveDelete(db().collection('courses')), db().recursiveDelete(db().collection('notes'))]);
  });

  /** Writes `count` documents to `collection` with `category`, in batches (Firestore takes 500 writes a batch). */
  async function filed(collection: 'courses' | 'notes', category: string, count: number, prefix = category) {
    for (let start = 0; start < count; start += 500) {
      const batch = db().batch();
      for (let index = start; index < Math.min(count, start + 500); index++) {
        batch.set(db().collection(collection).doc(`${prefix}-${index}`), { title: `${prefix} ${index}`, category });
      }
      await batch.commit();
    }
  }

  const categoriesOf = async (collection: 'courses' | 'notes') => {
    const counts = new Map<string, number>();
    for (const doc of (await db().collection(collection).get()).docs) {
      const category = String(doc.get('category'));
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    return Object.fromEntries(counts);
  };

  it('renames the category on every course and note that uses it, more than one batch of them', async () => {
    const id = await addedId('Organic');
    await filed('courses', 'Organic', 520);
    await filed('notes', 'Organic', 30);
    await filed('courses', 'Physical', 2);

    const response = await renameCategory(id, 'Organic Chemistry');
    expect(response.status).toBe(200);
    expect(await categoriesOf('courses')).toEqual({ 'Organic Chemistry': 520, Physical: 2 });
    expect(await categoriesOf('notes')).toEqual({ 'Organic Chemistry': 30 });
  });

  it('finishes a rename that was cut short the next time the category is saved, even under the same name', async () => {
    const id = await addedId('Organic Chemistry');
    // What a rename interrupted after its first batch leaves: the new name, some courses still on the old one.
    await db()
      .doc(`categories/${id}`)
      .update({ renamingFrom: ['Organic'] });
    await filed('courses', 'Organic', 3);

    expect((await renameCategory(id, 'Organic Chemistry')).status).toBe(200);
    expect(await categoriesOf('courses')).toEqual({ 'Organic Chemistry': 3 });
    expect((await storedCategory(id))?.renamingFrom).toEqual([]);
  });

  it('refuses to delete a category in use, saying how many courses and notes use it, and keeps it', async () => {
    const id = await addedId('Organic');
    await filed('courses', 'Organic', 2);
    await filed('notes', 'Organic', 1);

    const response = await deleteCategory(id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This category is used by 2 courses and 1 note. Move them to another category before deleting it.');
    expect(await storedCategory(id)).toBeDefined();
  });

  it('deletes a category nothing uses any more', async () => {
    const id = await addedId('Organic');
    await filed('courses', 'Physical', 1);
    expect((await deleteCategory(id)).status).toBe(200);
    expect(await storedCategory(id)).toBeUndefined();
  });
});
