import { style } from '@vanilla-extract/css'
import { cluster, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'

export const form = stack.lg

export const body = stack.md

export const actions = style([cluster.sm, { justifyContent: 'flex-end' }])

export const choices = stack.sm

export const muted = text.muted
