import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { disputeKeys } from '~/features/disputes/queries'
import { queryRoots } from '~/lib/query-keys'
import { appQueryClient } from '../../support/render'
import { allowConsoleError } from '../../setup-dom'
import { pngFile, stubObjectUrls } from '../../support/image-files'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { disputable, renderDisputes } from './render-disputes'
import { serverDispute } from './server-disputes'

/**
 * Raise Dispute with the `disputes` part on (lifecycle spec §3; on in tests): POST /disputes,
 * multipart; the server's refusals in the dialog; input kept when it fails; one click, one request.
 */

const availableOk = () => ({ status: 200, body: disputable })
const dialog = () => screen.getByRole('dialog', { name: 'Raise Dispute' })
const escrowSelect = () => within(dialog()).getByRole('combobox', { name: 'Escrow' })
const reasonBox = () => within(dialog()).getByRole('textbox', { name: 'Reason' })
const imageInput = () => within(dialog()).getByTestId<HTMLInputElement>('image-uploader-input')
const submitButton = () => within(dialog()).getByRole('button', { name: 'Submit Dispute' })

async function openAndFill(
  routes: Record<string, (call: FakeCall) => { status: number; body: unknown }>,
  options: Parameters<typeof renderDisputes>[0] = {},
) {
  stubObjectUrls()
  const calls = fakeApi({ 'GET /escrow/available-dispute': availableOk, ...routes })
  const view = await renderDisputes(options)
  await view.user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
  await within(dialog()).findByRole('option', { name: /ESC-AB12CD34/ })
  await view.user.selectOptions(escrowSelect(), 'ESC-AB12CD34')
  await view.user.click(reasonBox())
  await view.user.paste('The parcel never came')
  await view.user.upload(imageInput(), [pngFile('proof.png', 100)])
  await within(dialog()).findByRole('button', { name: 'Remove proof.png' })
  return { ...view, calls }
}

const posts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/disputes')

