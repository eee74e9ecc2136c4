import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useIntl } from 'react-intl';
import { textDirection, type LanguageCode } from '../../../../../shared/i18n/languages';
import { type MessageId } from '../../../i18n/messages';

interface RichTextEditorProps {
  /** The HTML the editor starts with (remount with a `key` to load another). */
  initialHtml: string;
  /** The language written: sets the editable area's `lang` and direction (RTL for Arabic). */
  language: LanguageCode;
  labelledBy: string;
  onChange(html: string): void;
}

interface ToolbarButton {
  labelId: MessageId;
  text: string;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

const BUTTONS: ToolbarButton[] = [
  {
    labelId: 'admin.content.editor.bold',
    text: 'B',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    labelId: 'admin.content.editor.italic',
    text: 'I',
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    labelId: 'admin.content.editor.heading',
    text: 'H2',
    active: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    labelId: 'admin.content.editor.bulletList',
    text: '•',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    labelId: 'admin.content.editor.orderedList',
    text: '1.',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    labelId: 'admin.content.editor.quote',
    text: '❝',
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * The body editor (TipTap, loaded only in the admin chunk). It writes HTML; the API sanitises it
 * before storing, so what the editor allows is a convenience, not the safety line.
 */
export function RichTextEditor({
  initialHtml,
  language,
  labelledBy,
  onChange,
}: RichTextEditorProps) {
  const intl = useIntl();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: initialHtml,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        lang: language,
        dir: textDirection(language),
        class:
          'prose min-h-48 max-w-none rounded-b-md border border-slate-300 bg-white px-3 py-2 text-start text-sm focus:outline-2 focus:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:prose-invert',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  if (!editor) return null;
  return (
    <div>
      <div
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'admin.content.editor.toolbar' })}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-800"
      >
        {BUTTONS.map((button) => (
          <button
            key={button.labelId}
            type="button"
            aria-label={intl.formatMessage({ id: button.labelId })}
            aria-pressed={button.active(editor)}
            onClick={() => button.run(editor)}
            className="min-w-9 rounded px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-900 dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-pressed:bg-indigo-900 dark:aria-pressed:text-indigo-100"
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
