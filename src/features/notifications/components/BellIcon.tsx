import { LineIcon } from '~/components/LineIcon'

export function BellIcon() {
  return (
    <LineIcon size={22}>
      <path d="M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 003.4 0" />
    </LineIcon>
  )
}
