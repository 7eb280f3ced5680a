import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listDisputes } from '~/features/disputes/dispute-repository'
import { AVAILABLE_FAILURE_LOG } from '~/features/disputes/queries'
import { allowConsoleError } from '../../setup-dom'
import { pngFile, stubObjectUrls } from '../../support/image-files'
import { fakeApi } from '../../support/fake-api'
import { disputable, renderDisputes } from './render-disputes'
import { switchOff } from '../../support/provider-features'

// These are the `disputes` part off (lifecycle spec §1): disputes kept in this browser, as the
// base spec says. The part on is in ServerDisputes.test.tsx and RaiseDisputeServer.test.tsx.
beforeEach(() => {
  switchOff('all')
})

const availableOk = () => ({ status: 200, body: disputable })
const dialog = () => screen.getByRole('dialog', { name: 'Raise Dispute' })
const escrowSelect = () => within(dialog()).getByRole('combobox', { name: 'Escrow' })
const reasonBox = () => within(dialog()).getByRole('textbox', { name: 'Reason' })
const imageInput = () => within(dialog()).getByTestId<HTMLInputElement>('image-uploader-input')

async function openRaise(options: Parameters<typeof renderDisputes>[0] = {}) {
  const view = await renderDisputes(options)
  await view.user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
  await within(dialog()).findByRole('option', { name: /ESC-AB12CD34/ })
  return view
}

