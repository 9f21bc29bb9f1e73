// documentUpload runner (lazy chunk): drag-and-drop or button upload with an estimated progress bar, then the file
// with its size and a remove button.
import { useEffect, useRef, useState } from 'react';
import type { StepRunnerProps } from '../step-props.ts';
import {
  DE_TEXTS,
  DEFAULT_ACCEPTED_TYPES,
  DEFAULT_MAX_FILE_SIZE_MB,
  EN_TEXTS,
  format,
  formatFileSize,
  isUploadedDocument,
  type TDocumentUploadStep,
  uploadEstimate,
  uploadProgress,
} from '@forms-engine/model';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string; remaining: string }
  | { status: 'failed'; message?: string }
  | { status: 'preview' };

/** True when the file's extension or MIME type is among the accepted types. */
export function isAcceptedFile(file: { name: string; type: string }, accepted: string[]): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  return accepted.some((t) => {
    const a = t.trim().toLowerCase();
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return file.type.startsWith(a.slice(0, -1));
    return file.type === a;
  });
}

function FileIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
    >
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m17 8-5-5-5 5" />
      <path d="M12 3v12" />
    </svg>
  );
}

export default function DocumentUploadRunner({
  step,
  value,
  onChange,
  texts,
  api,
  index,
  formId,
  mode,
  session: getSession,
}: StepRunnerProps<TDocumentUploadStep>) {
  const accepted = step.config?.acceptedTypes?.length ? step.config.acceptedTypes : DEFAULT_ACCEPTED_TYPES;
  const maxMb = step.config?.maxFileSize ?? DEFAULT_MAX_FILE_SIZE_MB;
  const labels = step.config?.labels ?? {};
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [over, setOver] = useState(false);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `fe-upload-${index}`;
  // A phone has nothing to drag: say what works there. An owner's own label still wins; the default wording the
  // generator copies into labels counts as no label.
  const touch = typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches;
  const ownDropText =
    labels.dragDropText &&
    labels.dragDropText !== EN_TEXTS.dragDrop &&
    labels.dragDropText !== DE_TEXTS.dragDrop
      ? labels.dragDropText
      : null;
  useEffect(
    () => () => {
      if (ticker.current) clearInterval(ticker.current);
    },
    [],
  );

  const upload = async (file: File) => {
    // The builder's preview stores nothing: say so rather than report a failure the owner cannot fix.
    if (mode === 'preview') {
      setState({ status: 'preview' });
      return;
    }
    if (!isAcceptedFile(file, accepted) || file.size > maxMb * 1024 * 1024) {
      setState({
        status: 'failed',
        message: format(texts.supportedFormats, { types: accepted.join(', '), size: maxMb }),
      });
      return;
    }
    const estimate = uploadEstimate(file.size);
    const unit = texts[estimate.unit];
    const started = Date.now();
    setState({
      status: 'uploading',
      progress: 0,
      fileName: file.name,
      remaining: `${estimate.value} ${unit}`,
    });
    ticker.current = setInterval(() => {
      setState((s) =>
        s.status === 'uploading' ? { ...s, progress: uploadProgress(Date.now() - started, false) } : s,
      );
    }, 200);
    try {
      const session = await getSession().catch(() => null);
      const result = await api.uploadDocument(file, { formId, sessionId: session?.sessionId ?? null });
      if (!result || typeof result.documentUrl !== 'string' || !result.documentUrl)
        throw new Error('No document URL');
      // The text travels once: a server that answers only documentContent has it kept under that name.
      onChange({
        documentUrl: result.documentUrl,
        extractedText: result.extractedText ?? '',
        fileName: file.name,
        ...(result.extractedText === undefined && result.documentContent !== undefined
          ? { documentContent: result.documentContent }
          : {}),
        fileSize: file.size,
      });
      setState({ status: 'idle' });
    } catch (error) {
      console.error('Upload failed', error);
      setState({ status: 'failed' });
    } finally {
      if (ticker.current) clearInterval(ticker.current);
      ticker.current = null;
    }
  };

  const uploaded = isUploadedDocument(value) ? value : null;
  const fileLabel =
    state.status === 'failed' ? texts.uploadFailed : state.status === 'uploading' ? state.fileName : null;
  const uploadedName = uploaded ? uploaded.fileName || uploaded.documentUrl.split('/').pop() || '' : '';
  const uploadedSize =
    uploaded && typeof uploaded.fileSize === 'number'
      ? formatFileSize(uploaded.fileSize, texts.decimalSeparator)
      : '';
  // Clears the answer so another file can be chosen; the focus goes to the file input, not lost with the button.
  const remove = () => {
    onChange(undefined);
    setState({ status: 'idle' });
    input.current?.focus();
  };

  return (
    <div
      className="fe-drop"
      data-over={over}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files?.[0];
        if (file) void upload(file);
      }}
    >
      <span className="fe-drop-icon">
        <UploadIcon />
      </span>
      <p style={{ margin: 0, fontWeight: 600 }}>
        {ownDropText || (touch ? texts.tapToChoose : texts.dragDrop)}
      </p>
      <label className="fe-btn fe-btn-ghost" htmlFor={inputId} style={{ background: 'var(--fe-surface)' }}>
        {labels.uploadButton || texts.uploadButton}
      </label>
      <input
        ref={input}
        id={inputId}
        className="fe-sr"
        type="file"
        accept={accepted.join(',')}
        disabled={state.status === 'uploading'}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p className="fe-tile-desc" style={{ margin: 0 }}>
        {labels.supportedFormats ||
          format(texts.supportedFormats, { types: accepted.join(', '), size: maxMb })}
      </p>
      <div aria-live="polite" style={{ width: '100%', maxWidth: 360 }}>
        {state.status === 'preview' && (
          <p className="fe-notice" role="status">
            {texts.uploadsOffInPreview}
          </p>
        )}
        {uploaded && state.status !== 'uploading' && (
          <div className="fe-file">
            <span className="fe-file-icon">
              <FileIcon />
            </span>
            <span className="fe-file-meta">
              <span className="fe-file-name">{uploadedName}</span>
              {uploadedSize && <span className="fe-file-size">{uploadedSize}</span>}
            </span>
            <button
              type="button"
              className="fe-file-remove"
              aria-label={format(texts.removeFileNamed, { name: uploadedName })}
              onClick={remove}
            >
              <span aria-hidden="true">×</span> {texts.removeFile}
            </button>
          </div>
        )}
        {fileLabel && (
          <p
            className={state.status === 'failed' ? 'fe-error' : 'fe-success'}
            role={state.status === 'failed' ? 'alert' : undefined}
            style={{ fontWeight: 600 }}
          >
            {fileLabel}
          </p>
        )}
        {state.status === 'failed' && state.message && <p className="fe-error">{state.message}</p>}
        {state.status === 'uploading' && (
          <>
            <div
              className="fe-meter"
              role="progressbar"
              aria-label={texts.uploading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.progress}
            >
              <div style={{ width: `${state.progress}%` }} />
            </div>
            <p className="fe-tile-desc">{format(texts.timeRemaining, { time: state.remaining })}</p>
          </>
        )}
      </div>
    </div>
  );
}
