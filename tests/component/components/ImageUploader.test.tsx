import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ImageUploader } from '~/components/ImageUploader'
import { jpegFile, pngFile, stubObjectUrls } from '../../support/image-files'

let urls: ReturnType<typeof stubObjectUrls>
beforeEach(() => {
  urls = stubObjectUrls()
})

function Harness({ max, initial = [] }: { max?: number; initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(initial)
  return (
    <ImageUploader
      label="Product images"
      value={files}
      onChange={setFiles}
      max={max}
      error={files.length === 0 ? 'Image required' : undefined}
    />
  )
}

const input = () => screen.getByTestId<HTMLInputElement>('image-uploader-input')
const picker = () => screen.getByRole('button', { name: 'Choose images' })
const previews = () => screen.queryAllByRole('img')

async function choose(...files: File[]) {
  // The browser's own accept filter is only a hint; the uploader checks every file itself.
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(input(), files)
}

describe('ImageUploader', () => {
  it('is a named group with the hint and the error tied to its keyboard-operable picker', async () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Product images' })).toBeInTheDocument()
    expect(picker()).toHaveAccessibleDescription(/Image required/)
    expect(picker()).toHaveAccessibleDescription(/JPG or PNG, max 5MB each/)
    expect(picker()).toHaveAttribute('aria-invalid', 'true')
    const click = vi.spyOn(input(), 'click')
    picker().focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(click).toHaveBeenCalled()
  })

  it('adds PNG and JPEG files with previews', async () => {
    render(<Harness />)
    await choose(pngFile('front.png'), jpegFile('back.jpg'))
    await waitFor(() => expect(previews()).toHaveLength(2))
    expect(screen.getByRole('img', { name: 'front.png' })).toHaveAttribute('src', 'blob:test/1')
    expect(picker()).not.toHaveAccessibleDescription(/Image required/)
    expect(screen.getByText(/2 of 10 chosen/)).toBeInTheDocument()
  })

  it('refuses a file that is not an image by its type, with one message', async () => {
    render(<Harness />)
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(
      await screen.findByText('notes.txt was not added: it is not a JPG or PNG image.'),
    ).toBeInTheDocument()
    expect(previews()).toHaveLength(0)
  })

  it('refuses a renamed text file by its first bytes', async () => {
    render(<Harness />)
    const renamed = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' })
    await choose(renamed, pngFile('real.png'))
    expect(
      await screen.findByText('photo.png was not added: it is not a JPG or PNG image.'),
    ).toBeInTheDocument()
    expect(previews()).toHaveLength(1)
    expect(picker()).toHaveAccessibleDescription(/photo\.png was not added/)
  })

  it('refuses a PNG declared as a JPEG and a GIF (not in the hint)', async () => {
    render(<Harness />)
    const gif = new File(
      [new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0])],
      'a.gif',
      {
        type: 'image/gif',
      },
    )
    const mislabelled = new File([await pngFile('x.png').arrayBuffer()], 'x.jpg', {
      type: 'image/jpeg',
    })
    await choose(gif, mislabelled)
    expect(
      await screen.findByText('a.gif was not added: it is not a JPG or PNG image.'),
    ).toBeVisible()
    expect(screen.getByText('x.jpg was not added: it is not a JPG or PNG image.')).toBeVisible()
  })

  it('enforces the 5MB hinted in the hint', async () => {
    render(<Harness />)
    await choose(pngFile('exact.png', 5 * 1024 * 1024), pngFile('big.png', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText('big.png was not added: it is larger than 5MB.')).toBeVisible()
    expect(previews()).toHaveLength(1)
  })

  it('keeps at most `max` images and says which were left out', async () => {
    render(<Harness max={2} />)
    await choose(pngFile('1.png'), pngFile('2.png'), pngFile('3.png'), pngFile('4.png'))
    await waitFor(() => expect(previews()).toHaveLength(2))
    expect(screen.getByText('3.png was not added: at most 2 images are allowed.')).toBeVisible()
    expect(screen.getByText('4.png was not added: at most 2 images are allowed.')).toBeVisible()
  })

  it('ignores duplicates (same name and size) without a message', async () => {
    render(<Harness />)
    await choose(pngFile('same.png', 100))
    await waitFor(() => expect(previews()).toHaveLength(1))
    await choose(pngFile('same.png', 100), pngFile('same.png', 101))
    await waitFor(() => expect(previews()).toHaveLength(2))
    expect(screen.queryByRole('listitem', { name: /was not added/ })).toBeNull()
    expect(screen.queryByText(/was not added/)).toBeNull()
  })

  it('removes a preview, revokes its object URL and returns focus to the picker', async () => {
    render(<Harness initial={[pngFile('a.png'), pngFile('b.png')]} />)
    expect(previews()).toHaveLength(2)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }))
    expect(previews()).toHaveLength(1)
    expect(screen.queryByRole('img', { name: 'a.png' })).toBeNull()
    expect(urls.revoked).toContain('blob:test/1')
    expect(urls.live()).toEqual(['blob:test/2'])
    expect(picker()).toHaveFocus()
  })

  it('revokes every object URL on unmount', () => {
    const view = render(<Harness initial={[pngFile('a.png'), jpegFile('b.jpg')]} />)
    expect(urls.live()).toHaveLength(2)
    view.unmount()
    expect(urls.live()).toHaveLength(0)
  })

  it('accepts dropped files', async () => {
    render(<Harness />)
    const zone = picker().parentElement!
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } })
    expect(zone).toHaveAttribute('data-dragging', 'true')
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files: [pngFile('dropped.png')] } })
      await Promise.resolve()
    })
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'dropped.png' })).toBeInTheDocument(),
    )
    expect(zone).toHaveAttribute('data-dragging', 'false')
  })
})
