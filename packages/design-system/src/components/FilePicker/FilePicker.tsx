import { useEffect, useId, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { formatFileSize } from '../../format';
import { FieldShell, type FieldProps } from '../../internal/Field';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { fileProblem, type FileRules } from './file-rules';
import { Zone, Input, Thumb, Text, FileName, Subdued, Action, Prompt } from './file-picker-styles';

export interface FilePickerProps extends FieldProps, FileRules {
  /** The chosen file, or null. The picker is controlled: it shows what it is given. */
  file: File | null;
  /** Called with a file that passed the rules, or with null when the seller removes the choice. */
  onFileChange: (change: { file: File | null }) => void;
  /** Called when a picked or dropped file breaks a rule; the picker shows `message` itself. */
  onReject?: (rejection: { file: File; message: string }) => void;
  /** A stored picture to show, e.g. after the upload or when editing; an image file chosen here previews itself. */
  previewUrl?: string | null;
  /** Alternative text of the preview; the label when it is plain text. */
  previewAlt?: string;
  /** Text of the choose action. */
  chooseLabel?: string;
  /** Text of the choose action once something is chosen. */
  replaceLabel?: string;
  /** Text after the action, for pointer users. */
  dropLabel?: string;
  /** Text of the remove button. */
  removeLabel?: string;
  /** Shows a spinner and blocks choosing, e.g. while the file uploads. */
  busy?: boolean;
  /** Spinner text while busy. */
  busyLabel?: string;
  /** Blocks choosing and removing. */
  disabled?: boolean;
  /** Form name of the file input. */
  name?: string;
  /** Class for the outer wrapper (layout by the caller). */
  className?: string;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and older browsers lack object URLs; the name and size still tell the seller enough.
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * File choice by click, keyboard or drag and drop, with the chosen file's name, size and (for
 * pictures) a preview. A real `<input type="file">` stays inside, visually hidden but focusable,
 * so assistive tech, forms and test drivers see the native control.
 */
export function FilePicker({
  label,
  hideLabel,
  hint,
  error,
  required,
  file,
  onFileChange,
  onReject,
  accept,
  maxSize,
  typeNames,
  typeMessage,
  sizeMessage,
  previewUrl,
  previewAlt,
  chooseLabel = 'Pilih berkas',
  replaceLabel = 'Ganti berkas',
  dropLabel = 'atau seret ke sini',
  removeLabel = 'Hapus berkas',
  busy = false,
  busyLabel = 'Mengunggah…',
  disabled = false,
  name,
  className,
}: FilePickerProps) {
  const actionId = useId();
  const summaryId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const objectUrl = useObjectUrl(file);
  const blocked = disabled || busy;
  const preview = objectUrl ?? previewUrl;
  const filled = file !== null || Boolean(previewUrl);

  useEffect(() => {
    // A cleared choice must let the same file be picked again (the input fires no change otherwise).
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function take(picked: File | undefined) {
    if (!picked || blocked) return;
    const message = fileProblem(picked, { accept, maxSize, typeNames, typeMessage, sizeMessage });
    setProblem(message);
    if (message) {
      if (inputRef.current) inputRef.current.value = '';
      onReject?.({ file: picked, message });
      return;
    }
    onFileChange({ file: picked });
  }

  function remove() {
    setProblem(null);
    onFileChange({ file: null });
    inputRef.current?.focus();
  }

  function carriesFiles(event: DragEvent) {
    return Array.from(event.dataTransfer?.types ?? []).includes('Files');
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    // Without preventDefault the browser would open the dropped file instead of handing it over.
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
      return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  function onZoneClick(event: MouseEvent<HTMLDivElement>) {
    // Labels and buttons act on their own; a click anywhere else in the zone opens the chooser too.
    if (blocked || (event.target as Element).closest('label, button, input')) return;
    inputRef.current?.click();
  }

  const shownError = problem ?? error;

  return (
    <FieldShell
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={shownError}
      required={required}
      className={className}
      announceError
    >
      {({ inputId, labelId, describedBy, invalid }) => (
        <Zone
          data-dragging={dragging ? '' : undefined}
          data-filled={filled ? '' : undefined}
          data-invalid={invalid ? '' : undefined}
          data-disabled={blocked ? '' : undefined}
          data-busy={busy ? '' : undefined}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
          onClick={onZoneClick}
        >
          <Input
            ref={inputRef}
            id={inputId}
            type="file"
            name={name}
            accept={accept?.join(',')}
            required={required}
            disabled={blocked}
            aria-labelledby={`${labelId} ${actionId}`}
            aria-describedby={
              [filled ? summaryId : null, describedBy].filter(Boolean).join(' ') || undefined
            }
            aria-invalid={invalid || undefined}
            onChange={(event) => take(event.target.files?.[0])}
          />
          {preview ? (
            <Thumb src={preview} alt={previewAlt ?? (typeof label === 'string' ? label : '')} />
          ) : (
            <Icon name={filled ? 'file' : 'upload'} size={28} />
          )}
          <Text>
            {file ? (
              <span id={summaryId}>
                <FileName>{file.name}</FileName> <Subdued>{formatFileSize(file.size)}</Subdued>
              </span>
            ) : null}
            <Prompt>
              <Action id={actionId} htmlFor={inputId}>
                {filled ? replaceLabel : chooseLabel}
              </Action>
              <Subdued>{dropLabel}</Subdued>
            </Prompt>
          </Text>
          {busy ? <Spinner size="sm" label={busyLabel} /> : null}
          {filled && !busy ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              leadingIcon="trash"
              disabled={disabled}
              onClick={remove}
            >
              {removeLabel}
            </Button>
          ) : null}
        </Zone>
      )}
    </FieldShell>
  );
}
