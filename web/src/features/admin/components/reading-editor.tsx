import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CURRICULUM_LIMITS, UPLOADS, type ReadingFormat } from '@chem/contract';
import { Reading } from '../../../components/reading';
import type { RenderedNotation } from '../../../components/chem-text/katex-render';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/catalog';
import { uploadLessonImage } from '../api/certificates';
import { formatCount } from './format';
import { adminContentCatalog } from './i18n';
import { insertAt, pictureMarkdown, scanReading } from './reading-warnings';
import './reading-editor.css';

interface ReadingEditorProps {
  /** The lesson's field ids start with it. */
  id: string;
  text: string;
  format: ReadingFormat;
  onChange: (change: { text?: string; format?: ReadingFormat }) => void;
}

type Renderer = (source: string) => RenderedNotation;

/** KaTeX, loaded once the reading has notation: the warnings say which formulas it cannot draw. */
function useNotationRenderer(needed: boolean): Renderer | null {
  const [render, setRender] = useState<Renderer | null>(null);
  useEffect(() => {
    if (!needed || render) return;
    let live = true;
    void import('../../../components/chem-text/katex-render').then(
      (module) => live && setRender(() => (source: string) => module.renderNotation('math', source)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, render]);
  return render;
}

/**
 * A reading lesson's text: its format, the source beside a preview at phone width drawn as the
 * student will see it (on a phone, "Write" and "Preview" tabs), a picture inserted at the cursor
 * after its description is typed, and the warnings the save would otherwise meet, line by line.
 */
export default function ReadingEditor({ id, text, format, onChange }: ReadingEditorProps) {
  const t = useT(adminContentCatalog);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const markdown = format === 'markdown';
  // The preview and the warnings parse the whole text: they follow the typing a moment behind on a slow phone.
  const shown = useDeferredValue(text);
  const scan = useMemo(() => (markdown ? scanReading(shown) : { problems: [], formulas: [] }), [markdown, shown]);
  const render = useNotationRenderer(scan.formulas.length > 0);
  const badFormulas = useMemo(
    () =>
      render
        ? scan.formulas.flatMap((formula) => {
            const drawn = render(formula.source);
            return drawn.ok ? [] : [{ ...formula, reason: drawn.message }];
          })
        : [],
    [render, scan.formulas],
  );
  const warnings = [
    ...scan.problems.map(({ line, problem }) => ({ line, text: t(`adminContent.reading.problem.${problem.kind}`, { url: problem.url }) })),
    ...badFormulas.map(({ line, source, reason }) => ({
      line,
      text: t('adminContent.reading.badNotation', { source: source.length > 40 ? `${source.slice(0, 40)}...` : source, reason }),
    })),
  ].sort((a, b) => a.line - b.line);

  const insert = (snippet: string) => {
    const area = textarea.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, snippet);
    onChange({ text: next.text });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <div className="reading-editor">
      <fieldset className="reading-format">
        <legend>{t('adminContent.reading.format')}</legend>
        {(['markdown', 'plain'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-format`}
              value={option}
              checked={format === option}
              onChange={() => onChange({ format: option })}
            />
            {t(`adminContent.reading.format.${option}`)}
          </label>
        ))}
      </fieldset>

      <div className="reading-editor-tabs" role="tablist" aria-label={t('adminContent.reading.views')}>
        {(['write', 'preview'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-controls={`${id}-${tab}`}
            aria-selected={view === tab}
            className={view === tab ? 'reading-editor-tab is-current' : 'reading-editor-tab'}
            onClick={() => setView(tab)}
          >
            {t(`adminContent.reading.${tab}`)}
          </button>
        ))}
      </div>

      <div className="reading-editor-panes" data-view={view}>
        <div className="reading-editor-write" id={`${id}-write`}>
          <label htmlFor={`${id}-text`}>{t('adminContent.curriculum.readingText')}</label>
          <textarea
            ref={textarea}
            id={`${id}-text`}
            rows={14}
            maxLength={CURRICULUM_LIMITS.readingChars}
            value={text}
            aria-describedby={`${id}-text-hint`}
            spellCheck={markdown ? false : undefined}
            onChange={(event) => onChange({ text: event.target.value })}
          />
          <p id={`${id}-text-hint`} className="admin-hint">
            {t(markdown ? 'adminContent.reading.markdownHint' : 'adminContent.curriculum.readingHint', {
              count: formatCount(text.length),
              limit: formatCount(CURRICULUM_LIMITS.readingChars),
            })}
          </p>
          {markdown && <InsertPicture id={id} onInsert={insert} />}
          {warnings.length > 0 && (
            <ul className="reading-warnings" aria-label={t('adminContent.reading.warnings')}>
              {warnings.map((warning, index) => (
                <li key={index}>{t('adminContent.reading.onLine', { line: warning.line, text: warning.text })}</li>
              ))}
            </ul>
          )}
        </div>
        <section className="reading-editor-preview" id={`${id}-preview`} aria-label={t('adminContent.reading.previewLabel')}>
          <p className="reading-editor-preview-title" aria-hidden="true">
            {t('adminContent.reading.preview')}
          </p>
          <div className="reading-editor-phone">
            {shown.trim() ? (
              <Reading source={shown} format={format} />
            ) : (
              <p className="admin-hint">{t('adminContent.reading.emptyPreview')}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

/** The picture's description first (students who cannot see it hear it), then the file; uploaded and put at the cursor. */
function InsertPicture({ id, onInsert }: { id: string; onInsert: (snippet: string) => void }) {
  const t = useT(adminContentCatalog);
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > UPLOADS.lessonImage.maxBytes) {
      setError(UPLOADS.lessonImage.tooLargeMessage);
      return;
    }
    setBusy(true);
    try {
      const picture = await uploadLessonImage(file);
      onInsert(pictureMarkdown(alt, picture.url));
      setAlt('');
      setOpen(false);
    } catch (failure) {
      setError(errorText(failure, t('adminContent.reading.uploadFailed')));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        {t('adminContent.reading.insertPicture')}
      </button>
    );
  }
  return (
    <div className="reading-picture" role="group" aria-label={t('adminContent.reading.insertPicture')}>
      <label htmlFor={`${id}-alt`}>{t('adminContent.reading.pictureAlt')}</label>
      <input id={`${id}-alt`} value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} />
      <label htmlFor={`${id}-picture`}>{t('adminContent.reading.pictureFile')}</label>
      <input
        id={`${id}-picture`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={alt.trim() === '' || busy}
        aria-describedby={`${id}-picture-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p id={`${id}-picture-hint`} className={error ? 'admin-field-error' : 'admin-hint'} role={error ? 'alert' : undefined}>
        {error ?? (busy ? t('adminContent.reading.uploading') : alt.trim() === '' ? t('adminContent.reading.altFirst') : '')}
      </p>
      <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => setOpen(false)}>
        {t('adminContent.common.cancel')}
      </button>
    </div>
  );
}
