import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { safeImageUrls } from '~/lib/safe-image-url'
import * as styles from './OrderGallery.css'

export interface OrderGalleryProps {
  images: readonly string[]
  itemName: string
}

/**
 * The order's photos (lifecycle spec §2: the seller had to upload them): one shown large, the
 * others as buttons below it. Keyboard: Tab reaches the thumbnails, arrows (and Home, End) move
 * between them and show the photo; a screen reader hears which photo of how many is shown.
 */
export function OrderGallery({ images: sent, itemName }: OrderGalleryProps) {
  const images = safeImageUrls(sent)
  const [shown, setShown] = useState(0)
  const titleId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const index = Math.min(shown, count - 1)
  const current = images[index]
  if (current === undefined) return null

  const show = (next: number) => {
    const wrapped = (next + count) % count
    setShown(wrapped)
    buttons.current[wrapped]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    show(next)
  }
  const label = (at: number) => `${itemName}, photo ${String(at + 1)} of ${String(count)}`

  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <h3 id={titleId} className={styles.caption}>
        Photos
      </h3>
      <figure className={styles.figure}>
        <img src={current} alt={label(index)} className={styles.main} />
        {count > 1 ? (
          <figcaption className={styles.caption} aria-live="polite">
            Photo {index + 1} of {count}
          </figcaption>
        ) : null}
      </figure>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label="Choose a photo">
          {images.map((src, at) => (
            <li key={`${String(at)}-${src}`}>
              <button
                ref={(node) => {
                  buttons.current[at] = node
                }}
                type="button"
                className={styles.thumbButton}
                aria-label={`Show photo ${String(at + 1)} of ${String(count)}`}
                aria-current={at === index ? 'true' : undefined}
                tabIndex={at === index ? 0 : -1}
                onClick={() => setShown(at)}
                onKeyDown={onKeyDown}
              >
                <img src={src} alt="" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
