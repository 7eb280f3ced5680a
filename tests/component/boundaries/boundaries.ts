/**
 * What the form-boundary tests share (wizard-boundaries, account-boundaries): the message check,
 * entering a value by pasting, dates relative to today, and the calls that change something.
 */
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { localDay } from '~/features/wizard/schemas'
import type { FakeCall } from '../../support/fake-api'

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The control shows exactly `message` first in its description (a hint may follow) and is invalid. */
export function expectMessage(control: HTMLElement, message: string) {
  expect(control).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}( |$)`))
  expect(control).toHaveAttribute('aria-invalid', 'true')
}

export function expectAccepted(control: HTMLElement) {
  expect(control).not.toHaveAttribute('aria-invalid')
}

/** Replaces the control's value with `value` (pasted: long values would take seconds to type). */
export async function enter(user: UserEvent, control: HTMLElement, value: string) {
  await user.clear(control)
  if (value === '') return
  await user.click(control)
  await user.paste(value)
}

export const day = (offsetDays: number) => {
  const date = new Date()
  date.setDate(date.getDate() + offsetDays)
  return localDay(date)
}

export const mutationsIn = (calls: readonly FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET')