describe('Raise Dispute (the disputes part on)', () => {
  it('says the dispute goes to the provider and the other party sees it', async () => {
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await renderDisputes()
    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    expect(dialog()).toHaveAccessibleDescription(
      expect.stringContaining('sent to the provider and the other party sees it') as string,
    )
  })

  it('gives the base messages for what is missing and sends nothing', async () => {
    const calls = fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await renderDisputes()
    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    await within(dialog()).findByRole('option', { name: /ESC-AB12CD34/ })
    await user.click(submitButton())
    expect(await within(dialog()).findByText('Escrow is required')).toBeVisible()
    expect(within(dialog()).getByText('Reason is required')).toBeVisible()
    expect(within(dialog()).getByText('At least one image is required')).toBeVisible()
    expect(posts(calls)).toHaveLength(0)
  })

  it('refuses a 5001-character reason with the shared limit, before any request', async () => {
    const { user, calls } = await openAndFill({})
    await user.clear(reasonBox())
    await user.click(reasonBox())
    await user.paste('r'.repeat(5001))
    await user.click(submitButton())
    expect(await within(dialog()).findByText('At most 5000 characters')).toBeVisible()
    expect(posts(calls)).toHaveLength(0)
  })

  it('refuses a file that is not JPEG or PNG by its content, whatever its name', async () => {
    stubObjectUrls()
    fakeApi({ 'GET /escrow/available-dispute': availableOk })
    const { user } = await renderDisputes()
    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    const html = new File(['<html><script>alert(1)</script></html>'], 'fake.png', {
      type: 'image/png',
    })
    await user.upload(imageInput(), [html, pngFile('big.png', 5 * 1024 * 1024 + 1)])
    expect(await within(dialog()).findByText(/fake\.png was not added/)).toBeVisible()
    expect(within(dialog()).getByText(/big\.png was not added/)).toBeVisible()
    expect(within(dialog()).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument()
  })

  it.each([
    [403, 'Only a party to this order can raise a dispute'],
    [400, 'Disputes can only be raised after the delivery date.'],
    [409, 'A dispute is already open for this order'],
  ])(
    'shows the server’s %i in the dialog and keeps the reason and the photo',
    async (status, detail) => {
      const { user, calls } = await openAndFill({
        'POST /disputes': () => ({ status, body: { detail } }),
      })
      await user.click(submitButton())
      const alert = await within(dialog()).findByRole('alert')
      expect(alert).toHaveTextContent(detail)
      expect(reasonBox()).toHaveValue('The parcel never came')
      expect(escrowSelect()).toHaveValue('ESC-AB12CD34')
      expect(within(dialog()).getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
      expect(posts(calls)).toHaveLength(1)
    },
  )

  it('a failure the server did not explain says so, and the input stays for a retry', async () => {
    allowConsoleError()
    let fail = true
    const created = serverDispute({ id: 'DSP-NEW00001' })
    const { user, calls } = await openAndFill({
      'POST /disputes': () => (fail ? { status: 500, body: null } : { status: 201, body: created }),
    })
    await user.click(submitButton())
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The dispute could not be sent. Please try again.',
    )
    expect(reasonBox()).toHaveValue('The parcel never came')
    fail = false
    await user.click(submitButton())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts(calls)).toHaveLength(2)
  })

  it('puts a 422’s messages on their fields', async () => {
    const { user } = await openAndFill({
      'POST /disputes': () => ({
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'images', 0],
              msg: 'Only JPEG or PNG images are allowed',
              type: 'value_error',
            },
          ],
        },
      }),
    })
    await user.click(submitButton())
    expect(await within(dialog()).findByText('Only JPEG or PNG images are allowed')).toBeVisible()
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('from the order (?raise=), sends the dispute about that escrow', async () => {
    stubObjectUrls()
    const calls = fakeApi({
      'GET /escrow/available-dispute': availableOk,
      'POST /disputes': () => ({
        status: 201,
        body: serverDispute({ id: 'DSP-NEW00002', escrow_id: 'ESC-ZX98YW76' }),
      }),
      'GET /disputes': () => ({ status: 200, body: [] }),
    })
    const { user, onRequestHandled } = await renderDisputes({ requested: 'ESC-ZX98YW76' })
    await within(dialog()).findByRole('option', { name: /ESC-ZX98YW76/ })
    expect(escrowSelect()).toHaveValue('ESC-ZX98YW76')
    await user.click(reasonBox())
    await user.paste('Never delivered')
    await user.upload(imageInput(), [pngFile('proof.png')])
    await within(dialog()).findByRole('button', { name: 'Remove proof.png' })
    await user.click(submitButton())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts(calls)[0]?.body).toContain('name="escrow_id"\r\n\r\nESC-ZX98YW76')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dispute DSP-NEW00002 was raised about ESC-ZX98YW76.',
    )
    expect(onRequestHandled).toHaveBeenCalledTimes(1)
  })

  it('one double click, one request: multipart, shown at once, orders and disputes refetched', async () => {
    const created = serverDispute({ id: 'DSP-NEW00001', reason: 'The parcel never came' })
    const queryClient = appQueryClient()
    queryClient.setQueryData([...queryRoots.orders, 'detail', 'ESC-AB12CD34'], { stale: false })
    const { user, calls } = await openAndFill(
      { 'POST /disputes': () => ({ status: 201, body: created }) },
      { queryClient },
    )
    const submit = submitButton()
    await user.dblClick(submit)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts(calls)).toHaveLength(1)
    const [post] = posts(calls)
    expect(post?.contentType).toMatch(/^multipart\/form-data/)
    expect(post?.body).toContain('name="escrow_id"\r\n\r\nESC-AB12CD34')
    expect(post?.body).toContain('name="reason"\r\n\r\nThe parcel never came')
    // One image part (jsdom's File reaches undici's multipart without its name and bytes, as in
    // the wizard's test: the bytes are proved against the sandbox, end to end).
    expect(post?.body.match(/name="images"/g)).toHaveLength(1)

    expect(screen.getByRole('status')).toHaveTextContent(
      'Dispute DSP-NEW00001 was raised about ESC-AB12CD34.',
    )
    const card = screen.getByRole('article', { name: 'Dispute DSP-NEW00001' })
    expect(within(card).getByText('The parcel never came')).toBeVisible()
    expect(queryClient.getQueryData(disputeKeys.detail('DSP-NEW00001'))).toEqual(created)
    // The order (now 'Under dispute') is refetched wherever it is shown.
    expect(
      queryClient.getQueryState([...queryRoots.orders, 'detail', 'ESC-AB12CD34'])?.isInvalidated,
    ).toBe(true)
  })
})
