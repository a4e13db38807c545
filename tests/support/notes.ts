/** Notes for tests that need one to exist: uploaded through the API, as the teacher would. */
import { makeNotePdf } from '../../tools/seed/note-pdf.js';
import { api, bearer } from './api.js';

/**
 * Uploads a one-page PDF note titled `title` as the admin whose token is given, and answers the
 * new note's id; anything but 201 fails the test with the answer.
 */
export async function createNote(adminToken: string, { title, description }: { title: string; description: string }): Promise<string> {
  const pdf = await makeNotePdf({ title, subtitle: 'Revision', pages: 1, sections: [{ heading: title, lines: ['Ethene'] }] });
  const response = await api()
    .post('/api/notes/createNote')
    .set(bearer(adminToken))
    .field('title', title)
    .field('description', description)
    .attach('file', pdf, { filename: 'note.pdf', contentType: 'application/pdf' });
  if (response.status !== 201)
    throw new Error(`Creating the note "${title}" answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body._id as string;
}
