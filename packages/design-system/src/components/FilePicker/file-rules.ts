import { formatFileSize } from '../../format';

/** What a picker takes: `accept` entries as the input's accept attribute has them, and a size cap. */
export interface FileRules {
  /** MIME types ('image/png'), type families ('image/*') or extensions ('.csv'); empty takes any. */
  accept?: readonly string[];
  /** Largest size in bytes. */
  maxSize?: number;
  /** How the accepted types read in a message, e.g. 'JPG, PNG atau WebP'. Derived from `accept` otherwise. */
  typeNames?: string;
  /** Message for a file of another type. */
  typeMessage?: string;
  /** Message for a file over the cap. */
  sizeMessage?: string;
}

const mimeNames: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/*': 'gambar',
  'text/csv': 'CSV',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-excel': 'XLS',
};

const extensionNames: Record<string, string> = { '.jpg': 'JPG', '.jpeg': 'JPG', '.webp': 'WebP' };

/** Indonesian list: 'A', 'A atau B', 'A, B atau C'. */
function joinOr(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} atau ${names[names.length - 1]}`;
}

/** The accepted types as a seller reads them: ['image/jpeg', 'image/png'] → 'JPG atau PNG'. */
export function describeFileTypes(accept: readonly string[]): string {
  const names = accept.map((entry) => {
    const key = entry.trim().toLowerCase();
    if (key.startsWith('.')) return extensionNames[key] ?? key.slice(1).toUpperCase();
    return mimeNames[key] ?? key.split('/').pop()?.toUpperCase() ?? key;
  });
  return joinOr([...new Set(names)]);
}

function matches(file: File, entry: string): boolean {
  const key = entry.trim().toLowerCase();
  if (key.startsWith('.')) return file.name.toLowerCase().endsWith(key);
  if (key.endsWith('/*')) return file.type.toLowerCase().startsWith(key.slice(0, -1));
  return file.type.toLowerCase() === key;
}

/**
 * Why the picker refuses `file`, or null when it takes it. Types are checked before size, so a
 * 40 MB video is called the wrong type rather than too big.
 */
export function fileProblem(file: File, rules: FileRules): string | null {
  const { accept = [], maxSize } = rules;
  if (accept.length > 0 && !accept.some((entry) => matches(file, entry))) {
    return (
      rules.typeMessage ?? `Jenis berkas harus ${rules.typeNames ?? describeFileTypes(accept)}.`
    );
  }
  if (maxSize !== undefined && file.size > maxSize) {
    return rules.sizeMessage ?? `Ukuran berkas maksimal ${formatFileSize(maxSize)}.`;
  }
  return null;
}
