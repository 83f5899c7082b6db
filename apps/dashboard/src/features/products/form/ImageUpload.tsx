import { useState } from 'react';
import { isApiError } from '@seller/api-types';
import { FilePicker } from '@seller/design-system';
import { productCopy } from '../copy';

export interface ImageUploadProps {
  /** Visible label. */
  label: string;
  /** Stored image address, or null. */
  value: string | null;
  /** Called with the stored address (null when removed). */
  onChange: (url: string | null) => void;
  /** The upload call; resolves to the stored address. */
  upload: (file: File) => Promise<string>;
}

const maxBytes = 2 * 1024 * 1024;
const types = ['image/jpeg', 'image/png', 'image/webp'];

/** Picture through the upload call: checked in the browser first (type, 2 MB). */
export function ImageUpload({ label, value, onChange, upload }: ImageUploadProps) {
  // The stored address is the form's value; the file is kept only to show its name and size.
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(next: File | null) {
    setError(null);
    setFile(next);
    if (!next) return onChange(null);
    setBusy(true);
    try {
      onChange(await upload(next));
    } catch (failure) {
      setFile(null);
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FilePicker
      label={label}
      hint={value && !busy ? productCopy.imageUploaded : productCopy.imageRules}
      error={error ?? undefined}
      accept={types}
      maxSize={maxBytes}
      typeMessage={productCopy.validation.imageType}
      sizeMessage={productCopy.validation.imageSize}
      file={file}
      previewUrl={value}
      chooseLabel={productCopy.chooseImage}
      replaceLabel={productCopy.replaceImage}
      removeLabel={productCopy.removeImage}
      busy={busy}
      busyLabel={productCopy.uploadingImage}
      onFileChange={({ file: next }) => void pick(next)}
    />
  );
}
