import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react'

export type ObjectUrlImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & {
  /** The picture to show; its object URL lives exactly as long as this element shows it. */
  blob: Blob
  alt: string
}

/**
 * An <img> of a local file. The object URL is made when the image mounts (or its blob changes)
 * and revoked when it unmounts, so removing a preview frees its memory.
 */
export function ObjectUrlImage({ blob, alt, ...imgProps }: ObjectUrlImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(blob)
    if (ref.current) ref.current.src = url
    return () => {
      URL.revokeObjectURL(url)
    }
  }, [blob])
  return <img {...imgProps} ref={ref} alt={alt} />
}
