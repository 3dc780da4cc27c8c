import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, ColorSwatch, Group, Input, Popover, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers, IconPalette, IconUnderline } from '@tabler/icons-react';
import { HTTP_URL_PATTERN, MANUFACTURER_MESSAGES } from '#shared/lib/manufacturer-messages';

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

// document.execCommand is deprecated but is still the one editing API every browser implements
// for contentEditable; @mantine/tiptap is not installed (docs/decisions/017).
function exec(command: string, value?: string): void {
  if (typeof document.execCommand !== 'function') return;
  document.execCommand(command, false, value);
}

function queryBlock(): string {
  try {
    return typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock').toLowerCase() : '';
  } catch {
    return '';
  }
}

type TToolButtonProps = {
  name: string;
  children: ReactNode;
  /** Mouse down: remember the editor's selection before the button takes focus. */
  onPress: () => void;
  onAction: () => void;
  tooltip?: boolean;
};

/** One toolbar button; it keeps the editor's selection (mouse down is not allowed to move focus). */
function ToolButton({ name, children, onPress, onAction, tooltip = true, ...rest }: TToolButtonProps) {
  const button = (
    <ActionIcon
      {...rest}
      variant="default"
      size="md"
      aria-label={name}
      onMouseDown={(e) => {
        e.preventDefault();
        onPress();
      }}
      onClick={onAction}
    >
      {children}
    </ActionIcon>
  );
  return tooltip ? (
    <Tooltip label={name} withinPortal>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/**
 * A small rich-text editor (spec §2 "Other shared screen behaviours"): headings 1–4, bold,
 * italic, underline, text colour, bullet and ordered lists, and links entered through a 'URL'
 * prompt (an empty URL removes the link). Emits HTML; the server sanitises it before storing.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, required, minHeight = 140 }: TRichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [colorOpen, setColorOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  // Follow a value set from outside (a reset) without moving the caret while typing.
  useEffect(() => {
    const el = editor.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => onChange(editor.current?.innerHTML ?? '');

  const saveSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && editor.current?.contains(sel.anchorNode)) saved.current = sel.getRangeAt(0).cloneRange();
  };
  const restoreSelection = () => {
    editor.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };
  const run = (command: string, arg?: string) => {
    restoreSelection();
    exec(command, arg);
    emit();
  };

  const toggleHeading = (level: 1 | 2 | 3 | 4) => {
    restoreSelection();
    exec('formatBlock', queryBlock() === `h${level}` ? 'p' : `h${level}`);
    emit();
  };

  const openLink = () => {
    const anchor = window.getSelection()?.anchorNode?.parentElement?.closest('a');
    setUrl(anchor?.getAttribute('href') ?? '');
    setUrlError(null);
    setLinkOpen((o) => !o);
  };

  const applyLink = () => {
    const problem = linkError(url);
    setUrlError(problem);
    if (problem) return;
    setLinkOpen(false);
    if (url.trim() === '') run('unlink');
    else run('createLink', url.trim());
  };

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Box
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <Group gap={4} p={6} role="toolbar" aria-label={`${label} formatting`} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {([1, 2, 3, 4] as const).map((level) => (
            <ToolButton key={level} name={`Heading ${level}`} onPress={saveSelection} onAction={() => toggleHeading(level)}>
              <span style={{ fontSize: 11, fontWeight: 700 }}>H{level}</span>
            </ToolButton>
          ))}
          <ToolButton name="Bold" onPress={saveSelection} onAction={() => run('bold')}>
            <IconBold size={16} />
          </ToolButton>
          <ToolButton name="Italic" onPress={saveSelection} onAction={() => run('italic')}>
            <IconItalic size={16} />
          </ToolButton>
          <ToolButton name="Underline" onPress={saveSelection} onAction={() => run('underline')}>
            <IconUnderline size={16} />
          </ToolButton>
          <Popover opened={colorOpen} onChange={setColorOpen} withinPortal zIndex={1100} position="bottom">
            <Popover.Target>
              <ToolButton name="Text color" tooltip={false} onPress={saveSelection} onAction={() => setColorOpen((o) => !o)}>
                <IconPalette size={16} />
              </ToolButton>
            </Popover.Target>
            <Popover.Dropdown>
              <SimpleGrid cols={6} spacing={6}>
                {TEXT_COLORS.map((color) => (
                  <ColorSwatch
                    key={color}
                    component="button"
                    type="button"
                    color={color}
                    size={20}
                    aria-label={`Color ${color}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      setColorOpen(false);
                      restoreSelection();
                      exec('styleWithCSS', 'true');
                      exec('foreColor', color);
                      exec('styleWithCSS', 'false');
                      emit();
                    }}
                  />
                ))}
              </SimpleGrid>
            </Popover.Dropdown>
          </Popover>
          <ToolButton name="Bullet list" onPress={saveSelection} onAction={() => run('insertUnorderedList')}>
            <IconList size={16} />
          </ToolButton>
          <ToolButton name="Ordered list" onPress={saveSelection} onAction={() => run('insertOrderedList')}>
            <IconListNumbers size={16} />
          </ToolButton>
          <Popover opened={linkOpen} onChange={setLinkOpen} withinPortal zIndex={1100} position="bottom" trapFocus>
            <Popover.Target>
              <ToolButton name="Link" tooltip={false} onPress={saveSelection} onAction={openLink}>
                <IconLink size={16} />
              </ToolButton>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs" w={260}>
                <TextInput
                  label="URL"
                  placeholder="https://"
                  value={url}
                  error={urlError}
                  onChange={(e) => setUrl(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      applyLink();
                    }
                  }}
                  data-autofocus
                />
                <Group justify="flex-end" gap="xs">
                  <Button size="xs" variant="default" onClick={() => setLinkOpen(false)}>
                    Cancel
                  </Button>
                  <Button size="xs" onClick={applyLink}>
                    Save
                  </Button>
                </Group>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
        <div
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-required={required}
          aria-invalid={Boolean(error)}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onKeyUp={saveSelection}
          onMouseUp={saveSelection}
          onBlur={() => {
            saveSelection();
            onBlur?.();
          }}
          style={{ minHeight, padding: '8px 12px', outline: 'none', overflowWrap: 'anywhere' }}
        />
      </Box>
    </Input.Wrapper>
  );
}
