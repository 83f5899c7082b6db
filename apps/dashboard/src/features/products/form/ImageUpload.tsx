import { useId, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@seller/api-types';
import { Button, Spinner, vars } from '@seller/design-system';
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

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['300']};
`;

const Thumb = styled.img`
  width: 64px;
  height: 64px;
  border-radius: ${vars.radius['200']};
  object-fit: cover;
`;

const Label = styled.span`
  display: block;
  width: 100%;
  font-weight: ${vars.font.weightMedium};
`;

const Hint = styled.span<{ $error: boolean }>`
  width: 100%;
  color: ${(p) => (p.$error ? vars.color.textDanger : vars.color.textSubdued)};
  font-size: ${vars.font.size200};
`;

/** Picture through the upload call: checked in the browser first (type, 2 MB). */
export function ImageUpload({ label, value, onChange, upload }: ImageUploadProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!types.includes(file.type)) return setError(productCopy.validation.imageType);
    if (file.size > maxBytes) return setError(productCopy.validation.imageSize);
    setError(null);
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`}>{label}</Label>
      {value && <Thumb src={value} alt={label} />}
      <input
        id={`${id}-file`}
        type="file"
        accept={types.join(',')}
        aria-label={`${label}: ${productCopy.chooseImage}`}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {busy && <Spinner label={productCopy.uploadingImage} />}
      {value && !busy && (
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
          {productCopy.removeImage}
        </Button>
      )}
      <Hint id={`${id}-hint`} $error={error !== null} role={error ? 'alert' : undefined}>
        {error ?? (value ? productCopy.imageUploaded : productCopy.imageRules)}
      </Hint>
    </Wrap>
  );
}
