import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QueryBoundary } from '~/components/QueryBoundary'
import { ApiError } from '~/lib/api-error'
import { logCaughtError } from '~/lib/caught-errors'

function Throws({ error }: { error: Error }): never {
  throw error
}

/** A widget whose data failed, inside the app's boundary, with the app's onCaughtError. */
function renderFailingWidget(error: Error) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <QueryBoundary fallback={null} errorTitle="We couldn't load your balances.">
        <Throws error={error} />
      </QueryBoundary>
    </QueryClientProvider>,
    { onCaughtError: logCaughtError },
  )
}

describe('logCaughtError (the root’s onCaughtError)', () => {
  it('shows a failed API call in its error view without logging it again', () => {
    renderFailingWidget(new ApiError('http', 500, 'The database is not answering'))

    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your balances.")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    // setup-dom fails the test on any console.error.
  })

  it('still logs anything else a boundary catches: that is a bug', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const bug = new TypeError("Cannot read properties of undefined (reading 'amount')")

    renderFailingWidget(bug)

    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your balances.")
    expect(logged).toHaveBeenCalledWith(bug, expect.stringContaining('Throws'))
  })
})
