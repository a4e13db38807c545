import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormActions } from './form-actions';

const noop = () => {};

describe('FormActions', () => {
  it('renders Save then Cancel in a button row, Save saying it is busy and both waiting while the form is sent', () => {
    const idle = renderToStaticMarkup(
      <FormActions submitLabel="Save" busyLabel="Saving…" busy={false} onCancel={noop} cancelLabel="Cancel" />,
    );
    expect(idle).toBe(
      '<div class="button-row"><button type="submit" class="button button-primary">Save</button>' +
        '<button type="button" class="button button-outline">Cancel</button></div>',
    );
    const busy = renderToStaticMarkup(<FormActions submitLabel="Save" busyLabel="Saving…" busy onCancel={noop} cancelLabel="Cancel" />);
    expect(busy).toBe(
      '<div class="button-row"><button type="submit" class="button button-primary" disabled="">Saving…</button>' +
        '<button type="button" class="button button-outline" disabled="">Cancel</button></div>',
    );
  });

  it('has no Cancel button without onCancel, and a submit button held back by submitDisabled', () => {
    const html = renderToStaticMarkup(
      <FormActions submitLabel="Send" busyLabel="Sending…" busy={false} submitDisabled className="recovery-actions" />,
    );
    expect(html).toBe('<div class="recovery-actions"><button type="submit" class="button button-primary" disabled="">Send</button></div>');
  });

  it('puts Cancel first, with the buttons’ own classes, for a dialog', () => {
    const html = renderToStaticMarkup(
      <FormActions
        submitLabel="Delete"
        busyLabel="Deleting…"
        busy={false}
        onCancel={noop}
        cancelLabel="Cancel"
        cancelFirst
        submitClassName="button button-small danger"
        cancelClassName="button button-outline button-small"
      />,
    );
    expect(html).toBe(
      '<div class="button-row"><button type="button" class="button button-outline button-small">Cancel</button>' +
        '<button type="submit" class="button button-small danger">Delete</button></div>',
    );
  });

  it('renders the submit button alone, without a row, where the form lays it out', () => {
    const html = renderToStaticMarkup(
      <FormActions submitLabel="Log in" busyLabel="Logging in…" busy submitClassName="button button-primary auth-submit" bare />,
    );
    expect(html).toBe('<button type="submit" class="button button-primary auth-submit" disabled="">Logging in…</button>');
  });

  it('says aria-busy on the submit button only when asked to', () => {
    const asked = (busy: boolean) =>
      renderToStaticMarkup(<FormActions submitLabel="Apply" busyLabel="Checking…" busy={busy} announceBusy bare />);
    expect(asked(false)).toContain('aria-busy="false"');
    expect(asked(true)).toContain('aria-busy="true"');
    expect(renderToStaticMarkup(<FormActions submitLabel="Apply" busyLabel="Checking…" busy bare />)).not.toContain('aria-busy');
  });

  it('runs a confirm step outside a form with a plain button', () => {
    const html = renderToStaticMarkup(<FormActions submitLabel="Pay" busyLabel="Processing…" busy={false} onConfirm={noop} />);
    expect(html).toBe('<div class="button-row"><button type="button" class="button button-primary">Pay</button></div>');
  });
});
