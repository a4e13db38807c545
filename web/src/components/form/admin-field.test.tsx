import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminField } from './admin-field';

// The admin's stylesheet and the browser journeys hang on this markup: each case is the block the
// forms wrote by hand before, which the field must render byte for byte.
describe('AdminField', () => {
  it('is a label tied to its control', () => {
    const field = renderToStaticMarkup(
      <AdminField id="plan-status" label="Status">
        {(control) => <input {...control} value="active" readOnly />}
      </AdminField>,
    );
    const byHand = renderToStaticMarkup(
      <div className="admin-field">
        <label htmlFor="plan-status">Status</label>
        <input id="plan-status" value="active" readOnly />
      </div>,
    );
    expect(field).toBe(byHand);
  });

  it('puts the hint, then the message, under the control, which they describe', () => {
    const field = renderToStaticMarkup(
      <AdminField id="note-tags" label="Tags" hint="Separate with commas" error="Too long">
        {(control) => <input {...control} value="" readOnly />}
      </AdminField>,
    );
    const byHand = renderToStaticMarkup(
      <div className="admin-field">
        <label htmlFor="note-tags">Tags</label>
        <input id="note-tags" aria-describedby="note-tags-hint note-tags-error" aria-invalid value="" readOnly />
        <p id="note-tags-hint" className="admin-hint">
          Separate with commas
        </p>
        <p id="note-tags-error" className="admin-field-error">
          Too long
        </p>
      </div>,
    );
    expect(field).toBe(byHand);
  });

  it('leaves out what it was not given', () => {
    const field = renderToStaticMarkup(
      <AdminField id="course-lessons" label="Lessons" hint={undefined} error="">
        {(control) => <input {...control} />}
      </AdminField>,
    );
    expect(field).toBe('<div class="admin-field"><label for="course-lessons">Lessons</label><input id="course-lessons"/></div>');
  });

  it('gives its label a class when asked', () => {
    const field = renderToStaticMarkup(
      <AdminField id="category-7" label="Category name" labelClassName="visually-hidden">
        {(control) => <input {...control} value="Organic" readOnly />}
      </AdminField>,
    );
    const byHand = renderToStaticMarkup(
      <div className="admin-field">
        <label htmlFor="category-7" className="visually-hidden">
          Category name
        </label>
        <input id="category-7" value="Organic" readOnly />
      </div>,
    );
    expect(field).toBe(byHand);
  });

  it('wraps its words and control in the label when asked', () => {
    const field = renderToStaticMarkup(
      <AdminField wrapped label="Title">
        <input value="" readOnly />
      </AdminField>,
    );
    expect(field).toBe('<label>Title<input readOnly="" value=""/></label>');
  });
});
