/**
 * The editor's commands over the browser's own editing (`document.execCommand`): deprecated as an API but
 * implemented by every browser the portal supports, and the only way to change a contenteditable that keeps
 * the browser's undo history (Ctrl+Z) working. Each command is one call here, so a later move to another
 * editing model touches this file only.
 */

export type Command =
  'h2' | 'h3' | 'bold' | 'italic' | 'ul' | 'ol' | 'link' | 'unlink' | 'insertHtml' | 'insertText' | 'paragraphs';

export interface Formats {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  ul: boolean;
  ol: boolean;
  link: boolean;
  /** The address of the link at the caret, '' when there is none. */
  href: string;
}

const exec = (name: string, value?: string) => document.execCommand(name, false, value);
const state = (name: string) => {
  try {
    return document.queryCommandState(name);
  } catch {
    return false;
  }
};

/** The element at the caret (the selection's start), or null when the selection is not in `root`. */
function caretElement(root: HTMLElement | null): Element | null {
  const anchor = document.getSelection()?.anchorNode ?? null;
  if (!root || !anchor || !root.contains(anchor)) return null;
  return anchor instanceof Element ? anchor : anchor.parentElement;
}

function closestInside(root: HTMLElement | null, selector: string): Element | null {
  const found = caretElement(root)?.closest(selector) ?? null;
  return found && root?.contains(found) && found !== root ? found : null;
}

/** What the toolbar shows as pressed for the caret in `root` (nothing when the caret is elsewhere). */
export function activeFormats(root: HTMLElement | null): Formats {
  const inside = caretElement(root) !== null;
  const link = closestInside(root, 'a');
  return {
    h2: closestInside(root, 'h2') !== null,
    h3: closestInside(root, 'h3') !== null,
    bold: inside && state('bold'),
    italic: inside && state('italic'),
    ul: closestInside(root, 'ul') !== null,
    ol: closestInside(root, 'ol') !== null,
    link: link !== null,
    href: link?.getAttribute('href') ?? '',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Selects the whole link at the caret, so that a change of address or "remove link" covers all of it. */
function selectLinkAtCaret(): HTMLAnchorElement | null {
  const selection = document.getSelection();
  const anchor = selection?.anchorNode;
  const element = anchor instanceof Element ? anchor : anchor?.parentElement;
  const link = element?.closest('a') ?? null;
  if (link && selection) {
    const range = document.createRange();
    range.selectNodeContents(link);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  return link;
}

/**
 * Runs one command on the current selection. `argument` is the address for 'link' (already checked by
 * safeLinkHref) and the markup or text for the two inserts (the markup already cleaned).
 */
export function runCommand(command: Command, argument = ''): void {
  switch (command) {
    case 'h2':
    case 'h3': {
      // A heading pressed again goes back to a paragraph.
      const current = document.getSelection()?.anchorNode;
      const element = current instanceof Element ? current : current?.parentElement;
      exec('formatBlock', element?.closest(command) ? 'p' : command);
      return;
    }
    case 'bold':
    case 'italic':
      exec(command);
      return;
    case 'ul':
      exec('insertUnorderedList');
      return;
    case 'ol':
      exec('insertOrderedList');
      return;
    case 'link': {
      const selection = document.getSelection();
      const existing = selection?.isCollapsed ? selectLinkAtCaret() : null;
      if (selection?.isCollapsed && !existing) {
        // No text chosen: the address itself becomes the link's text.
        exec('insertHTML', `<a href="${escapeHtml(argument)}">${escapeHtml(argument)}</a>`);
      } else {
        exec('createLink', argument);
      }
      return;
    }
    case 'unlink':
      if (document.getSelection()?.isCollapsed) selectLinkAtCaret();
      exec('unlink');
      return;
    case 'insertHtml':
      exec('insertHTML', argument);
      return;
    case 'insertText':
      exec('insertText', argument);
      return;
    case 'paragraphs':
      // A new line is a paragraph, not Chromium's default div.
      exec('defaultParagraphSeparator', 'p');
      return;
  }
}
