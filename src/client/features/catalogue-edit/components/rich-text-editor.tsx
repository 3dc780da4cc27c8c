import { Button, Group, Input, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor as MantineRichText, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { HTTP_URL_PATTERN, MANUFACTURER_MESSAGES } from '#shared/lib/manufacturer-messages';
import { t } from '#client/lib/i18n';

/** Props of {@link RichTextEditor}. */
export type TRichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  minHeight?: number;
};

/** The colours offered by the text colour control. */
export const TEXT_COLORS = ['#1a1b1e', '#868e96', '#fa5252', '#e64980', '#be4bdb', '#4c6ef5', '#228be6', '#15aabf', '#12b886', '#40c057', '#fab005', '#fd7e14'];

/** Whether a link the user typed is acceptable (spec §5 "Rich-text link"): http(s) only; empty removes the link. */
export function linkError(url: string): string | null {
  const value = url.trim();
  if (value === '' || HTTP_URL_PATTERN.test(value)) return null;
  return MANUFACTURER_MESSAGES.urlPattern;
}

/** Short names for the toolbar buttons (screen readers and tooltips), in English; shown through t. */
const LABELS = {
  boldControlLabel: 'Bold',
  italicControlLabel: 'Italic',
  underlineControlLabel: 'Underline',
  bulletListControlLabel: 'Bullet list',
  orderedListControlLabel: 'Ordered list',
  colorPickerControlLabel: 'Text color',
  unsetColorControlLabel: 'Remove color',
};

/** The toolbar's names in the interface's language. */
function translatedLabels(): typeof LABELS {
  return Object.fromEntries(Object.entries(LABELS).map(([key, label]) => [key, t(label)])) as typeof LABELS;
}

/**
 * The link control: a 'URL' prompt checked by the rich-text link rule (http(s) only); an empty
 * URL removes the link.
 */
function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    setUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
    setProblem(null);
    setOpened((o) => !o);
  };
  const save = () => {
    const error = linkError(url);
    setProblem(error);
    if (error || !editor) return;
    setOpened(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: url.trim() }).run();
  };

  return (
    <Popover opened={opened} onChange={setOpened} withinPortal zIndex={1100} position="bottom" trapFocus>
      <Popover.Target>
        <MantineRichText.Control aria-label={t('Insert link')} title={t('Insert link')} onClick={open} active={editor?.isActive('link')}>
          <IconLink size={16} stroke={1.5} />
        </MantineRichText.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <TextInput
            label={t('URL')}
            placeholder="https://"
            value={url}
            error={problem && t(problem)}
            onChange={(e) => setUrl(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              }
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('Cancel')}
            </Button>
            <Button size="xs" onClick={save}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The rich-text editor of spec §2 "Other shared screen behaviours" (Mantine's tiptap editor):
 * headings 1–4, bold, italic, underline, text colour, bullet and ordered lists, and links entered
 * through a 'URL' prompt (an empty URL removes the link). Emits HTML ('' when empty); the server
 * sanitises it before storing.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, required, minHeight = 140 }: TRichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        link: { openOnClick: false, autolink: false, protocols: ['http', 'https'] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
      }),
      TextStyle,
      Color,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(required ? { 'aria-required': 'true' } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Follow a value set from outside (a reset) without disturbing what is being typed.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <MantineRichText
        editor={editor}
        labels={translatedLabels()}
        aria-invalid={Boolean(error)}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineRichText.Toolbar aria-label={t('{label} formatting', { label })}>
          <MantineRichText.ControlsGroup>
            <MantineRichText.H1 />
            <MantineRichText.H2 />
            <MantineRichText.H3 />
            <MantineRichText.H4 />
          </MantineRichText.ControlsGroup>
          <MantineRichText.ControlsGroup>
            <MantineRichText.Bold />
            <MantineRichText.Italic />
            <MantineRichText.Underline />
            <MantineRichText.ColorPicker colors={TEXT_COLORS} />
          </MantineRichText.ControlsGroup>
          <MantineRichText.ControlsGroup>
            <MantineRichText.BulletList />
            <MantineRichText.OrderedList />
            <LinkControl />
          </MantineRichText.ControlsGroup>
        </MantineRichText.Toolbar>
        <MantineRichText.Content style={{ minHeight }} />
      </MantineRichText>
    </Input.Wrapper>
  );
}
