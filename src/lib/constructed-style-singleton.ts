/**
 * react-style-singleton's API on a constructed stylesheet, for Content-Security-Policy.
 *
 * Radix's Dialog and modal DropdownMenu lock the page's scroll through react-remove-scroll, which
 * writes its CSS with react-style-singleton into a new <style> element. `style-src 'self'` refuses
 * that element: the page behind a dialog would keep its scrollbar, and every dialog would report a
 * CSP violation. vite.config.ts aliases the package to this module, so the same CSS goes into a
 * constructed stylesheet (`document.adoptedStyleSheets`): CSSOM, which no CSP directive governs,
 * and no nonce to hand around. The behaviour is the package's own (2.2.x: one sheet while any
 * user is mounted, styles re-applied on change only when dynamic); the types below are the
 * package's, so `tsc` fails if its API changes, and the bundler fails on an export missing here.
 */
import { useEffect } from 'react'
import type * as upstream from 'react-style-singleton'

export const stylesheetSingleton: typeof upstream.stylesheetSingleton = () => {
  let counter = 0
  let sheet: CSSStyleSheet | null = null
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(style)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      counter++
    },
    remove() {
      counter--
      if (!counter && sheet) {
        const removed = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== removed)
        sheet = null
      }
    },
  }
}

export const styleHookSingleton: typeof upstream.styleHookSingleton = () => {
  const sheet = stylesheetSingleton()
  return function useStyle(styles, isDynamic) {
    useEffect(
      () => {
        sheet.add(styles)
        return () => sheet.remove()
      },
      // The package's dependency list: the styles are applied again only when marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    )
  }
}

export const styleSingleton: typeof upstream.styleSingleton = () => {
  const useStyle = styleHookSingleton()
  const Sheet: ReturnType<typeof upstream.styleSingleton> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic)
    return null
  }
  return Sheet
}