describe('Raise Dispute', () => {
  it('with the disputes part off, says plainly the dispute stays on this device; no server call', async () => {
    const calls = fakeApi({ 'GET /escrow/available-dispute': availableOk })
    await openRaise()
    const description = dialog().getAttribute('aria-describedby') ?? ''
    const text = document.getElementById(description)?.textContent ?? ''
    expect(text).toContain('kept on this device only and is not yet sent to the provider')
    expect(text).toContain('the other party is not told')
    expect(text).not.toMatch(/tell us/i)
    expect(screen.queryByRole('region', { name: 'Disputes kept on this device' })).toBeNull()
    expect(calls.map((call) => call.path)).toEqual(['/escrow/available-dispute'])
  })

  it('lists the disputable escrows with public id, counterpart and item price', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    await openRaise()
    expect(within(dialog()).getByRole('option', { name: /ESC-AB12CD34/ })).toHaveTextContent(
      'ESC-AB12CD34 · Ankara fabric · Adaeze Okafor · ₦15,213.00',
    )
    expect(within(dialog()).getByRole('option', { name: /ESC-ZX98YW76/ })).toHaveTextContent(
      'ESC-ZX98YW76 · you are the receiver · ₦5,060.00',
    )
  })

  it('says what is missing, each message tied to its field, and clears it on edit', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await openRaise()
    await user.click(within(dialog()).getByRole('button', { name: 'Submit Dispute' }))
    expect(await within(dialog()).findByText('Escrow is required')).toBeVisible()
    await waitFor(() => expect(escrowSelect()).toHaveFocus())
    expect(escrowSelect()).toHaveAccessibleDescription('Escrow is required')
    expect(escrowSelect()).toHaveAttribute('aria-invalid', 'true')
    expect(reasonBox()).toHaveAccessibleDescription('Reason is required')
    expect(
      within(dialog()).getByRole('button', { name: 'Choose images' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('At least one image is required') as string,
    )
    await user.type(reasonBox(), 'x')
    expect(within(dialog()).queryByText('Reason is required')).not.toBeInTheDocument()
    await user.selectOptions(escrowSelect(), 'ESC-AB12CD34')
    expect(within(dialog()).queryByText('Escrow is required')).not.toBeInTheDocument()
  })

  it('a reason of spaces only is no reason', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await openRaise()
    await user.type(reasonBox(), '   ')
    await user.click(within(dialog()).getByRole('button', { name: 'Submit Dispute' }))
    expect(await within(dialog()).findByText('Reason is required')).toBeVisible()
  })

  it('takes at most 5 images', async () => {
    stubObjectUrls()
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await openRaise()
    const files = Array.from({ length: 6 }, (_, index) => pngFile(`photo-${String(index + 1)}.png`))
    await user.upload(imageInput(), files)
    expect(
      await within(dialog()).findByText(/photo-6\.png was not added: at most 5 images/),
    ).toBeVisible()
    expect(within(dialog()).getAllByRole('button', { name: /^Remove / })).toHaveLength(5)
    expect(within(dialog()).getByText(/5 of 5 chosen/)).toBeVisible()
  })

  it('from an order link, opens with that escrow chosen', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    await renderDisputes({ requested: 'ESC-ZX98YW76' })
    await within(dialog()).findByRole('option', { name: /ESC-ZX98YW76/ })
    expect(escrowSelect()).toHaveValue('ESC-ZX98YW76')
    expect(within(dialog()).queryByText(/not one of the orders/)).not.toBeInTheDocument()
  })

  it('says so when the linked escrow is not one a dispute can be raised about, and chooses none', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user, onRequestHandled } = await renderDisputes({ requested: 'ESC-NOTMINE1' })
    const notice = await within(dialog()).findByText(
      'ESC-NOTMINE1 is not one of the orders you can raise a dispute about. Choose the escrow below.',
    )
    expect(notice).toBeVisible()
    expect(escrowSelect()).toHaveValue('')
    expect(escrowSelect()).toHaveAccessibleDescription(
      expect.stringContaining('ESC-NOTMINE1') as string,
    )
    await user.click(within(dialog()).getByRole('button', { name: 'Submit Dispute' }))
    expect(await within(dialog()).findByText('Escrow is required')).toBeVisible()
    await user.selectOptions(escrowSelect(), 'ESC-AB12CD34')
    expect(within(dialog()).queryByText(/ESC-NOTMINE1 is not/)).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(onRequestHandled).toHaveBeenCalledTimes(1)
  })

  it('a link with something that is not an escrow id says so without repeating it', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    await renderDisputes({ requested: 'invalid' })
    expect(
      await within(dialog()).findByText(
        'The link did not name a valid escrow ID. Choose the escrow below.',
      ),
    ).toBeVisible()
    await within(dialog()).findByRole('option', { name: /ESC-AB12CD34/ })
    expect(escrowSelect()).toHaveValue('')
  })

  it('shows a failed escrow list inside the dialog, logs it, and retries', async () => {
    allowConsoleError()
    let fail = true
    const calls = fakeApi({
      'GET /escrow/available-dispute': () =>
        fail ? { status: 503, body: { detail: 'Unavailable' } } : availableOk(),
    })
    const { user } = await renderDisputes()
    const errors: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
      const alert = await within(dialog()).findByRole('alert')
      expect(alert).toHaveTextContent('Failed to fetch orders. Please try again.')
      expect(errors.some((args) => args[0] === AVAILABLE_FAILURE_LOG)).toBe(true)
      fail = false
      await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
      await within(dialog()).findByRole('option', { name: /ESC-AB12CD34/ })
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument()
      expect(calls.filter((call) => call.path === '/escrow/available-dispute')).toHaveLength(2)
    } finally {
      console.error = original
    }
  })

  it('keeps everything typed and chosen when the dialog is closed by accident', async () => {
    stubObjectUrls()
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await openRaise()
    await user.selectOptions(escrowSelect(), 'ESC-AB12CD34')
    await user.click(reasonBox())
    await user.paste('The parcel never came')
    await user.upload(imageInput(), [pngFile('proof.png')])
    await within(dialog()).findByRole('button', { name: 'Remove proof.png' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    expect(escrowSelect()).toHaveValue('ESC-AB12CD34')
    expect(reasonBox()).toHaveValue('The parcel never came')
    expect(within(dialog()).getByRole('button', { name: 'Remove proof.png' })).toBeVisible()

    await user.click(within(dialog()).getByRole('button', { name: 'Clear' }))
    expect(reasonBox()).toHaveValue('')
    expect(escrowSelect()).toHaveValue('')
  })

  it('raises one dispute per click: stored, at the top of the list at once, the form emptied', async () => {
    stubObjectUrls()
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user, userKey } = await renderDisputes()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    await within(dialog()).findByRole('option', { name: /ESC-AB12CD34/ })
    await user.selectOptions(escrowSelect(), 'ESC-AB12CD34')
    await user.click(reasonBox())
    await user.paste('Wrong colour delivered')
    await user.upload(imageInput(), [pngFile('colour.png', 200)])
    await within(dialog()).findByRole('button', { name: 'Remove colour.png' })
    const submit = within(dialog()).getByRole('button', { name: 'Submit Dispute' })
    await user.dblClick(submit)
    expect(submit).toBeDisabled()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      /Dispute DSP-[A-Z0-9]{8} was raised about ESC-AB12CD34/,
    )
    const first = screen.getAllByRole('article')[0]!
    expect(within(first).getByRole('link', { name: 'ESC-AB12CD34' })).toBeVisible()
    expect(within(first).getByText('Wrong colour delivered')).toBeVisible()

    const stored = await listDisputes(userKey)
    expect(stored).toHaveLength(3)
    expect(stored[0]).toMatchObject({
      orderId: 'ESC-AB12CD34',
      status: 'open',
      reason: 'Wrong colour delivered',
    })
    expect(
      stored[0]?.images.map((image) => [image.name, image.blob.type, image.blob.size]),
    ).toEqual([['colour.png', 'image/png', 200]])

    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    expect(reasonBox()).toHaveValue('')
    expect(escrowSelect()).toHaveValue('')
  })
})
