import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { Button } from '@/src/components/ui/button';
import { FieldHelpers, fieldIds } from '@/src/components/ui/input-wrapper';
import { TextInput } from '@/src/components/ui/text-input';
import { cleanEditorHtml } from './rich-text-html';
import { LinkForm } from './link-form';
import { activeFormats, runCommand, type Command, type Formats } from './rich-text-commands';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The editable area's id; its caption and error lines are named after it, as a TextInput's are. */
  id: string;
  label: string;
  /** The HTML, controlled: the editor reports each change cleaned (rich-text-html.ts). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  errors?: string[] | undefined;
  caption?: ReactNode;
  /** The largest HTML in characters (the contract's), shown as a counter. */
  limit?: number;
}

type Mode = 'rich' | 'html';

interface ToolButton {
  command: Extract<Command, 'h2' | 'h3' | 'bold' | 'italic' | 'ul' | 'ol'>;
  label: string;
  text: ReactNode;
  shortcut?: string;
}

const TOOLS: ToolButton[] = [
  { command: 'h2', label: 'Heading', text: 'H2' },
  { command: 'h3', label: 'Subheading', text: 'H3' },
  { command: 'bold', label: 'Bold', text: <b>B</b>, shortcut: 'Control+B' },
  { command: 'italic', label: 'Italic', text: <i>I</i>, shortcut: 'Control+I' },
  { command: 'ul', label: 'Bulleted list', text: '• List' },
  { command: 'ol', label: 'Numbered list', text: '1. List' },
];

/**
 * A small rich-text editor over `contenteditable` (decision 015): a toolbar for headings, bold, italic, lists
 * and links, and an HTML view for what the toolbar does not offer. What it reports is already narrowed to the
 * article's tags; the server cleans it again before storing, and readers' browsers once more before showing.
 */
export function RichTextEditor({ id, label, value, onChange, onBlur, errors, caption, limit }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const reported = useRef<string | null>(null);
  const writtenTo = useRef<HTMLDivElement | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [mode, setMode] = useState<Mode>('rich');
  const [formats, setFormats] = useState<Formats>(activeFormats(null));
  const [linking, setLinking] = useState<{ href: string } | null>(null);
  const labelId = useId();
  const ids = fieldIds(id);
  const error = errors?.[0];

  // The area is written only when the value did not come from it (a new area after the HTML view, a reset):
  // writing what was just typed would move the caret to the start. What is written is cleaned first: HTML
  // typed in the HTML view must not run here (an <img onerror>) any more than in the preview.
  useEffect(() => {
    const element = area.current;
    if (mode !== 'rich' || !element || (element === writtenTo.current && value === reported.current)) return;
    element.innerHTML = cleanEditorHtml(value) || '<p><br></p>';
    writtenTo.current = element;
    reported.current = value;
  }, [value, mode]);

  const report = useCallback(() => {
    const element = area.current;
    if (!element) return;
    const html = cleanEditorHtml(element.innerHTML);
    reported.current = html;
    onChange(html);
  }, [onChange]);

  const refreshFormats = useCallback(() => {
    const selection = document.getSelection();
    const inside = selection && area.current?.contains(selection.anchorNode) ? selection : null;
    if (inside && inside.rangeCount > 0) savedRange.current = inside.getRangeAt(0).cloneRange();
    setFormats(activeFormats(inside ? area.current : null));
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshFormats);
    return () => document.removeEventListener('selectionchange', refreshFormats);
  }, [refreshFormats]);

  /** Puts the caret back where it was before a toolbar control took the focus. */
  function restoreSelection() {
    const element = area.current;
    if (!element) return;
    element.focus();
    const range = savedRange.current;
    if (range && element.contains(range.commonAncestorContainer)) {
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  }

  function apply(command: Command, argument?: string) {
    restoreSelection();
    runCommand(command, argument);
    report();
    refreshFormats();
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    // Pasted pages bring styles, classes and scripts: only the article's own tags go in.
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    if (html) runCommand('insertHtml', cleanEditorHtml(html));
    else runCommand('insertText', text);
    report();
  }

  const counter = limit !== undefined ? `${value.length}/${limit}` : undefined;
  const modeSwitch = (
    <div className={styles.modes} role="group" aria-label="Editing mode">
      <Button appearance="chips" selected={mode === 'rich'} onClick={() => setMode('rich')}>
        Rich text
      </Button>
      <Button appearance="chips" selected={mode === 'html'} onClick={() => setMode('html')}>
        HTML
      </Button>
    </div>
  );

  if (mode === 'html') {
    return (
      <div className={styles.field}>
        {modeSwitch}
        <TextInput
          id={id}
          label={`${label} (HTML)`}
          type="textarea"
          rows={14}
          value={value}
          onValueChange={(html) => onChange(html)}
          onBlur={onBlur}
          limit={limit}
          counter
          errors={errors}
          caption={caption}
          className={styles.code}
        />
      </div>
    );
  }

  return (
    <div className={[styles.field, styles.rich, error ? styles.invalid : null].filter(Boolean).join(' ')}>
      <div className={blocks.spreadRowTight}>
        <span id={labelId} className={styles.label} onClick={() => area.current?.focus()}>
          {label}
        </span>
        {modeSwitch}
      </div>
      <div className={styles.box}>
        <div className={styles.toolbar} role="toolbar" aria-label="Formatting" aria-controls={id}>
          {TOOLS.map((tool) => (
            <button
              key={tool.command}
              type="button"
              className={styles.tool}
              aria-label={tool.label}
              aria-pressed={formats[tool.command]}
              aria-keyshortcuts={tool.shortcut}
              title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})` : tool.label}
              // Keeps the caret and the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(tool.command)}
            >
              {tool.text}
            </button>
          ))}
          <button
            type="button"
            className={styles.tool}
            aria-pressed={formats.link}
            aria-keyshortcuts="Control+K"
            title="Link (Ctrl+K)"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setLinking({ href: formats.href })}
          >
            Link
          </button>
          {formats.link ? (
            <button
              type="button"
              className={styles.tool}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply('unlink')}
            >
              Remove link
            </button>
          ) : null}
        </div>
        {linking ? (
          <LinkForm
            initial={linking.href}
            onApply={(href) => {
              setLinking(null);
              apply('link', href);
            }}
            onCancel={() => {
              setLinking(null);
              restoreSelection();
            }}
          />
        ) : null}
        <div
          ref={area}
          id={id}
          className={styles.area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? ids.error : null, caption ? ids.caption : null].filter(Boolean).join(' ') || undefined
          }
          onInput={report}
          onBlur={onBlur}
          onFocus={() => runCommand('paragraphs')}
          onPaste={onPaste}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
              event.preventDefault();
              refreshFormats();
              setLinking({ href: formats.href });
            }
          }}
        />
      </div>
      <FieldHelpers id={id} caption={caption} counter={counter} error={error} />
    </div>
  );
}
