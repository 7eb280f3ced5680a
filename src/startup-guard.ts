/**
 * Imported first by main.tsx, so it runs before any other module: if the app fails before it has
 * rendered (a module throwing while it loads, a storage the browser refuses), the page says so
 * instead of staying blank. Plain DOM, no HTML strings.
 */
let started = false

export function markStarted(): void {
  started = true
  removeEventListener('error', onFailure)
  removeEventListener('unhandledrejection', onFailure)
}

function onFailure(): void {
  const root = document.getElementById('root')
  if (started || !root || root.childElementCount > 0) return
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.style.cssText = 'max-width:32rem;margin:4rem auto;padding:0 1rem;font:16px/1.5 system-ui'
  const title = document.createElement('h1')
  title.textContent = 'The app could not start'
  title.style.fontSize = '1.25rem'
  const text = document.createElement('p')
  text.textContent =
    'Something in this browser stopped the app from loading (for example blocked site data or an outdated browser). Reload the page; if it happens again, allow site data for this site or try another browser.'
  box.append(title, text)
  root.replaceChildren(box)
}

addEventListener('error', onFailure)
addEventListener('unhandledrejection', onFailure)
