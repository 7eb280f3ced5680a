import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { IMAGE_SIGNATURE_LENGTH, imageKindOf, type ImageKind } from '~/contract/image-signature'
import { Button } from './Button'
import * as styles from './ImageUploader.css'
import { ObjectUrlImage } from './ObjectUrlImage'

export const DEFAULT_MAX_IMAGES = 10
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_UPLOADER_HINT = 'JPG or PNG, max 5MB each'

/** The kinds the hint names; a file counts only when its MIME type and its first bytes agree. */
const ACCEPTED: Record<'png' | 'jpeg', readonly string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
}
const ACCEPT_ATTRIBUTE = 'image/png,image/jpeg'

export interface ImageUploaderProps {
  /** Name of the group, e.g. "Product images". */
  label: ReactNode
  value: readonly File[]
  onChange: (files: File[]) => void
  /** At most this many images (spec: 10 for an order, 5 for a dispute). */
  max?: number
  maxBytes?: number
  /** A line under the label, e.g. that a picture is optional but helpful. */
  description?: ReactNode
  error?: ReactNode
  /** Id of the picker button, e.g. to focus it from an error summary. */
  id?: string
}

async function isAcceptedImage(file: File): Promise<boolean> {
  const declared = file.type.toLowerCase()
  const kind: ImageKind | undefined = imageKindOf(
    new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer()),
  )
  if (kind !== 'png' && kind !== 'jpeg') return false
  return ACCEPTED[kind].includes(declared)
}

function megabytes(bytes: number): string {
  return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)}MB`
}

/** Checks new files against the ones kept: one message per refused file, duplicates skipped. */
async function addFiles(
  kept: readonly File[],
  incoming: readonly File[],
  max: number,
  maxBytes: number,
): Promise<{ files: File[]; refusals: string[] }> {
  const files = [...kept]
  const refusals: string[] = []
  for (const file of incoming) {
    const duplicate = files.some((other) => other.name === file.name && other.size === file.size)
    if (duplicate) continue
    if (!(await isAcceptedImage(file))) {
      refusals.push(`${file.name} was not added: it is not a JPG or PNG image.`)
    } else if (file.size > maxBytes) {
      refusals.push(`${file.name} was not added: it is larger than ${megabytes(maxBytes)}.`)
    } else if (files.length >= max) {
      refusals.push(`${file.name} was not added: at most ${String(max)} images are allowed.`)
    } else {
      files.push(file)
    }
  }
  return { files, refusals }
}

/**
 * Image picker with previews (spec §2): a keyboard-operable button and drag and drop; images only,
 * told by MIME type and by the file's first bytes; at most `max`, each at most `maxBytes`;
 * duplicates (same name and size) ignored; a clear message for every refused file.
 */
export function ImageUploader({
  label,
  value,
  onChange,
  max = DEFAULT_MAX_IMAGES,
  maxBytes = DEFAULT_MAX_IMAGE_BYTES,
  description,
  error,
  id,
}: ImageUploaderProps) {
  const baseId = useId()
  const buttonId = id ?? `${baseId}-button`
  const labelId = `${baseId}-label`
  const descriptionId = `${baseId}-description`
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const refusalsId = `${baseId}-refusals`
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [refusals, setRefusals] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  // Checks are asynchronous (first bytes): the newest value is what a finished check adds to.
  const valueRef = useRef(value)
  useEffect(() => {
    valueRef.current = value
  }, [value])

  const hasError = error != null && error !== false && error !== ''
  const hint =
    maxBytes === DEFAULT_MAX_IMAGE_BYTES
      ? IMAGE_UPLOADER_HINT
      : `JPG or PNG, max ${megabytes(maxBytes)} each`

  async function add(list: FileList | null) {
    const incoming = list ? Array.from(list) : []
    if (incoming.length === 0) return
    const result = await addFiles(valueRef.current, incoming, max, maxBytes)
    setRefusals(result.refusals)
    if (result.files.length !== valueRef.current.length) onChange(result.files)
  }

  function remove(file: File) {
    setRefusals([])
    onChange(valueRef.current.filter((other) => other !== file))
    buttonRef.current?.focus()
  }

  const describedBy =
    [
      hasError ? errorId : undefined,
      description ? descriptionId : undefined,
      hintId,
      refusals.length > 0 ? refusalsId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {description ? (
        <p id={descriptionId} className={styles.text}>
          {description}
        </p>
      ) : null}
      <div
        className={styles.dropZone}
        data-dragging={dragging}
        data-invalid={hasError}
        onDragEnter={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragOver={(event) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void add(event.dataTransfer.files)
        }}
      >
        <Button
          ref={buttonRef}
          id={buttonId}
          type="button"
          tone="secondary"
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          onClick={() => inputRef.current?.click()}
        >
          Choose images
        </Button>
        <p className={styles.text}>or drag and drop them here</p>
        <p id={hintId} className={styles.text}>
          {hint} ({String(value.length)} of {String(max)} chosen)
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple
          hidden
          tabIndex={-1}
          data-testid="image-uploader-input"
          onChange={(event) => {
            const input = event.currentTarget
            void add(input.files).finally(() => {
              // The same file can be chosen again after it was removed.
              input.value = ''
            })
          }}
        />
      </div>
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <ul id={refusalsId} className={styles.refusals} aria-live="polite">
        {refusals.map((message, index) => (
          <li key={`${String(index)}-${message}`}>{message}</li>
        ))}
      </ul>
      {value.length > 0 ? (
        <ul className={styles.previews} aria-label="Chosen images">
          {value.map((file) => (
            <li key={`${file.name}-${String(file.size)}`} className={styles.preview}>
              <ObjectUrlImage blob={file} alt={file.name} className={styles.thumb} />
              <span className={styles.fileName} aria-hidden="true">
                {file.name}
              </span>
              <Button
                type="button"
                tone="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(file)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
